import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { invitationActions, invitationMessages, invitationTabs } from '@outreach/shared/schemas/inbox';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { type InvitesPage, invitationsApi } from '../modules/invitations/api/invitationsApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { formatDateTime } from '../modules/ui/formatDateTime.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

type TabName = (typeof invitationTabs)[number];
const tabLabel: Record<TabName, string> = { sent: 'Sent', received: 'Received', withdrawn: 'Withdrawn' };
const actionLabel = { WITHDRAW: 'Withdraw', ACCEPT: 'Accept', REJECT: 'Reject' } as const;
const pendingLabel = { WITHDRAW: 'Withdrawing…', ACCEPT: 'Accepting…', REJECT: 'Rejecting…' } as const;

/**
 * /invitations/{tab} (spec 3 §2, §4): sent (default), received and withdrawn invitations with counts,
 * synced from LinkedIn; bulk withdraw, accept and reject go to the bot's next batch.
 */
export function InvitationsPage() {
  const params = useParams();
  const tab: TabName = (invitationTabs as readonly string[]).includes(params.tab ?? '')
    ? (params.tab as TabName)
    : 'sent';
  // One tab's paging and selection start afresh on another tab.
  return <InvitationsTab key={tab} tab={tab} />;
}

function InvitationsTab({ tab }: { tab: TabName }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const q = useSWR<InvitesPage>(invitationsApi.list(tab.toUpperCase(), cursors.at(-1) ?? null), {
    refreshInterval: 5000,
  });
  const asked = useRef(false);
  useEffect(() => {
    if (q.data?.sync.status === 'never' && !asked.current) {
      asked.current = true;
      invitationsApi.sync().then(
        () => q.mutate(),
        () => {},
      );
    }
  }, [q.data?.sync.status, q]);
  const rows = q.data?.invites ?? [];
  const act = async (status: 'WITHDRAW' | 'ACCEPT' | 'REJECT') => {
    if (checked.size === 0) {
      toast.show({ message: invitationMessages.noSelection, type: 'warning', autoCloseTime: 3000 });
      return;
    }
    try {
      const r = await invitationsApi.change([...checked], status);
      toast.show({ message: r.message, type: 'success', autoCloseTime: 3000 });
      setChecked(new Set());
      await q.mutate();
    } catch (e) {
      toast.showError(e);
    }
  };
  return (
    <>
      <PageHeader
        title="Invitations"
        actions={
          <Button
            startIcon={<Sync />}
            data-testid="invitations-sync"
            disabled={q.data?.sync.status === 'running'}
            onClick={async () => {
              try {
                await invitationsApi.sync();
                await q.mutate();
              } catch (e) {
                toast.showError(e);
              }
            }}
          >
            {q.data?.sync.status === 'running' ? 'Syncing…' : 'Sync invitations'}
          </Button>
        }
      />
      <Tabs value={tab} onChange={(_, v: string) => navigate(`/invitations/${v}`)} sx={{ mb: 2 }}>
        {invitationTabs.map((t) => (
          <Tab
            key={t}
            value={t}
            data-testid={`invitations-tab-${t}`}
            label={`${tabLabel[t]}${q.data ? ` (${q.data.counts[t]})` : ''}`}
          />
        ))}
      </Tabs>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {invitationActions(tab).map((a) => (
          <Button
            key={a}
            variant="outlined"
            size="small"
            data-testid={`invitations-${a.toLowerCase()}`}
            onClick={() => void act(a)}
          >
            {actionLabel[a]}
          </Button>
        ))}
      </Stack>
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Invitations" data-testid="invitations-table">
          <TableHead>
            <TableRow>
              {tab !== 'withdrawn' && <TableCell padding="checkbox" />}
              <TableCell>Name</TableCell>
              <TableCell>Headline</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Date</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-testid="invitation-row" data-invitation-id={r.id}>
                {tab !== 'withdrawn' && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      disabled={!!r.pendingAction}
                      checked={checked.has(r.id)}
                      onChange={(e) =>
                        setChecked((cur) => {
                          const next = new Set(cur);
                          if (e.target.checked) next.add(r.id);
                          else next.delete(r.id);
                          return next;
                        })
                      }
                      slotProps={{
                        input: { 'aria-label': `Select ${r.person.firstName} ${r.person.lastName}` },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell>
                  {r.person.firstName} {r.person.lastName}{' '}
                  {r.pendingAction && <Chip size="small" label={pendingLabel[r.pendingAction]} />}
                </TableCell>
                <TableCell>{r.person.headline}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>{r.message}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(new Date(r.sentTime).toISOString())}
                </TableCell>
              </TableRow>
            ))}
            {q.data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  <Typography variant="body2">No invitations.</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Button size="small" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </Button>
        <Button
          size="small"
          disabled={!q.data?.nextCursor}
          onClick={() => setCursors((c) => [...c, q.data?.nextCursor ?? null])}
        >
          Next
        </Button>
      </Stack>
    </>
  );
}

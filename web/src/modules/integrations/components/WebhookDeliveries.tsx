import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TWebhookDelivery } from '@outreach/shared/schemas/webhooks';
import { Fragment, useState } from 'react';
import useSWR from 'swr';
import { useToast } from '../../toast/hooks/useToast.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { type DeliveriesPage, deliveriesKey, webhooksApi } from '../api/webhooksApi.ts';

const statusChip: Record<
  TWebhookDelivery['status'],
  { label: string; color: 'default' | 'success' | 'warning' | 'error' }
> = {
  pending: { label: 'Pending', color: 'default' },
  retrying: { label: 'Retrying', color: 'warning' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** What the last try got back: the receiver's status, or why no answer came. */
function lastResponse(d: TWebhookDelivery): string {
  const a = d.attempts.at(-1);
  if (!a) return '—';
  return a.responseStatus !== undefined ? `HTTP ${a.responseStatus}` : (a.error ?? 'No answer');
}

function prettyJson(s: string): string {
  try {
    return JSON.stringify(JSON.parse(s), null, 2);
  } catch {
    return s;
  }
}

/**
 * A webhook's recent deliveries, newest first: event, status, tries and the last answer; a row opens
 * on its body and every attempt, with a replay button. Refreshes while something is still in flight.
 */
export function WebhookDeliveries({
  webhookId,
  timezone,
}: {
  webhookId: string;
  timezone?: { name?: string | null } | null;
}) {
  const toast = useToast();
  const { data, mutate, isLoading } = useSWR<DeliveriesPage>(deliveriesKey(webhookId), {
    refreshInterval: (d) =>
      d?.deliveries.some((x) => x.status === 'pending' || x.status === 'retrying') ? 2000 : 0,
  });
  const [more, setMore] = useState<TWebhookDelivery[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [open, setOpen] = useState<string | null>(null);
  const rows = [
    ...(data?.deliveries ?? []),
    ...more.filter((m) => !data?.deliveries.some((d) => d.id === m.id)),
  ];
  const next = cursor === undefined ? (data?.nextCursor ?? null) : cursor;

  const loadMore = async () => {
    if (!next) return;
    try {
      const page = await webhooksApi.deliveries(webhookId, next);
      setMore((m) => [...m, ...page.deliveries]);
      setCursor(page.nextCursor);
    } catch (e) {
      toast.showError(e);
    }
  };
  const replay = async (id: string) => {
    try {
      await webhooksApi.replay(webhookId, id);
      toast.show({ message: 'Delivery queued again', type: 'success' });
      await mutate();
    } catch (e) {
      toast.showError(e);
    }
  };

  return (
    <Box data-testid="webhook-deliveries">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          Recent deliveries
        </Typography>
        <Button size="small" onClick={() => mutate()} data-testid="webhook-deliveries-refresh">
          Refresh
        </Button>
      </Stack>
      {!isLoading && rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="webhook-deliveries-empty">
          No deliveries yet. Send a test event to try your endpoint.
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Tries</TableCell>
              <TableCell>Last response</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => (
              <Fragment key={d.id}>
                <TableRow
                  hover
                  onClick={() => setOpen(open === d.id ? null : d.id)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="webhook-delivery"
                  data-event={d.eventType}
                  data-status={d.status}
                >
                  <TableCell sx={{ fontFamily: 'monospace' }}>{d.eventType}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={statusChip[d.status].label}
                      color={statusChip[d.status].color}
                    />
                  </TableCell>
                  <TableCell>{d.attempts.length}</TableCell>
                  <TableCell data-testid="webhook-delivery-response">{lastResponse(d)}</TableCell>
                  <TableCell>{formatDateTime(d.createdAt, timezone)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={(e) => {
                        e.stopPropagation();
                        void replay(d.id);
                      }}
                      data-testid="webhook-delivery-replay"
                    >
                      Replay
                    </Button>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 0, borderBottom: open === d.id ? undefined : 'none' }}>
                    <Collapse in={open === d.id} unmountOnExit>
                      <Stack spacing={1} sx={{ py: 2 }} data-testid="webhook-delivery-detail">
                        {d.nextAttemptAt && (
                          <Typography variant="body2">
                            Next try {formatDateTime(d.nextAttemptAt, timezone)}
                          </Typography>
                        )}
                        {d.attempts.map((a, i) => (
                          <Typography key={a.at + String(i)} variant="body2" sx={{ fontFamily: 'monospace' }}>
                            {`#${i + 1} · ${formatDateTime(a.at, timezone)} · ${
                              a.responseStatus !== undefined
                                ? `HTTP ${a.responseStatus}`
                                : (a.error ?? 'No answer')
                            } · ${a.durationMs} ms${a.responseBody ? ` · ${a.responseBody}` : ''}`}
                          </Typography>
                        ))}
                        <Box
                          component="pre"
                          sx={{
                            m: 0,
                            p: 1.5,
                            bgcolor: 'action.hover',
                            borderRadius: 1,
                            overflow: 'auto',
                            maxHeight: 320,
                            fontSize: 12,
                          }}
                        >
                          {prettyJson(d.payload)}
                        </Box>
                      </Stack>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
      {next && (
        <Button size="small" sx={{ mt: 1 }} onClick={loadMore} data-testid="webhook-deliveries-more">
          Load more
        </Button>
      )}
    </Box>
  );
}

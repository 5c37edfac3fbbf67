import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inboxFilters } from '@outreach/shared/schemas/inbox';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useOpenPersonDrawer } from '../modules/contacts/hooks/useOpenPersonDrawer.ts';
import {
  type Conversation,
  type ConversationList,
  type InboxAction,
  type InboxFilter,
  type InboxOwners,
  inboxApi,
  inboxKeys,
} from '../modules/inbox/api/inboxApi.ts';
import { ConversationListPane } from '../modules/inbox/components/ConversationListPane.tsx';
import { ConversationThread } from '../modules/inbox/components/ConversationThread.tsx';
import { participantRef } from '../modules/inbox/participantRef.ts';
import { useFeatures } from '../modules/session/hooks/useFeatures.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const tabs = [
  { path: '/inbox/linkedin', label: 'LinkedIn', filter: 'all' },
  { path: '/inbox/in-mail', label: 'InMail', filter: 'inmail' },
  { path: '/inbox/sales-navigator', label: 'Sales Navigator', filter: 'sales navigator' },
] as const;
const filterLabel: Record<InboxFilter, string> = {
  all: 'All',
  unread: 'Unread',
  archive: 'Archive',
  archived: 'Archived',
  tagged: 'Tagged',
  inmail: 'InMail',
  'sales navigator': 'Sales Navigator',
  replies: 'Replies',
};
const bulk: { action: InboxAction; label: string }[] = [
  { action: 'markRead', label: 'Mark as read' },
  { action: 'markUnread', label: 'Mark as unread' },
  { action: 'archive', label: 'Archive' },
  { action: 'unarchive', label: 'Unarchive' },
  { action: 'delete', label: 'Delete' },
];

/**
 * /inbox, /inbox/linkedin, /inbox/in-mail, /inbox/sales-navigator (spec 3 §2, §3, §4): the unified
 * inbox synced from LinkedIn, with the spec's filters, search, bulk actions and a thread to reply in.
 * The list refreshes every 5 seconds, so new messages appear without a reload.
 */
export function InboxPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { features } = useFeatures();
  const tab = tabs.find((t) => location.pathname.startsWith(t.path)) ?? tabs[0];
  const [filter, setFilter] = useState<InboxFilter>(tab.filter);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [selected, setSelected] = useState<string | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Whose inbox: the user's own (null) or a teammate's while the team shares member inboxes.
  const [owner, setOwner] = useState<string | null>(null);
  const owners = useSWR<InboxOwners>(inboxKeys.inboxes);
  const mates = owners.data?.inboxes.filter((i) => !i.isMe) ?? [];
  const viewingMate = owner !== null && mates.some((m) => m.userId === owner);
  useEffect(() => {
    setFilter(tab.filter);
    setCursors([null]);
  }, [tab.filter]);

  // The Sales Navigator filter reads the Sales Navigator inbox's own call (premium), paged by time.
  const sn = filter === 'sales navigator' && features.has('salesNavigatorInbox');
  const params = new URLSearchParams(sn ? { perPage: '20' } : { filters: filter, perPage: '20' });
  if (deferred) params.set(sn ? 'query' : 'search', deferred);
  const cursor = cursors.at(-1);
  if (cursor) params.set(sn ? 'createdBefore' : 'nextCursor', cursor);
  if (viewingMate && owner) params.set('userId', owner);
  const q = useSWR<ConversationList>(sn ? inboxKeys.snList(params) : inboxKeys.list(params), {
    refreshInterval: 5000,
  });
  const sync = q.data?.sync;
  const asked = useRef(false);
  useEffect(() => {
    // The first visit starts the first (full) sync; later ones come on their own schedule.
    // A teammate's inbox is theirs to sync.
    if (sync?.status === 'never' && !asked.current && !viewingMate) {
      asked.current = true;
      inboxApi.sync().then(
        () => q.mutate(),
        () => {},
      );
    }
  }, [sync?.status, q, viewingMate]);

  const rows = q.data?.data ?? [];
  const open = async (c: Conversation) => {
    setSelected(c.conversationId);
    if (c.unreadCount > 0 && !viewingMate) {
      await inboxApi.modify([c.conversationId], 'markRead').catch(() => {});
      void q.mutate();
    }
  };
  // The person of a row: a lead opens the lead drawer, a connection of the user's own the connection
  // drawer (as the thread's person does); anyone else opens the conversation, as the row would.
  const openPersonDrawer = useOpenPersonDrawer();
  const openPerson = async (c: Conversation) => {
    const ref = participantRef(c.from);
    try {
      if (!ref || !(await openPersonDrawer(ref, { connections: !viewingMate }))) await open(c);
    } catch (e) {
      toast.showError(e);
    }
  };
  const runBulk = async (action: InboxAction) => {
    const ids = [...checked];
    try {
      await inboxApi.modify(ids, action);
      // Spec 3 §4: archive, unarchive and delete remove the conversations from the list and clear the selection.
      if (action === 'archive' || action === 'unarchive' || action === 'delete') {
        setChecked(new Set());
        if (selected && ids.includes(selected)) setSelected(null);
      }
      await q.mutate();
    } catch (e) {
      toast.showError(e);
    }
  };
  const syncNow = async () => {
    try {
      await inboxApi.sync();
      await q.mutate();
    } catch (e) {
      toast.showError(e);
    }
  };

  return (
    <>
      <PageHeader
        title="Inbox"
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {mates.length > 0 && (
              <TextField
                select
                size="small"
                label="Inbox of"
                value={viewingMate && owner ? owner : 'me'}
                onChange={(e) => {
                  setOwner(e.target.value === 'me' ? null : e.target.value);
                  setCursors([null]);
                  setSelected(null);
                  setChecked(new Set());
                }}
                sx={{ minWidth: 200 }}
                slotProps={{ htmlInput: { 'data-testid': 'inbox-owner' } }}
              >
                <MenuItem value="me">My inbox</MenuItem>
                {mates.map((m) => (
                  <MenuItem key={m.userId} value={m.userId}>
                    {m.name || m.userId}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!viewingMate && (
              <Button
                startIcon={<Sync />}
                onClick={() => void syncNow()}
                disabled={sync?.status === 'running'}
                data-testid="inbox-sync"
              >
                {sync?.status === 'running' ? `Syncing… ${sync.synced}` : 'Sync inbox'}
              </Button>
            )}
          </Stack>
        }
      />
      <Tabs value={tab.path} onChange={(_, v: string) => navigate(v)} sx={{ mb: 2 }}>
        {tabs.map((t) => (
          <Tab key={t.path} value={t.path} label={t.label} />
        ))}
      </Tabs>
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ width: { md: 380 }, flexShrink: 0, p: 1 }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1}>
              <TextField
                select
                size="small"
                label="Filter"
                value={filter}
                onChange={(e) => {
                  setFilter(e.target.value as InboxFilter);
                  setCursors([null]);
                }}
                sx={{ width: 170 }}
                slotProps={{ htmlInput: { 'data-testid': 'inbox-filter' } }}
              >
                {inboxFilters.map((f) => (
                  <MenuItem key={f} value={f}>
                    {filterLabel[f]}
                    {q.data?.counts[f === 'archive' ? 'archived' : f] !== undefined
                      ? ` (${q.data.counts[f === 'archive' ? 'archived' : f]})`
                      : ''}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label="Search"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setCursors([null]);
                }}
                slotProps={{ htmlInput: { 'data-testid': 'inbox-search', maxLength: 200 } }}
              />
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} data-testid="inbox-bulk">
              {(viewingMate ? [] : bulk).map((b) => (
                <Button
                  key={b.action}
                  size="small"
                  disabled={checked.size === 0}
                  onClick={() => (b.action === 'delete' ? setConfirmDelete(true) : void runBulk(b.action))}
                >
                  {b.label}
                </Button>
              ))}
            </Stack>
            {q.data && rows.length === 0 && (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {sync?.status === 'running' ? 'Syncing your LinkedIn inbox…' : 'No conversations yet.'}
              </Typography>
            )}
            <ConversationListPane
              rows={rows}
              selectedId={selected}
              checked={checked}
              onOpen={(c) => void open(c)}
              onPerson={(c) => void openPerson(c)}
              onCheck={(id, on) =>
                setChecked((cur) => {
                  const next = new Set(cur);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Button
                size="small"
                disabled={cursors.length <= 1}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                Previous
              </Button>
              <Typography variant="caption" data-testid="inbox-total">
                {q.data ? `${q.data.total} conversations` : ''}
              </Typography>
              <Button
                size="small"
                disabled={!q.data?.pagination.nextCursor}
                onClick={() => setCursors((c) => [...c, q.data?.pagination.nextCursor ?? null])}
              >
                Next
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ flex: 1, p: 2, minHeight: 400 }}>
          {selected ? (
            <ConversationThread
              key={selected}
              conversationId={selected}
              userId={viewingMate && owner ? owner : undefined}
              readOnly={viewingMate}
              salesNavigator={
                features.has('salesNavigatorInbox') &&
                q.data?.data.find((c) => c.conversationId === selected)?.source === 'sales-navigator'
              }
              onChanged={() => void q.mutate()}
            />
          ) : (
            <Typography color="text.secondary">Select a conversation.</Typography>
          )}
        </Paper>
      </Stack>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>Delete conversation</DialogTitle>
        <DialogContent>Are you sure you want to delete the selected conversations?</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button
            color="error"
            data-testid="inbox-confirm-delete"
            onClick={() => {
              setConfirmDelete(false);
              void runBulk('delete');
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

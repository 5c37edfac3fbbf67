import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../api/apiClient.ts';
import { PersonCell } from '../../campaigns/components/PersonCell.tsx';
import { lastActionLabel } from '../../campaigns/leadLabels.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { type Connection, connectionKeys, connectionsApi, type LeadAction } from '../api/contactsApi.ts';
import { useEscapeWhenFocusLost } from '../hooks/useEscapeWhenFocusLost.ts';
import { type LeadDrawerTab, useLeadDrawer } from '../hooks/useLeadDrawer.ts';
import { TagPicker } from './TagPicker.tsx';

const tabLabels: Record<LeadDrawerTab, string> = {
  personal_details: 'Info',
  activities: 'Activity',
  messages: 'Messages',
};

function NotesEditor({ c, onSaved }: { c: Connection; onSaved(): Promise<unknown> }) {
  const toast = useToast();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [text, setText] = useState(c.notes ?? '');
  if (mode === 'view')
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle2">Notes</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="connection-notes">
          {c.notes || '—'}
        </Typography>
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setMode('edit')}>
          Edit notes
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={3}
        label="Notes"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 10_000, 'data-testid': 'connection-notes-input' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          onClick={async () => {
            try {
              await connectionsApi.notes(c.entityUrn, text);
              await onSaved();
              setMode('view');
            } catch (e) {
              toast.showError(e);
            }
          }}
        >
          Save
        </Button>
        <Button size="small" color="inherit" onClick={() => setMode('view')}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The connection drawer (spec 3 §2): info with tags, notes and exclusion; activity; messages (hidden
 * on the inbox page, as in the lead drawer).
 */
export function ConnectionDrawer({ hideMessages = false }: { hideMessages?: boolean }) {
  const drawer = useLeadDrawer();
  useEscapeWhenFocusLost(drawer.open, drawer.close);
  const tabs = (Object.keys(tabLabels) as LeadDrawerTab[]).filter((t) => !(hideMessages && t === 'messages'));
  const tab = tabs.includes(drawer.tab) ? drawer.tab : 'personal_details';
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const urn = drawer.person;
  const q = useSWR<Connection>(urn ? connectionKeys.one(urn) : null);
  const actions = useSWR<{ actions: LeadAction[] }>(
    urn && tab === 'activities' ? connectionKeys.actions(urn) : null,
  );
  const refresh = () =>
    Promise.all([q.mutate(), mutate((k) => typeof k === 'string' && /^\/(connections|tags)/.test(k))]);
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await refresh();
    } catch (e) {
      toast.showError(e);
    }
  };
  const c = q.data;
  return (
    <Drawer
      anchor="right"
      open={drawer.open}
      onClose={drawer.close}
      slotProps={{ paper: { sx: { width: 520, p: 3 } } }}
    >
      <Box data-testid="connection-drawer">
        {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
        {c && (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <PersonCell person={c.person} />
              <FormControlLabel
                label="Excluded"
                control={
                  <Switch
                    checked={c.isExcluded}
                    onChange={(e) =>
                      act(() => connectionsApi.update(c.entityUrn, { isExcluded: e.target.checked }))
                    }
                  />
                }
              />
            </Stack>
            <Tabs value={tab} onChange={(_e, t) => drawer.setTab(t)}>
              {tabs.map((t) => (
                <Tab key={t} value={t} label={tabLabels[t]} />
              ))}
            </Tabs>
            {tab === 'personal_details' && (
              <Stack spacing={2}>
                <Box>
                  <Typography variant="body2">
                    <b>Position:</b> {c.title ?? '—'}
                  </Typography>
                  <Typography variant="body2">
                    <b>Company:</b> {c.company ?? '—'}
                  </Typography>
                  <Typography variant="body2">
                    <b>Industry:</b> {c.industry ?? '—'}
                  </Typography>
                  <Typography variant="body2">
                    <b>Location:</b> {c.geography ?? '—'}
                  </Typography>
                  <Typography variant="body2">
                    <b>Connected on:</b> {formatDateTime(c.connectedAt)}
                  </Typography>
                </Box>
                <TagPicker
                  value={c.tags}
                  onChange={(ids) => act(() => connectionsApi.update(c.entityUrn, { tagIds: ids }))}
                  onCreate={(name) =>
                    act(async () => {
                      const made = await api.post<{ id: number }>('/tags', { tag: name });
                      await connectionsApi.update(c.entityUrn, {
                        tagIds: [...c.tags.map((t) => t.id), made.id],
                      });
                    })
                  }
                  testId="connection-tag-picker"
                />
                <NotesEditor key={c.notes ?? ''} c={c} onSaved={refresh} />
              </Stack>
            )}
            {tab === 'activities' && (
              <List dense sx={{ maxHeight: 300, overflow: 'auto' }}>
                {actions.data?.actions.length === 0 && (
                  <Typography color="text.secondary">
                    No history of activities found for this person.
                  </Typography>
                )}
                {actions.data?.actions.map((a) => (
                  <ListItem key={a.id} disableGutters>
                    <ListItemText
                      primary={`${lastActionLabel(a.description)}${a.campaignName ? ` · ${a.campaignName}` : ''}`}
                      secondary={formatDateTime(a.createdAt)}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {tab === 'messages' && (
              <Typography color="text.secondary">No history of messages found with this person.</Typography>
            )}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

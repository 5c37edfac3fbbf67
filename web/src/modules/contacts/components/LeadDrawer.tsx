import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { returnedToSequenceToast } from '@outreach/shared/rules/outreach/leads';
import type { LeadEditColumn } from '@outreach/shared/schemas/leads';
import { type ReactNode, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isApiError } from '../../api/apiError.ts';
import { PersonCell } from '../../campaigns/components/PersonCell.tsx';
import { lastActionLabel } from '../../campaigns/leadLabels.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import {
  type CrmLead,
  contactKeys,
  contactsApi,
  type LeadAction,
  type LeadInfo,
} from '../api/contactsApi.ts';
import { useEscapeWhenFocusLost } from '../hooks/useEscapeWhenFocusLost.ts';
import { type LeadDrawerTab, useLeadDrawer } from '../hooks/useLeadDrawer.ts';
import { CustomDataEditor } from './CustomDataEditor.tsx';
import { LeadEditForm } from './LeadEditForm.tsx';
import { TagPicker } from './TagPicker.tsx';

const tabLabels: Record<LeadDrawerTab, string> = {
  personal_details: 'Personal details',
  activities: 'Activities',
  messages: 'Messages',
};

function CampaignActions({ personKey, lead }: { personKey: string; lead: CrmLead }) {
  const q = useSWR<{ actions: LeadAction[] }>(contactKeys.leadActions(personKey, lead.campaignId));
  return (
    <Box>
      <Typography variant="subtitle2">{lead.campaignName ?? 'Campaign deleted'}</Typography>
      <List dense sx={{ maxHeight: 300, overflow: 'auto' }}>
        {q.data?.actions.map((a) => (
          <ListItem key={a.id} disableGutters>
            <ListItemText primary={lastActionLabel(a.description)} secondary={formatDateTime(a.createdAt)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Refreshes every CRM list (leads, blacklist, tags) after a change in the drawer. */
function useRefreshContacts() {
  const { mutate } = useSWRConfig();
  return () => mutate((k) => typeof k === 'string' && /^\/(leads|tags|connections)/.test(k));
}

/**
 * The lead drawer (spec 3 §2): profile, personal details with tags and per-campaign custom data,
 * activity list and the exclude toggle; the Messages tab is hidden on the inbox page. `notLead` is
 * shown instead when the person is no lead of the team (the inbox: a connection's own drawer).
 */
export function LeadDrawer({
  hideMessages = false,
  notLead,
}: {
  hideMessages?: boolean;
  notLead?: ReactNode;
}) {
  const drawer = useLeadDrawer();
  const toast = useToast();
  const refresh = useRefreshContacts();
  const key = drawer.person;
  const info = useSWR<LeadInfo>(key ? contactKeys.lead(key) : null);
  // Where the focus goes when the edit form starts again after a save or a reset (see LeadEditForm).
  const [focus, setFocus] = useState<{ person: string; field: LeadEditColumn | 'notes' }>();
  useEffect(() => {
    if (!drawer.open) setFocus(undefined);
  }, [drawer.open]);
  const other = notLead !== undefined && isApiError(info.error, 404);
  useEscapeWhenFocusLost(drawer.open && !other, drawer.close);
  if (other) return notLead;
  const tabs = (Object.keys(tabLabels) as LeadDrawerTab[]).filter((t) => !(hideMessages && t === 'messages'));
  const tab = tabs.includes(drawer.tab) ? drawer.tab : 'personal_details';
  const act = async (fn: () => Promise<unknown>, done?: string) => {
    try {
      await fn();
      await Promise.all([info.mutate(), refresh()]);
      if (done) toast.show({ message: done, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  };
  const d = info.data;
  return (
    <Drawer
      anchor="right"
      open={drawer.open}
      onClose={drawer.close}
      slotProps={{ paper: { sx: { width: 520, p: 3 } } }}
    >
      <Box data-testid="lead-drawer">
        {info.error && <Alert severity="error">{(info.error as Error).message}</Alert>}
        {!d && !info.error && <CircularProgress size={24} />}
        {d && key && (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <PersonCell person={d.person} />
              <FormControlLabel
                label="Excluded"
                control={
                  <Switch
                    checked={d.userNetwork.isExcluded}
                    onChange={(e) => act(() => contactsApi.excludeLeads([key], e.target.checked))}
                    slotProps={{ input: { 'aria-label': 'Excluded' } }}
                  />
                }
              />
            </Stack>
            <Tabs value={tab} onChange={(_e, t) => drawer.setTab(t)}>
              {tabs.map((t) => (
                <Tab key={t} value={t} label={tabLabels[t]} data-testid={`lead-drawer-tab-${t}`} />
              ))}
            </Tabs>
            {tab === 'personal_details' && (
              <Stack spacing={2}>
                <Box>
                  <Typography variant="body2">
                    <b>Position:</b> {d.person.currentTitle || '—'}
                  </Typography>
                  <Typography variant="body2">
                    <b>Company:</b> {d.person.currentEmployer || '—'}
                  </Typography>
                  <Typography variant="body2">
                    <b>Location:</b> {d.person.location || '—'}
                  </Typography>
                </Box>
                <LeadEditForm
                  // The form starts again from what the server holds whenever that changes (an edit, a reset, notes).
                  key={JSON.stringify([
                    d.person.firstName,
                    d.person.lastName,
                    d.person.currentTitle,
                    d.person.currentEmployer,
                    d.editedColumns,
                    d.userNetwork.notes,
                  ])}
                  info={d}
                  focusField={focus?.person === key ? focus.field : undefined}
                  onSave={(edit) => {
                    const field = 'notes' in edit ? 'notes' : (Object.keys(edit)[0] as LeadEditColumn);
                    setFocus({ person: key, field });
                    return act(() => contactsApi.updateLead(key, edit), 'Saved');
                  }}
                  onReset={(column) => {
                    setFocus({ person: key, field: column });
                    return act(() => contactsApi.resetLeadColumn(key, column), 'Reset');
                  }}
                />
                <TagPicker
                  value={d.tags}
                  onChange={(ids) => {
                    // A chip's delete takes the tag off (PATCH /leads/{id}/tags); anything else sets the list.
                    const removed = d.tags.map((t) => t.id).filter((id) => !ids.includes(id));
                    const added = ids.some((id) => !d.tags.some((t) => t.id === id));
                    return act(() =>
                      !added && removed.length
                        ? contactsApi.removeLeadTags(key, removed)
                        : contactsApi.setLeadTags(key, ids),
                    );
                  }}
                  onCreate={(name) => act(() => contactsApi.createSetLeadTag(key, name), 'Tag created')}
                  testId="lead-tag-picker"
                />
                {d.campaigns.some((c) => c.status !== 'approved' && c.status !== 'pending') && (
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => act(() => contactsApi.returnToCampaign([key]), returnedToSequenceToast)}
                    data-testid="lead-return-to-campaign"
                  >
                    Return to campaign
                  </Button>
                )}
                <Divider />
                {d.campaigns.map((c) => (
                  <Stack key={c.campaignId} spacing={1}>
                    <Typography variant="subtitle1">{c.campaignName ?? 'Campaign deleted'}</Typography>
                    <CustomDataEditor
                      key={`${c.campaignId}:${JSON.stringify(c.customData)}`}
                      value={c.customData}
                      onSave={(data) => act(() => contactsApi.setCustomData(key, c.campaignId, data))}
                      onReset={() => act(() => contactsApi.setCustomData(key, c.campaignId, null))}
                    />
                  </Stack>
                ))}
              </Stack>
            )}
            {tab === 'activities' && (
              <Stack spacing={2}>
                {d.campaigns.map((c) => (
                  <CampaignActions key={c.campaignId} personKey={key} lead={c} />
                ))}
              </Stack>
            )}
            {tab === 'messages' && (
              <Typography color="text.secondary" data-testid="lead-drawer-no-messages">
                {d.userNetwork.conversationId
                  ? 'Open the conversation in the inbox.'
                  : 'No history of messages found with this person.'}
              </Typography>
            )}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CommunityKind } from '../communityCampaignForm.ts';
import { useLinkedInCompanies } from '../hooks/useLinkedInCompanies.ts';
import { useLinkedInEvents } from '../hooks/useLinkedInEvents.ts';
import { useLinkedInGroups } from '../hooks/useLinkedInGroups.ts';
import { useSavedSearches } from '../hooks/useSavedSearches.ts';

/** The wizards' communities (groups, events, company pages) and Sales Navigator saved searches. */
type PickerKind = CommunityKind | 'saved-search';

interface CommunityChoice {
  id: string;
  url: string;
  name: string;
  /** What follows the name in the menu: members, attendees, the organizer mark. */
  detail: string;
}

const pickerTexts = {
  group: {
    label: 'Your LinkedIn groups',
    disconnected: 'Connect LinkedIn to choose one of your groups',
    some: 'Or paste a group URL below',
    none: 'Your LinkedIn account is in no group yet',
    unread: 'Refresh to load the groups you belong to on LinkedIn',
  },
  event: {
    label: 'Your LinkedIn events',
    disconnected: 'Connect LinkedIn to choose one of your events',
    some: 'Or paste an event URL below',
    none: 'Your LinkedIn account organises or attends no event yet',
    unread: 'Refresh to load the events you organise or attend on LinkedIn',
  },
  company: {
    label: 'Company pages you manage',
    disconnected: 'Connect LinkedIn to choose one of the pages you manage',
    some: 'Or paste a company page URL below',
    none: 'Your LinkedIn account manages no company page yet',
    unread: 'Refresh to load the company pages you manage on LinkedIn',
  },
  'saved-search': {
    label: 'Your Sales Navigator saved searches',
    disconnected: 'Connect LinkedIn to choose one of your saved searches',
    some: 'Or paste a saved search URL below',
    none: 'Your Sales Navigator has no saved lead search yet',
    unread: 'Refresh to load your saved lead searches from Sales Navigator',
  },
} as const;

const refreshTestIds = {
  group: 'groups',
  event: 'events',
  company: 'companies',
  'saved-search': 'saved-searches',
} as const;

/** The account's groups, events, pages or saved searches as last read, as menu choices, and the refresh of that kind. */
function useCommunityChoices(kind: PickerKind, enabled: boolean) {
  const groups = useLinkedInGroups(enabled && kind === 'group');
  const events = useLinkedInEvents(enabled && kind === 'event');
  const saved = useSavedSearches(enabled && kind === 'saved-search');
  const companies = useLinkedInCompanies(enabled && kind === 'company');
  if (kind === 'company')
    return {
      ...companies,
      choices: companies.companies.map<CommunityChoice>((c) => ({
        id: c.entityUrn,
        url: c.url,
        name: c.name,
        detail: '',
      })),
    };
  if (kind === 'saved-search')
    return { ...saved, choices: saved.savedSearches.map<CommunityChoice>((x) => ({ ...x, detail: '' })) };
  if (kind === 'group')
    return {
      ...groups,
      choices: groups.groups.map<CommunityChoice>((g) => ({
        ...g,
        detail: g.membersCount === null ? '' : ` · ${g.membersCount.toLocaleString()} members`,
      })),
    };
  return {
    ...events,
    choices: events.events.map<CommunityChoice>((e) => ({
      ...e,
      detail:
        (e.organizer ? ' · Organizer' : '') +
        (e.attendeesCount === null ? '' : ` · ${e.attendeesCount.toLocaleString()} attendees`),
    })),
  };
}

/**
 * The groups the user's LinkedIn account belongs to, the events it organises or attends, the company
 * pages it manages, or its Sales Navigator saved searches, to pick one instead of pasting its URL; the
 * refresh button sends the bot to read them again. `value` is the URL the form holds.
 */
export function LinkedInCommunityPicker({
  kind,
  value,
  onPick,
  enabled,
}: {
  kind: PickerKind;
  value: string;
  onPick: (url: string, name: string) => void;
  enabled: boolean;
}) {
  const { choices, refreshedAt, refreshing, refresh } = useCommunityChoices(kind, enabled);
  const texts = pickerTexts[kind];
  const picked = choices.find((c) => c.url === value.trim());
  const helper = !enabled
    ? texts.disconnected
    : refreshedAt
      ? choices.length
        ? texts.some
        : texts.none
      : texts.unread;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      data-testid={`linkedin-${kind}-picker`}
    >
      <TextField
        select
        fullWidth
        label={texts.label}
        value={picked?.id ?? ''}
        disabled={!enabled || choices.length === 0}
        onChange={(e) => {
          const c = choices.find((x) => x.id === e.target.value);
          if (c) onPick(c.url, c.name);
        }}
        helperText={helper}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': `linkedin-${kind}-select` } as object } }}
      >
        {choices.map((c) => (
          <MenuItem key={c.id} value={c.id} data-testid={`linkedin-${kind}-${c.id}`}>
            {c.name}
            {c.detail}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        onClick={() => void refresh()}
        disabled={!enabled || refreshing}
        data-testid={`linkedin-${refreshTestIds[kind]}-refresh`}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
    </Stack>
  );
}

import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLinkedInGroups } from '../hooks/useLinkedInGroups.ts';

/**
 * The groups the user's LinkedIn account belongs to, to pick one instead of pasting its URL; the
 * refresh button sends the bot to read them again. `value` is the URL the form holds.
 */
export function LinkedInGroupPicker({
  value,
  onPick,
  enabled,
}: {
  value: string;
  onPick: (url: string, name: string) => void;
  enabled: boolean;
}) {
  const { groups, refreshedAt, refreshing, refresh } = useLinkedInGroups(enabled);
  const picked = groups.find((g) => g.url === value.trim());
  const helper = !enabled
    ? 'Connect LinkedIn to choose one of your groups'
    : refreshedAt
      ? groups.length
        ? 'Or paste a group URL below'
        : 'Your LinkedIn account is in no group yet'
      : 'Refresh to load the groups you belong to on LinkedIn';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="linkedin-group-picker">
      <TextField
        select
        fullWidth
        label="Your LinkedIn groups"
        value={picked?.id ?? ''}
        disabled={!enabled || groups.length === 0}
        onChange={(e) => {
          const g = groups.find((x) => x.id === e.target.value);
          if (g) onPick(g.url, g.name);
        }}
        helperText={helper}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'linkedin-group-select' } as object } }}
      >
        {groups.map((g) => (
          <MenuItem key={g.id} value={g.id} data-testid={`linkedin-group-${g.id}`}>
            {g.name}
            {g.membersCount === null ? '' : ` · ${g.membersCount.toLocaleString()} members`}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        onClick={() => void refresh()}
        disabled={!enabled || refreshing}
        data-testid="linkedin-groups-refresh"
        sx={{ mt: 1, flexShrink: 0 }}
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
    </Stack>
  );
}

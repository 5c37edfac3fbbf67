import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLinkedInEvents } from '../hooks/useLinkedInEvents.ts';

/**
 * The events the user's LinkedIn account organises or attends, to pick one instead of pasting its
 * URL; the refresh button sends the bot to read them again. `value` is the URL the form holds.
 */
export function LinkedInEventPicker({
  value,
  onPick,
  enabled,
}: {
  value: string;
  onPick: (url: string, name: string) => void;
  enabled: boolean;
}) {
  const { events, refreshedAt, refreshing, refresh } = useLinkedInEvents(enabled);
  const picked = events.find((e) => e.url === value.trim());
  const helper = !enabled
    ? 'Connect LinkedIn to choose one of your events'
    : refreshedAt
      ? events.length
        ? 'Or paste an event URL below'
        : 'Your LinkedIn account organises or attends no event yet'
      : 'Refresh to load the events you organise or attend on LinkedIn';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="linkedin-event-picker">
      <TextField
        select
        fullWidth
        label="Your LinkedIn events"
        value={picked?.id ?? ''}
        disabled={!enabled || events.length === 0}
        onChange={(e) => {
          const ev = events.find((x) => x.id === e.target.value);
          if (ev) onPick(ev.url, ev.name);
        }}
        helperText={helper}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'linkedin-event-select' } as object } }}
      >
        {events.map((ev) => (
          <MenuItem key={ev.id} value={ev.id} data-testid={`linkedin-event-${ev.id}`}>
            {ev.name}
            {ev.organizer ? ' · Organizer' : ''}
            {ev.attendeesCount === null ? '' : ` · ${ev.attendeesCount.toLocaleString()} attendees`}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        onClick={() => void refresh()}
        disabled={!enabled || refreshing}
        data-testid="linkedin-events-refresh"
        sx={{ mt: 1, flexShrink: 0 }}
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
    </Stack>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Person } from '../api/campaignsApi.ts';

export function personName(p: Person | null | undefined): string {
  return p?.name || [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'Unknown';
}

/** A person's picture, name and headline in a table cell. */
export function PersonCell({
  person,
  compact = false,
}: {
  person: Person | null | undefined;
  compact?: boolean;
}) {
  const name = personName(person);
  const sub =
    person?.headline || [person?.currentTitle, person?.currentEmployer].filter(Boolean).join(' at ');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={person?.picture ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
        {name[0]}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: compact ? 120 : undefined }} noWrap>
          {name}
        </Typography>
        {sub && !compact && (
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            sx={{ display: 'block', maxWidth: 320 }}
          >
            {sub}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

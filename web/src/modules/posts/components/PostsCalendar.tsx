import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  addDays,
  formatTime12h,
  isoDate,
  localDate,
  resolveTimezone,
  weekdayOf,
} from '@outreach/shared/rules/outreach/zoned-time';
import type { Post } from '../api/postsApi.ts';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A month grid of posts by their post time in the user's timezone (`month`: 'YYYY-MM'). */
export function PostsCalendar({
  month,
  posts,
  timezone,
}: {
  month: string;
  posts: Post[];
  timezone?: string | null;
}) {
  const tz = resolveTimezone(timezone);
  const [y, m] = month.split('-').map(Number);
  const first = isoDate(y, m, 1);
  const start = addDays(first, -weekdayOf(first));
  const days = Array.from({ length: 42 }, (_, i) => addDays(start, i));
  const byDay = new Map<string, Post[]>();
  for (const p of posts) {
    const d = localDate(p.scheduledAt, tz);
    byDay.set(d, [...(byDay.get(d) ?? []), p]);
  }
  return (
    <Paper variant="outlined" data-testid="posts-calendar">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
        {weekdays.map((w) => (
          <Typography
            key={w}
            variant="overline"
            sx={{ textAlign: 'center', borderBottom: 1, borderColor: 'divider' }}
          >
            {w}
          </Typography>
        ))}
        {days.map((d) => (
          <Box
            key={d}
            sx={{
              minHeight: 96,
              p: 0.5,
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              opacity: d.slice(0, 7) === month ? 1 : 0.45,
            }}
            data-testid={`calendar-day-${d}`}
          >
            <Typography variant="caption">{Number(d.slice(8))}</Typography>
            {(byDay.get(d) ?? []).map((p) => (
              <Tooltip key={p.id} title={`${p.statusLabel}${p.tooltip ? ` — ${p.tooltip}` : ''}`}>
                <Typography
                  variant="caption"
                  component="div"
                  noWrap
                  sx={{ bgcolor: 'primary.light', borderRadius: 1, px: 0.5, mb: 0.25 }}
                >
                  {formatTime12h(p.scheduledAt, tz)} {p.title}
                </Typography>
              </Tooltip>
            ))}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

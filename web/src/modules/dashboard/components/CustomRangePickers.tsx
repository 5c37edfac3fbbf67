import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clampDateRange, type DateRange } from '@outreach/shared/rules/outreach/dashboard';

/** Custom tab: from and to pickers, 'to' capped at today, 'from' capped at 'to' (shared `clampDateRange`). */
export function CustomRangePickers({
  value,
  today,
  onChange,
}: {
  value: DateRange;
  today: string;
  onChange(range: DateRange): void;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 3, maxWidth: 420 }} data-testid="dashboard-custom-range">
      <TextField
        label="From"
        type="date"
        value={value.from}
        onChange={(e) =>
          e.target.value && onChange(clampDateRange({ ...value, from: e.target.value }, today))
        }
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: value.to, 'data-testid': 'dashboard-from' },
        }}
      />
      <TextField
        label="To"
        type="date"
        value={value.to}
        onChange={(e) => e.target.value && onChange(clampDateRange({ ...value, to: e.target.value }, today))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'data-testid': 'dashboard-to' } }}
      />
    </Stack>
  );
}

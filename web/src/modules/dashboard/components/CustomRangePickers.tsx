import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState } from 'react';

/** Custom tab: from and to pickers, 'to' capped at today, 'from' capped at 'to'; both default to today. */
export function CustomRangePickers() {
  const today = dayjs().format('YYYY-MM-DD');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 3, maxWidth: 420 }} data-testid="dashboard-custom-range">
      <TextField
        label="From"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to } }}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        onChange={(e) => {
          setTo(e.target.value);
          if (from > e.target.value) setFrom(e.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
    </Stack>
  );
}

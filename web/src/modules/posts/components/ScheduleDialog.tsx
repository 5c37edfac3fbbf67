import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { scheduleMinuteSteps } from '@outreach/shared/constants/outreach';
import { localDate, resolveTimezone } from '@outreach/shared/rules/outreach/zoned-time';
import {
  defaultSchedule,
  scheduleTimestamp,
  type TScheduleDialog,
  validateSchedule,
} from '@outreach/shared/schemas/posts';
import { useState } from 'react';
import { productNow } from '../../clock/productClock.ts';

/** The 'Post At' / reschedule dialog (spec 3 §3 "Schedule", §5): date, hour 1–12, minutes 00/15/30/45, AM/PM. */
export function ScheduleDialog({
  open,
  title = 'Post At',
  timezone,
  initialMs,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title?: string;
  timezone: string | null | undefined;
  initialMs?: number;
  onClose(): void;
  onConfirm(timestamp: number): void | Promise<void>;
}) {
  const tz = resolveTimezone(timezone);
  const [v, setV] = useState<TScheduleDialog>(() =>
    defaultSchedule(initialMs ?? productNow() + 3600_000, tz),
  );
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const message = validateSchedule(v, productNow(), tz);
    if (message) {
      setError(message);
      return;
    }
    await onConfirm(scheduleTimestamp(v, tz));
  };
  const set = (patch: Partial<TScheduleDialog>) => {
    setV((x) => ({ ...x, ...patch }));
    setError(null);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">{title}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
          <TextField
            type="date"
            label="Date"
            value={v.date}
            onChange={(e) => set({ date: e.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: localDate(productNow(), tz), 'data-testid': 'schedule-date' },
            }}
          />
          <TextField
            select
            label="Hour"
            value={v.hour}
            onChange={(e) => set({ hour: Number(e.target.value) })}
            sx={{ width: 90 }}
            slotProps={{ htmlInput: { 'data-testid': 'schedule-hour' } }}
          >
            {Array.from({ length: 12 }, (_, i) => i + 1).map((h) => (
              <MenuItem key={h} value={h}>
                {String(h).padStart(2, '0')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Minute"
            value={v.minute}
            onChange={(e) => set({ minute: Number(e.target.value) })}
            sx={{ width: 90 }}
          >
            {scheduleMinuteSteps.map((m) => (
              <MenuItem key={m} value={m}>
                {String(m).padStart(2, '0')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label=""
            value={v.place}
            onChange={(e) => set({ place: e.target.value as 'AM' | 'PM' })}
            sx={{ width: 90 }}
            slotProps={{ htmlInput: { 'aria-label': 'AM or PM' } }}
          >
            <MenuItem value="AM">AM</MenuItem>
            <MenuItem value="PM">PM</MenuItem>
          </TextField>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Times are in {tz}.
        </Typography>
        {error && (
          <Typography color="error" variant="body2" role="alert" data-testid="schedule-error">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={confirm} data-testid="schedule-confirm">
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}

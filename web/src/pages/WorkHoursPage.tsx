import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import useSWR from 'swr';
import { PREFERENCES_KEY, type Preferences, settingsApi } from '../modules/settings/api/settingsApi.ts';
import { SettingsTabs } from '../modules/settings/components/SettingsTabs.tsx';
import {
  hourLabel,
  rowsFromScheduled,
  toOperatingHoursRequest,
  type WorkHoursFormValues,
  weekdayLabels,
  ZWorkHoursForm,
} from '../modules/settings/workHoursForm.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const startHours = Array.from({ length: 24 }, (_, h) => h);
const endHours = Array.from({ length: 24 }, (_, h) => h + 1);

/** /settings/work-hours: when the bot may work, per weekday, in the user's timezone. */
export function WorkHoursPage() {
  const q = useSWR<Preferences>(PREFERENCES_KEY);
  return (
    <Box data-testid="work-hours-page">
      <PageHeader
        title="Work hours"
        subtitle="Your campaigns only act inside these hours, in your timezone"
      />
      <SettingsTabs />
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      {q.data ? (
        <WorkHoursForm prefs={q.data} onSaved={(p) => q.mutate(p, { revalidate: false })} />
      ) : (
        !q.error && <CircularProgress />
      )}
    </Box>
  );
}

function WorkHoursForm({ prefs, onSaved }: { prefs: Preferences; onSaved(p: Preferences): void }) {
  const toast = useToast();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const [timezone, setTimezone] = useState(prefs.timezone.name);
  const [savingTz, setSavingTz] = useState(false);
  const form = useForm<WorkHoursFormValues>({
    resolver: zodResolver(ZWorkHoursForm),
    defaultValues: { days: rowsFromScheduled(prefs.operatingHours.scheduled) },
  });
  const { control, handleSubmit, formState, reset } = form;
  const { fields } = useFieldArray({ control, name: 'days' });
  const days = useWatch({ control, name: 'days' });
  const save = handleSubmit(async (v) => {
    try {
      const p = await settingsApi.editOperatingHours(toOperatingHoursRequest(v));
      onSaved(p);
      reset({ days: rowsFromScheduled(p.operatingHours.scheduled) });
      toast.show({ message: 'Work hours saved', type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  });
  const saveTimezone = async () => {
    setSavingTz(true);
    try {
      onSaved(await settingsApi.setTimezone(timezone));
      toast.show({ message: 'Timezone saved', type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    } finally {
      setSavingTz(false);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Timezone
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Autocomplete
            options={zones}
            value={timezone}
            onChange={(_, v) => v && setTimezone(v)}
            disableClearable
            sx={{ width: 340 }}
            renderInput={(p) => <TextField {...p} label="Timezone" />}
            data-testid="work-hours-timezone"
          />
          <Button
            variant="outlined"
            onClick={saveTimezone}
            disabled={savingTz || timezone === prefs.timezone.name}
          >
            Save timezone
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="form" noValidate onSubmit={save}>
        <Typography variant="h5" component="h2" gutterBottom>
          Working days
        </Typography>
        <Stack spacing={1.5}>
          {fields.map((f, i) => {
            const row = days?.[i] ?? f;
            const err = formState.errors.days?.[i]?.endHour?.message;
            return (
              <Box key={f.id} data-testid={`work-hours-day-${f.day}`}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Controller
                    control={control}
                    name={`days.${i}.enabled`}
                    render={({ field }) => (
                      <FormControlLabel
                        sx={{ width: 170 }}
                        control={
                          <Switch
                            checked={field.value}
                            onChange={(e) => field.onChange(e.target.checked)}
                            slotProps={{ input: { 'aria-label': `${weekdayLabels[f.day]} on` } }}
                          />
                        }
                        label={weekdayLabels[f.day]}
                      />
                    )}
                  />
                  {(['startHour', 'endHour'] as const).map((k) => (
                    <Controller
                      key={k}
                      control={control}
                      name={`days.${i}.${k}`}
                      render={({ field }) => (
                        <TextField
                          select
                          label={k === 'startHour' ? 'From' : 'To'}
                          value={field.value}
                          onChange={(e) => field.onChange(Number(e.target.value))}
                          disabled={!row.enabled}
                          error={k === 'endHour' && Boolean(err)}
                          sx={{ width: 130 }}
                          slotProps={{ htmlInput: { 'data-testid': `work-hours-${f.day}-${k}` } }}
                        >
                          {(k === 'startHour' ? startHours : endHours).map((h) => (
                            <MenuItem key={h} value={h}>
                              {hourLabel(h)}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  ))}
                  {!row.enabled && <Typography color="text.secondary">Day off</Typography>}
                </Stack>
                {err && (
                  <FormHelperText error sx={{ ml: '186px' }}>
                    {err}
                  </FormHelperText>
                )}
              </Box>
            );
          })}
        </Stack>
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 3 }}
          disabled={formState.isSubmitting || !formState.isDirty}
          data-testid="work-hours-save"
        >
          Save work hours
        </Button>
      </Paper>
    </Stack>
  );
}

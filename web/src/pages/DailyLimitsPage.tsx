import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DailyLimitKey,
  type DailyLimits,
  maxDailyLimits,
  ZDailyLimits,
} from '@outreach/shared/rules/outreach/daily-limits';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { SenderCapsPanel } from '../modules/caps/components/SenderCapsPanel.tsx';
import { DAILY_LIMITS_KEY, type DailyLimitsState, settingsApi } from '../modules/settings/api/settingsApi.ts';
import { SettingsTabs } from '../modules/settings/components/SettingsTabs.tsx';
import { dailyLimitGroups } from '../modules/settings/dailyLimitLabels.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /settings/daily-limits: how many of each action the bot does per day, with today's use. */
export function DailyLimitsPage() {
  const q = useSWR<DailyLimitsState>(DAILY_LIMITS_KEY);
  return (
    <Box data-testid="daily-limits-page">
      <PageHeader
        title="Daily limits"
        subtitle="Stay well inside what LinkedIn tolerates; counters reset at your midnight"
      />
      <SettingsTabs />
      <SenderCapsPanel />
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      {q.data ? (
        <DailyLimitsForm state={q.data} onSaved={(s) => q.mutate(s, { revalidate: false })} />
      ) : (
        !q.error && <CircularProgress />
      )}
    </Box>
  );
}

function DailyLimitsForm({
  state,
  onSaved,
}: {
  state: DailyLimitsState;
  onSaved(s: DailyLimitsState): void;
}) {
  const toast = useToast();
  const { register, handleSubmit, formState, reset } = useForm<Partial<DailyLimits>>({
    resolver: zodResolver(ZDailyLimits),
    defaultValues: state.dailyLimits,
  });
  const save = handleSubmit(async (v) => {
    try {
      const s = await settingsApi.editDailyLimits(v);
      onSaved(s);
      reset(s.dailyLimits);
      toast.show({ message: 'Daily limits saved', type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  });
  const field = (key: DailyLimitKey, label: string) => (
    <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
      <TextField
        type="number"
        label={label}
        {...register(key, { valueAsNumber: true })}
        error={Boolean(formState.errors[key])}
        helperText={
          formState.errors[key]?.message ??
          `Used today: ${state.usedToday[key] ?? 0} · max ${maxDailyLimits[key]}`
        }
        slotProps={{ htmlInput: { min: 0, max: maxDailyLimits[key], 'data-testid': `daily-limit-${key}` } }}
      />
    </Grid>
  );
  return (
    <Box component="form" noValidate onSubmit={save} sx={{ maxWidth: 960 }}>
      {dailyLimitGroups.map((g) => (
        <Paper key={g.title} variant="outlined" sx={{ p: 3, mb: 2 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {g.title}
          </Typography>
          <Grid container spacing={2}>
            {g.keys.map(([k, label]) => field(k, label))}
          </Grid>
        </Paper>
      ))}
      <Button
        type="submit"
        variant="contained"
        disabled={formState.isSubmitting || !formState.isDirty}
        data-testid="daily-limits-save"
      >
        Save daily limits
      </Button>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TAutoWithdraw, ZAutoWithdraw } from '@outreach/shared/schemas/profile';
import { Controller, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { profileApi } from '../modules/settings/api/profileApi.ts';
import { PREFERENCES_KEY, type Preferences } from '../modules/settings/api/settingsApi.ts';
import { SettingsTabs } from '../modules/settings/components/SettingsTabs.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /settings/auto-withdrawals: the bot withdraws LinkedIn invitations left pending too long. */
export function AutoWithdrawalsPage() {
  const q = useSWR<Preferences>(PREFERENCES_KEY);
  return (
    <Box data-testid="auto-withdrawals-page">
      <PageHeader
        title="Auto-withdrawals"
        subtitle="Withdraw connection requests nobody answered, to stay well under LinkedIn's pending limit"
      />
      <SettingsTabs />
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      {q.data ? (
        <AutoWithdrawForm
          value={q.data.autoWithdraw}
          onSaved={(autoWithdraw) => q.data && q.mutate({ ...q.data, autoWithdraw }, { revalidate: false })}
        />
      ) : (
        !q.error && <CircularProgress />
      )}
    </Box>
  );
}

function AutoWithdrawForm({ value, onSaved }: { value: TAutoWithdraw; onSaved(v: TAutoWithdraw): void }) {
  const toast = useToast();
  const { control, register, handleSubmit, formState, reset } = useForm<TAutoWithdraw>({
    resolver: zodResolver(ZAutoWithdraw),
    defaultValues: value,
  });
  const save = handleSubmit(async (v) => {
    try {
      const r = await profileApi.editAutoWithdraw(v);
      onSaved(r.autoWithdraw);
      reset(r.autoWithdraw);
      toast.show({ message: 'Auto-withdrawal settings saved', type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  });
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={save} sx={{ p: 3, maxWidth: 720 }}>
      <Controller
        control={control}
        name="isEnabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(_, c) => field.onChange(c)}
                slotProps={{ input: { 'aria-label': 'Withdraw pending invitations automatically' } }}
              />
            }
            label="Withdraw pending invitations automatically"
          />
        )}
      />
      <Typography color="text.secondary" sx={{ my: 2 }}>
        LinkedIn restricts accounts with too many pending invitations. The bot withdraws invitations still
        pending after the number of days below, within your daily withdrawal limit and work hours.
      </Typography>
      <TextField
        type="number"
        label="Withdraw after (days)"
        {...register('afterDays', { valueAsNumber: true })}
        error={Boolean(formState.errors.afterDays)}
        helperText={formState.errors.afterDays?.message}
        slotProps={{ htmlInput: { min: 7, max: 180, 'data-testid': 'auto-withdraw-days' } }}
        sx={{ mb: 2, display: 'block' }}
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
        Save
      </Button>
    </Paper>
  );
}

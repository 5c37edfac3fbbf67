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
import {
  GREETING_MAX_LENGTH,
  greetingTitles,
  type TGreetingMessage,
  ZGreetingsRequest,
} from '@outreach/shared/schemas/profile';
import { Controller, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { profileApi } from '../modules/settings/api/profileApi.ts';
import { PREFERENCES_KEY, type Preferences } from '../modules/settings/api/settingsApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /settings/greetings: the messages the bot sends connections on their birthday, anniversary, new job. */
export function GreetingsPage() {
  const q = useSWR<Preferences>(PREFERENCES_KEY);
  return (
    <Box data-testid="greetings-page">
      <PageHeader
        title="Greetings"
        subtitle="Congratulate your connections on LinkedIn's occasions; {{firstName}} is their first name"
      />
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      {q.data ? (
        <GreetingsForm
          value={q.data.greetingMessages}
          onSaved={(greetingMessages) =>
            q.data && q.mutate({ ...q.data, greetingMessages }, { revalidate: false })
          }
        />
      ) : (
        !q.error && <CircularProgress />
      )}
    </Box>
  );
}

function GreetingsForm({
  value,
  onSaved,
}: {
  value: TGreetingMessage[];
  onSaved(v: TGreetingMessage[]): void;
}) {
  const toast = useToast();
  const { control, register, handleSubmit, formState, reset } = useForm<{
    greetingMessages: TGreetingMessage[];
  }>({ resolver: zodResolver(ZGreetingsRequest), defaultValues: { greetingMessages: value } });
  const save = handleSubmit(async (v) => {
    try {
      const r = await profileApi.editGreetings(v.greetingMessages);
      onSaved(r.greetingMessages);
      reset(r);
      toast.show({ message: 'Greetings saved', type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={save} sx={{ maxWidth: 720 }}>
      {value.map((g, i) => (
        <Paper key={g.type} variant="outlined" sx={{ p: 3, mb: 2 }} data-testid={`greeting-${g.type}`}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {greetingTitles[g.type]}
          </Typography>
          <input type="hidden" {...register(`greetingMessages.${i}.type`)} />
          <Controller
            control={control}
            name={`greetingMessages.${i}.isEnabled`}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_, c) => field.onChange(c)} />}
                label={`Send ${greetingTitles[g.type].toLowerCase()} greetings`}
              />
            )}
          />
          <TextField
            label="Message"
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
            {...register(`greetingMessages.${i}.message`)}
            error={Boolean(formState.errors.greetingMessages?.[i]?.message)}
            helperText={formState.errors.greetingMessages?.[i]?.message?.message}
            slotProps={{ htmlInput: { maxLength: GREETING_MAX_LENGTH } }}
          />
        </Paper>
      ))}
      <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
        Save greetings
      </Button>
    </Box>
  );
}

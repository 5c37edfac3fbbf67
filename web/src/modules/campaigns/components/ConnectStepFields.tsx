import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/** LI Connect's follow-up once the invite is accepted, and its withdrawal after N days (spec 3 §3). */
export function ConnectStepFields({ index }: { index: number }) {
  const { control, formState, register } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const testId = `step-${index}`;
  const [on, revoke] = useWatch({ control, name: [`${path}.connect_followup`, `${path}.revoke_invite`] });
  const error = formState.errors.touchSequence?.sequence?.[index]?.followup_message?.message;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Controller
        control={control}
        name={`${path}.connect_followup`}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                slotProps={{
                  input: {
                    'aria-label': 'Send a follow-up message once the invite is accepted',
                    'data-testid': `${testId}-connect_followup`,
                  } as object,
                }}
              />
            }
            label="Send a follow-up message once the invite is accepted"
          />
        )}
      />
      {on && (
        <Controller
          control={control}
          name={`${path}.followup_message`}
          render={({ field }) => (
            <MessageField
              label="Follow-up message"
              value={field.value ?? ''}
              onChange={field.onChange}
              maxLength={inboxMessageMaxLength}
              error={error}
              testId={`${testId}-followup`}
            />
          )}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Controller
          control={control}
          name={`${path}.revoke_invite`}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': 'Withdraw the invite if it is not accepted',
                      'data-testid': `${testId}-revoke_invite`,
                    } as object,
                  }}
                />
              }
              label="Withdraw the invite if it is not accepted"
            />
          )}
        />
        {revoke && (
          <TextField
            type="number"
            label="Days before withdrawing"
            size="small"
            sx={{ width: 190 }}
            {...register(`${path}.days_til_revoke`, { valueAsNumber: true })}
            slotProps={{ htmlInput: { min: 1, max: 365, 'data-testid': `${testId}-days_til_revoke` } }}
          />
        )}
      </Stack>
    </Stack>
  );
}

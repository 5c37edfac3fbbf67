import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/** LI Connect's follow-up: a message sent once the invite is accepted (spec 3 §3 connect_followup). */
export function ConnectStepFields({ index }: { index: number }) {
  const { control, formState } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const testId = `step-${index}`;
  const on = useWatch({ control, name: `${path}.connect_followup` });
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
    </Stack>
  );
}

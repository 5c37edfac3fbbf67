import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import { Controller, useFormContext } from 'react-hook-form';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';
import { StepAttachmentsField } from './StepAttachmentsField.tsx';

/**
 * The Email step's fields (spec 3 §3): subject, message with placeholders, the files sent with it, and
 * the signature switch.
 */
export function EmailStepFields({ index }: { index: number }) {
  const { control, register, formState } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const errors = formState.errors.touchSequence?.sequence?.[index];
  const testId = `step-${index}`;
  return (
    <Stack spacing={1.5}>
      <TextField
        label="Subject"
        placeholder="e.g. A quick question, {{first_name}}"
        {...register(`${path}.subject`)}
        error={Boolean(errors?.subject)}
        helperText={errors?.subject?.message ?? 'Placeholders work here too'}
        slotProps={{ htmlInput: { maxLength: 255, 'data-testid': `${testId}-subject` } }}
      />
      <Controller
        control={control}
        name={`${path}.message`}
        render={({ field }) => (
          <MessageField
            label="Email message"
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={inboxMessageMaxLength}
            error={errors?.message?.message}
            testId={`${testId}-message`}
          />
        )}
      />
      <Controller
        control={control}
        name={`${path}.attachments`}
        render={({ field }) => (
          <StepAttachmentsField value={field.value ?? []} onChange={field.onChange} testId={testId} />
        )}
      />
      <Controller
        control={control}
        name={`${path}.gmail_signature`}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Add my email signature' } }}
                data-testid={`${testId}-signature`}
              />
            }
            label="Add my email signature"
          />
        )}
      />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inmailMessageMaxLength, inmailSubjectMaxLength } from '@outreach/shared/constants/outreach';
import { Controller, useFormContext } from 'react-hook-form';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/** The InMail Message step's fields (spec 3 §3, §9): a subject (200) and a message (1,900) with placeholders. */
export function InMailStepFields({ index }: { index: number }) {
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
        slotProps={{ htmlInput: { maxLength: inmailSubjectMaxLength, 'data-testid': `${testId}-subject` } }}
      />
      <Controller
        control={control}
        name={`${path}.message`}
        render={({ field }) => (
          <MessageField
            label="InMail message"
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={inmailMessageMaxLength}
            error={errors?.message?.message}
            testId={`${testId}-message`}
          />
        )}
      />
    </Stack>
  );
}

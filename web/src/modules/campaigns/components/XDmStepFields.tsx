import Stack from '@mui/material/Stack';
import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import { Controller, useFormContext } from 'react-hook-form';
import { TemplatePicker } from '../../templates/components/TemplatePicker.tsx';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/** The Twitter DM step's fields (spec 3 §3): the direct message, with placeholders and templates. */
export function XDmStepFields({ index }: { index: number }) {
  const { control, formState } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const errors = formState.errors.touchSequence?.sequence?.[index];
  const testId = `step-${index}`;
  return (
    <Controller
      control={control}
      name={`${path}.message`}
      render={({ field }) => (
        <Stack spacing={0.5}>
          <TemplatePicker
            testId={`${testId}-template`}
            onPick={(t) => field.onChange(t.content.sequence[0]?.message ?? '')}
          />
          <MessageField
            label="X (Twitter) direct message"
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={inboxMessageMaxLength}
            error={errors?.message?.message}
            testId={`${testId}-message`}
          />
        </Stack>
      )}
    />
  );
}

import Stack from '@mui/material/Stack';
import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import { Controller, useFormContext } from 'react-hook-form';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/**
 * The Event Message step's fields (spec 3 §3, §4): the message (8,000) with placeholders; it goes
 * through the campaign's event, to a fellow attendee, no connection needed.
 */
export function EventMessageStepFields({ index }: { index: number }) {
  const { control, formState } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const errors = formState.errors.touchSequence?.sequence?.[index];
  return (
    <Stack spacing={1.5}>
      <Controller
        control={control}
        name={`${path}.message`}
        render={({ field }) => (
          <MessageField
            label="Event message"
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={inboxMessageMaxLength}
            error={errors?.message?.message}
            testId={`step-${index}-message`}
          />
        )}
      />
    </Stack>
  );
}

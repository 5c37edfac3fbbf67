import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import { useContext, useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CampaignGroupContext } from './CampaignGroupContext.ts';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/**
 * The Group Message step's fields (spec 3 §3, §4): the group the message goes through (`group_id`;
 * in a group campaign, the campaign's group, filled in) and the message (8,000) with placeholders.
 */
export function GroupMessageStepFields({ index }: { index: number }) {
  const { control, register, setValue, formState } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const errors = formState.errors.touchSequence?.sequence?.[index];
  const testId = `step-${index}`;
  const campaignGroup = useContext(CampaignGroupContext);
  const groupId = useWatch({ control, name: `${path}.group_id` });
  useEffect(() => {
    if (campaignGroup && (groupId === null || groupId === undefined || groupId === ''))
      setValue(`${path}.group_id`, campaignGroup, { shouldValidate: formState.isSubmitted });
  }, [campaignGroup, groupId, path, setValue, formState.isSubmitted]);
  return (
    <Stack spacing={1.5}>
      <TextField
        label="Group"
        placeholder="LinkedIn group id, e.g. 1234567"
        {...register(`${path}.group_id`, { setValueAs: (v) => (v === '' ? null : v) })}
        error={Boolean(errors?.group_id)}
        helperText={errors?.group_id?.message ?? 'The group you share with your leads'}
        slotProps={{
          htmlInput: { maxLength: 256, readOnly: Boolean(campaignGroup), 'data-testid': `${testId}-group` },
          inputLabel: { shrink: true },
        }}
      />
      <Controller
        control={control}
        name={`${path}.message`}
        render={({ field }) => (
          <MessageField
            label="Group message"
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={inboxMessageMaxLength}
            error={errors?.message?.message}
            testId={`${testId}-message`}
          />
        )}
      />
    </Stack>
  );
}

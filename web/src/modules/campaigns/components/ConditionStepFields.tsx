import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ConditionKind,
  conditionDaysMax,
  conditionDaysMin,
  conditionLabels,
} from '@outreach/shared/rules/outreach/branches';
import { Controller, useFormContext } from 'react-hook-form';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/** A Condition step's fields (issue #9): what it waits for, and for how many days. */
export function ConditionStepFields({ index, kinds }: { index: number; kinds: readonly ConditionKind[] }) {
  const { control, register, formState } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const testId = `step-${index}`;
  const errors = formState.errors.touchSequence?.sequence?.[index];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography color="text.secondary">If</Typography>
      <Controller
        control={control}
        name={`${path}.condition`}
        render={({ field }) => (
          <TextField
            select
            sx={{ width: 220 }}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={Boolean(errors?.condition)}
            helperText={errors?.condition?.message}
            slotProps={{ htmlInput: { 'aria-label': 'Condition', 'data-testid': `${testId}-condition` } }}
          >
            {kinds.map((k) => (
              <MenuItem key={k} value={k} data-testid={`condition-kind-${k}`}>
                {conditionLabels[k]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Typography color="text.secondary">within</Typography>
      <TextField
        type="number"
        sx={{ width: 90 }}
        {...register(`${path}.within_days`, { valueAsNumber: true })}
        error={Boolean(errors?.within_days)}
        helperText={errors?.within_days?.message}
        slotProps={{
          htmlInput: {
            min: conditionDaysMin,
            max: conditionDaysMax,
            'aria-label': 'Within days',
            'data-testid': `${testId}-within-days`,
          },
        }}
      />
      <Typography color="text.secondary">day(s)</Typography>
    </Stack>
  );
}

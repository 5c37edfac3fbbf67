import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/** Most skills to endorse or posts to like in one view (the schema's bound). */
const MAX_COUNT = 50;

/** LI View's extras: follow, endorse N skills, like N recent posts (spec 3 §3; counts default to 1). */
export function ViewStepFields({ index }: { index: number }) {
  const { control, register } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}` as const;
  const testId = `step-${index}`;
  const [endorse, like] = useWatch({ control, name: [`${path}.auto_endorse`, `${path}.auto_post_like`] });
  const toggle = (name: 'auto_follow' | 'auto_endorse' | 'auto_post_like', label: string) => (
    <Controller
      control={control}
      name={`${path}.${name}`}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': label, 'data-testid': `${testId}-${name}` } as object }}
            />
          }
          label={label}
        />
      )}
    />
  );
  const count = (name: 'endorsements_count' | 'posts_count', label: string) => (
    <TextField
      type="number"
      label={label}
      size="small"
      sx={{ width: 150 }}
      {...register(`${path}.${name}`, { valueAsNumber: true })}
      slotProps={{ htmlInput: { min: 1, max: MAX_COUNT, 'data-testid': `${testId}-${name}` } }}
    />
  );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      {toggle('auto_follow', 'Follow the profile')}
      {toggle('auto_endorse', 'Endorse skills')}
      {endorse && count('endorsements_count', 'Skills to endorse')}
      {toggle('auto_post_like', 'Like recent posts')}
      {like && count('posts_count', 'Posts to like')}
    </Stack>
  );
}

import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { defaultStep, type StepType } from '@outreach/shared/rules/outreach/sequence';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { linkedInStepChoices, stepChoicesFor } from '../campaignForm.ts';
import { type SequenceFormShape, SequenceStepCard } from './SequenceStepCard.tsx';

/**
 * The steps of a sequence, each with its delay; steps are added from the shared step defaults.
 * `stepChoices`: the types the campaign's category offers (LinkedIn's by default).
 */
export function SequenceEditor({
  stepChoices = linkedInStepChoices,
}: {
  stepChoices?: readonly StepType[];
} = {}) {
  const { control, formState } = useFormContext<SequenceFormShape>();
  const { fields, append, remove } = useFieldArray({ control, name: 'touchSequence.sequence' });
  const steps = useWatch({ control, name: 'touchSequence.sequence' }) ?? [];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { features } = useFeatures();
  const choices = stepChoicesFor(stepChoices, features);
  const add = (type: StepType) => {
    append(defaultStep(type, fields.length));
    setAnchor(null);
  };
  const listError =
    formState.errors.touchSequence?.sequence?.root?.message ??
    formState.errors.touchSequence?.sequence?.message;
  return (
    <Box data-testid="sequence-editor">
      {listError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {listError}
        </Alert>
      )}
      <Stack spacing={2}>
        {fields.map((f, i) =>
          steps[i] ? (
            <SequenceStepCard key={f.id} index={i} steps={steps} onRemove={() => remove(i)} />
          ) : null,
        )}
      </Stack>
      <Button
        startIcon={<Add />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="sequence-add-step"
        aria-haspopup="menu"
      >
        Add step
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {choices.map((t) => (
          <MenuItem
            key={t}
            onClick={() => add(t)}
            data-testid={`sequence-add-${t.replace(/\s+/g, '-').toLowerCase()}`}
          >
            {t}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

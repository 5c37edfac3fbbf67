import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ConditionKind,
  defaultCondition,
  insertStep,
  isCondition,
  removeStep,
  sequenceConditions,
} from '@outreach/shared/rules/outreach/branches';
import { defaultStep, type SequenceStep, type StepType } from '@outreach/shared/rules/outreach/sequence';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { linkedInStepChoices, stepChoicesFor } from '../campaignForm.ts';
import { type SequenceFormShape, SequenceStepCard } from './SequenceStepCard.tsx';

/** One path of the tree: the flat range it covers, and the conditions whose YES path holds it. */
interface PathSpan {
  start: number;
  end: number;
  yesOf: number[];
  /** The test id of the path's own "Add step" ('sequence-add-step' for the main path). */
  id: string;
}

/**
 * The steps of a sequence, each with its delay; steps are added from the shared step defaults.
 * `stepChoices`: the types the campaign's category offers (LinkedIn's by default). With
 * `conditionKinds` (issue #9), a Condition step splits the sequence into a YES and a NO path, shown as
 * a tree; each path has its own "Add step". The form keeps the flat list the API takes (`yes_steps`).
 */
export function SequenceEditor({
  stepChoices = linkedInStepChoices,
  conditionKinds = [],
}: {
  stepChoices?: readonly StepType[];
  conditionKinds?: readonly ConditionKind[];
} = {}) {
  const { control, formState } = useFormContext<SequenceFormShape>();
  const { fields, replace } = useFieldArray({ control, name: 'touchSequence.sequence' });
  const steps = (useWatch({ control, name: 'touchSequence.sequence' }) ?? []) as SequenceStep[];
  const [menu, setMenu] = useState<{ anchor: HTMLElement; path: PathSpan } | null>(null);
  const { features } = useFeatures();
  const choices = stepChoicesFor(stepChoices, features);
  const add = (type: StepType | 'Condition') => {
    if (!menu) return;
    const { path } = menu;
    const step =
      type === 'Condition'
        ? (defaultCondition(conditionKinds[0] ?? 'replied') as SequenceStep)
        : defaultStep(type, path.end);
    replace(insertStep(steps, path.end, path.yesOf, step));
    setMenu(null);
  };
  const { nodes } = sequenceConditions(steps);
  const listError =
    formState.errors.touchSequence?.sequence?.root?.message ??
    formState.errors.touchSequence?.sequence?.message;

  const addButton = (path: PathSpan) => (
    <Button
      startIcon={<Add />}
      variant="outlined"
      size={path.yesOf.length || path.id !== 'sequence-add-step' ? 'small' : 'medium'}
      sx={{ mt: 2, alignSelf: 'flex-start' }}
      onClick={(e) => setMenu({ anchor: e.currentTarget, path })}
      data-testid={path.id}
      aria-haspopup="menu"
    >
      Add step
    </Button>
  );
  const renderPath = (path: PathSpan) => {
    const out = [];
    for (let i = path.start; i < path.end; i++) {
      const f = fields[i];
      if (!f || !steps[i]) continue;
      out.push(
        <SequenceStepCard
          key={f.id}
          index={i}
          steps={steps}
          conditionKinds={conditionKinds}
          onRemove={() => replace(removeStep(steps, i))}
        />,
      );
      const node = isCondition(steps[i]) ? nodes.find((n) => n.index === i) : undefined;
      if (node) {
        // A condition ends its path: what follows is its YES path, then its NO path.
        out.push(
          <Stack
            key={`${f.id}-paths`}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            data-testid={`step-${i}-paths`}
          >
            {(['yes', 'no'] as const).map((b) => (
              <Box
                key={b}
                data-testid={`step-${i}-${b}`}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  pl: 2,
                  borderLeft: 3,
                  borderColor: b === 'yes' ? 'success.main' : 'error.light',
                }}
              >
                <Typography variant="overline" color="text.secondary">
                  {b === 'yes' ? 'Yes' : 'No'}
                </Typography>
                <Stack spacing={2}>
                  {renderPath({
                    start: node[b].start,
                    end: node[b].end,
                    yesOf: b === 'yes' ? [...path.yesOf, i] : path.yesOf,
                    id: `step-${i}-${b}-add`,
                  })}
                </Stack>
              </Box>
            ))}
          </Stack>,
        );
        return out;
      }
    }
    out.push(<Box key={`${path.id}-button`}>{addButton(path)}</Box>);
    return out;
  };
  return (
    <Box data-testid="sequence-editor">
      {listError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {listError}
        </Alert>
      )}
      <Stack spacing={2}>
        {renderPath({ start: 0, end: steps.length, yesOf: [], id: 'sequence-add-step' })}
      </Stack>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {choices.map((t) => (
          <MenuItem
            key={t}
            onClick={() => add(t)}
            data-testid={`sequence-add-${t.replace(/\s+/g, '-').toLowerCase()}`}
          >
            {t}
          </MenuItem>
        ))}
        {conditionKinds.length > 0 && (
          <MenuItem onClick={() => add('Condition')} data-testid="sequence-add-condition">
            Condition (if / else)
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}

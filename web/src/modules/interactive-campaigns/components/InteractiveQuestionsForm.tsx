import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  interactiveGoalLabels,
  interactiveGoals,
  interactiveTexts,
} from '@outreach/shared/rules/outreach/interactive-campaign';
import { ZInteractiveQuestionsRequest } from '@outreach/shared/schemas/interactive-campaigns';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type * as z from 'zod';
import { campaignKeys } from '../../campaigns/api/campaignsApi.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { type InteractiveCampaign, interactiveCampaignsApi } from '../api/interactiveCampaignsApi.ts';
import { interactivePath } from '../interactiveSteps.ts';

const ZQuestionsForm = ZInteractiveQuestionsRequest.omit({ campaignId: true });
type FormInput = z.input<typeof ZQuestionsForm>;
type FormValues = z.output<typeof ZQuestionsForm>;

function defaults(c?: InteractiveCampaign): FormInput {
  const a = c?.interactiveAnswers;
  return {
    name: c?.name ?? '',
    answers: {
      goal: a?.goal ?? ('' as never),
      audience: a?.audience ?? '',
      location: a?.location ?? '',
      connections: a?.connections ?? { second: true, third: true },
      offer: a?.offer ?? '',
    },
  };
}

/**
 * /interactive-campaign/questions and /interactive-campaign/{id}/questions: the questions that make
 * (or remake) the draft; then the leads screen. A published campaign shows its answers read-only.
 */
export function InteractiveQuestionsForm({ campaign }: { campaign?: InteractiveCampaign }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const readOnly = Boolean(campaign && campaign.status !== 'draft');
  const { control, register, formState, handleSubmit } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(ZQuestionsForm),
    defaultValues: defaults(campaign),
    mode: 'onTouched',
  });
  const errors = formState.errors.answers;
  const submit = handleSubmit(async (v) => {
    setBusy(true);
    try {
      const saved = await interactiveCampaignsApi.answer({
        ...v,
        name: v.name || undefined,
        campaignId: campaign?.id,
      });
      await mutate(campaignKeys.one(saved.id), saved, { revalidate: false });
      navigate(interactivePath('leads', saved.id));
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="interactive-questions">
      {readOnly && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {interactiveTexts.notInteractive}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 880 }}>
        <Stack spacing={3} component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0 }}>
          <TextField
            label="Campaign name"
            {...register('name')}
            error={Boolean(formState.errors.name)}
            helperText={formState.errors.name?.message ?? 'Leave empty to get a draft name'}
            slotProps={{ htmlInput: { 'data-testid': 'interactive-name' } }}
          />
          <FormControl error={Boolean(errors?.goal)}>
            <FormLabel id="interactive-goal">{interactiveTexts.goal}</FormLabel>
            <Controller
              control={control}
              name="answers.goal"
              render={({ field }) => (
                <RadioGroup
                  aria-labelledby="interactive-goal"
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                >
                  {interactiveGoals.map((g) => (
                    <FormControlLabel
                      key={g}
                      value={g}
                      control={<Radio slotProps={{ input: { 'data-testid': `goal-${g}` } as object }} />}
                      label={interactiveGoalLabels[g]}
                    />
                  ))}
                </RadioGroup>
              )}
            />
            {errors?.goal && <FormHelperText>{errors.goal.message}</FormHelperText>}
          </FormControl>
          <TextField
            label={interactiveTexts.audience}
            {...register('answers.audience')}
            error={Boolean(errors?.audience)}
            helperText={errors?.audience?.message ?? interactiveTexts.audienceHelper}
            slotProps={{ htmlInput: { 'data-testid': 'interactive-audience' } }}
          />
          <TextField
            label={interactiveTexts.location}
            {...register('answers.location')}
            error={Boolean(errors?.location)}
            helperText={errors?.location?.message ?? interactiveTexts.locationHelper}
            slotProps={{ htmlInput: { 'data-testid': 'interactive-location' } }}
          />
          <FormControl error={Boolean(errors?.connections)} component="div">
            <FormLabel>{interactiveTexts.connections}</FormLabel>
            <FormGroup row>
              {(
                [
                  ['second', '2nd-degree connections'],
                  ['third', '3rd-degree and beyond'],
                ] as const
              ).map(([key, label]) => (
                <Controller
                  key={key}
                  control={control}
                  name={`answers.connections.${key}`}
                  render={({ field }) => (
                    <FormControlLabel
                      label={label}
                      control={
                        <Checkbox
                          checked={Boolean(field.value)}
                          onChange={(e) => field.onChange(e.target.checked)}
                          slotProps={{ input: { 'data-testid': `connections-${key}` } as object }}
                        />
                      }
                    />
                  )}
                />
              ))}
            </FormGroup>
            {errors?.connections && <FormHelperText>{errors.connections.message}</FormHelperText>}
          </FormControl>
          <TextField
            label={interactiveTexts.offer}
            multiline
            minRows={2}
            {...register('answers.offer')}
            error={Boolean(errors?.offer)}
            helperText={errors?.offer?.message ?? interactiveTexts.offerHelper}
            slotProps={{ htmlInput: { 'data-testid': 'interactive-offer' } }}
          />
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ mt: 3, maxWidth: 880, justifyContent: 'flex-end' }}>
        {readOnly && campaign ? (
          <Button variant="contained" onClick={() => navigate(interactivePath('leads', campaign.id))}>
            Next
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={busy} data-testid="interactive-next">
            Next
          </Button>
        )}
      </Stack>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { canDoCampaignAction } from '@outreach/shared/rules/outreach/campaigns';
import { ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import * as z from 'zod';
import { campaignKeys, campaignsApi } from '../../campaigns/api/campaignsApi.ts';
import { SequenceEditor } from '../../campaigns/components/SequenceEditor.tsx';
import { sequenceStepChoices } from '../../campaigns/stepChoices.ts';
import { useViewer } from '../../session/hooks/useViewer.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import type { InteractiveCampaign } from '../api/interactiveCampaignsApi.ts';
import { interactivePath } from '../interactiveSteps.ts';

const ZSequenceForm = z.object({
  touchSequence: ZTouchSequence.extend({
    sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
  }),
});
type FormInput = z.input<typeof ZSequenceForm>;
type FormValues = z.output<typeof ZSequenceForm>;

/** /interactive-campaign/{id}/sequence: the steps the goal started with, to edit and save. */
export function InteractiveSequenceStep({ campaign }: { campaign: InteractiveCampaign }) {
  const navigate = useNavigate();
  const toast = useToast();
  const viewer = useViewer();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(ZSequenceForm),
    defaultValues: { touchSequence: { sequence: campaign.touchSequence.sequence } },
  });
  const editable = canDoCampaignAction(campaign, 'editSequence');
  const next = form.handleSubmit(async (v) => {
    if (!editable || !form.formState.isDirty) return navigate(interactivePath('overview', campaign.id));
    setBusy(true);
    try {
      const saved = await campaignsApi.updateSequence(campaign.id, v.touchSequence.sequence);
      await mutate(campaignKeys.one(campaign.id), { ...campaign, ...saved }, { revalidate: false });
      navigate(interactivePath('overview', campaign.id));
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Box data-testid="interactive-sequence">
      <FormProvider {...form}>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 880 }}>
          <SequenceEditor
            stepChoices={sequenceStepChoices('linkedin', {
              isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
            })}
          />
        </Paper>
      </FormProvider>
      <Stack direction="row" spacing={1} sx={{ mt: 3, maxWidth: 880 }}>
        <Button onClick={() => navigate(interactivePath('leads', campaign.id))}>Back</Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" disabled={busy} onClick={next} data-testid="interactive-next">
          {editable && form.formState.isDirty ? 'Save and continue' : 'Next'}
        </Button>
      </Stack>
    </Box>
  );
}

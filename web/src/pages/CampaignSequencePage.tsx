import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { conditionKindsByCategory } from '@outreach/shared/rules/outreach/branches';
import {
  campaignActionBlock,
  canDoCampaignAction,
  featureUnderMaintenanceMessage,
} from '@outreach/shared/rules/outreach/campaigns';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import * as z from 'zod';
import { type Campaign, campaignKeys, campaignsApi } from '../modules/campaigns/api/campaignsApi.ts';
import { groupIdOfUrl } from '../modules/campaigns/communityCampaignForm.ts';
import { CampaignGroupContext } from '../modules/campaigns/components/CampaignGroupContext.ts';
import { CampaignSenders } from '../modules/campaigns/components/CampaignSenders.tsx';
import { PlaceholderColumnsContext } from '../modules/campaigns/components/PlaceholderColumnsContext.ts';
import { SequenceEditor } from '../modules/campaigns/components/SequenceEditor.tsx';
import { sequenceStepChoices } from '../modules/campaigns/stepChoices.ts';
import { useViewer } from '../modules/session/hooks/useViewer.ts';
import { SaveSequenceTemplateButton } from '../modules/templates/components/SaveSequenceTemplateButton.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const ZSequenceForm = z.object({ touchSequence: ZTouchSequence });
type SequenceFormInput = z.input<typeof ZSequenceForm>;
type SequenceForm = z.output<typeof ZSequenceForm>;

/** /campaign/{id}/sequence: edit the steps (and publish a draft) (spec 3 §2). */
export function CampaignSequencePage() {
  const { campaignId = '' } = useParams();
  const q = useSWR<Campaign>(campaignKeys.one(campaignId));
  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!q.data) return <CircularProgress aria-label="Loading campaign" />;
  return <SequenceEdit campaign={q.data} />;
}

function SequenceEdit({ campaign }: { campaign: Campaign }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const viewer = useViewer();
  const form = useForm<SequenceFormInput, unknown, SequenceForm>({
    resolver: zodResolver(ZSequenceForm),
    defaultValues: { touchSequence: { sequence: campaign.touchSequence.sequence } },
  });
  const editable = canDoCampaignAction(campaign, 'editSequence');
  const canPublish = canDoCampaignAction(campaign, 'publish');
  const save = (publish: boolean) =>
    form.handleSubmit(async (v) => {
      setBusy(true);
      try {
        await campaignsApi.updateSequence(campaign.id, v.touchSequence.sequence);
        if (publish) await campaignsApi.publish(campaign.id);
        toast.show({
          message: publish ? 'Campaign published' : 'Sequence saved',
          type: 'success',
          autoCloseTime: 3000,
        });
        navigate(`/campaign/details/overview/${campaign.id}`);
      } catch (e) {
        toast.showError(e);
      } finally {
        setBusy(false);
      }
    })();
  return (
    <Box data-testid="campaign-sequence-page">
      <Link component={RouterLink} to={`/campaign/details/overview/${campaign.id}`} variant="body2">
        ← {campaign.name}
      </Link>
      <PageHeader title="Campaign sequence" subtitle="Changed delays apply from each lead's next step" />
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {campaignActionBlock(campaign, 'editSequence') === featureUnderMaintenanceMessage
            ? featureUnderMaintenanceMessage
            : 'Archived campaigns cannot be edited.'}
        </Alert>
      )}
      <CampaignSenders campaign={campaign} />
      <FormProvider {...form}>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 880 }}>
          <PlaceholderColumnsContext.Provider value={campaign.csvColumns ?? []}>
            {/* A group campaign's new Group Message steps go through its group. */}
            <CampaignGroupContext.Provider
              value={campaign.campaignType === 'group' ? groupIdOfUrl(campaign.searchUrl ?? '') : null}
            >
              <SequenceEditor
                stepChoices={sequenceStepChoices(campaign.category, {
                  isWhiteLabelUser: Boolean(viewer?.isWhiteLabelUser),
                })}
                conditionKinds={conditionKindsByCategory[campaign.category] ?? []}
              />
            </CampaignGroupContext.Provider>
          </PlaceholderColumnsContext.Provider>
        </Paper>
      </FormProvider>
      <Stack direction="row" spacing={1} sx={{ mt: 3, maxWidth: 880, justifyContent: 'flex-end' }}>
        <SaveSequenceTemplateButton
          getSequence={() => form.getValues('touchSequence.sequence') as SequenceStep[]}
        />
        <Button
          variant={canPublish ? 'outlined' : 'contained'}
          disabled={busy || !editable}
          onClick={() => save(false)}
          data-testid="sequence-save"
        >
          Save sequence
        </Button>
        {canPublish && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => save(true)}
            data-testid="sequence-publish"
          >
            Save and publish
          </Button>
        )}
      </Stack>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { isCategoryActive } from '@outreach/shared/rules/outreach/campaigns';
import { interactiveGoalLabels } from '@outreach/shared/rules/outreach/interactive-campaign';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { campaignsApi } from '../../campaigns/api/campaignsApi.ts';
import { CampaignReview } from '../../campaigns/components/CampaignReview.tsx';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import type { InteractiveCampaign } from '../api/interactiveCampaignsApi.ts';
import { interactivePath } from '../interactiveSteps.ts';

/** /interactive-campaign/{id}/overview: the campaign as the answers made it, then publish. */
export function InteractiveOverviewStep({ campaign }: { campaign: InteractiveCampaign }) {
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile().data;
  const [busy, setBusy] = useState(false);
  const a = campaign.interactiveAnswers;
  const linkedInOk = isCategoryActive('linkedin', {
    linkedinLoginValid: Boolean(profile?.isLinkedInLoginValid),
    isEmailActive: Boolean(profile?.isEmailActive),
    isTwitterActive: Boolean(profile?.isTwitterActive),
  });
  const publish = async () => {
    setBusy(true);
    try {
      await campaignsApi.publish(campaign.id);
      toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
      navigate(`/campaign/details/overview/${campaign.id}`);
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="interactive-overview">
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 880 }}>
        <CampaignReview
          name={campaign.name}
          source={`${a ? `${interactiveGoalLabels[a.goal]}: ` : ''}LinkedIn search ${campaign.searchUrl ?? '—'}`}
          steps={campaign.touchSequence.sequence}
        />
      </Paper>
      <Stack direction="row" spacing={1} sx={{ mt: 3, maxWidth: 880 }}>
        <Button onClick={() => navigate(interactivePath('sequence', campaign.id))}>Back</Button>
        <Box sx={{ flex: 1 }} />
        {campaign.status === 'draft' ? (
          <Tooltip title={linkedInOk ? '' : 'Connect LinkedIn to publish'}>
            <span>
              <Button
                variant="contained"
                disabled={busy || !linkedInOk}
                onClick={publish}
                data-testid="campaign-publish"
              >
                Publish
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button variant="contained" component={RouterLink} to={`/campaign/details/overview/${campaign.id}`}>
            Open the campaign
          </Button>
        )}
      </Stack>
    </Box>
  );
}

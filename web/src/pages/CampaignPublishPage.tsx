import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  campaignTypeNotOnPlanMessage,
  canDoCampaignAction,
  csvCampaignTypes,
  isCategoryActive,
  proPlanOnlyServerMessage,
} from '@outreach/shared/rules/outreach/campaigns';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../modules/api/apiError.ts';
import { type Campaign, campaignKeys, campaignsApi } from '../modules/campaigns/api/campaignsApi.ts';
import { CampaignReview } from '../modules/campaigns/components/CampaignReview.tsx';
import { useProfile } from '../modules/session/hooks/useProfile.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** What the review calls the campaign's lead source (ours). */
function sourceOf(c: Campaign): string {
  if ((csvCampaignTypes as readonly string[]).includes(c.campaignType))
    return `CSV upload: ${c.leadsCount} ${c.leadsCount === 1 ? 'lead' : 'leads'}`;
  const keywords = c.searchParameters?.keywords as string | undefined;
  return `${c.campaignType}: ${c.searchUrl ?? (keywords ? `keywords “${keywords}”` : '—')}`;
}

/** /campaign/{campaignId}/publish: a draft's name, lead source and sequence, then Publish (spec 3 §2, §8). */
export function CampaignPublishPage() {
  const { campaignId = '' } = useParams();
  const q = useSWR<Campaign>(campaignKeys.one(campaignId));
  const profile = useProfile().data;
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const c = q.data;
  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!c) return <CircularProgress aria-label="Loading campaign" />;
  const isDraft = canDoCampaignAction(c, 'publish');
  const channelOk =
    !profile ||
    isCategoryActive(c.category, {
      linkedinLoginValid: Boolean(profile.isLinkedInLoginValid),
      isEmailActive: Boolean(profile.isEmailActive),
      isTwitterActive: Boolean(profile.isTwitterActive),
    });
  const publish = async () => {
    setBusy(true);
    try {
      await campaignsApi.publish(c.id);
      toast.show({ message: 'Campaign published', type: 'success', autoCloseTime: 3000 });
      await mutate((k) => typeof k === 'string' && k.startsWith('/campaigns'));
      navigate(`/campaign/details/overview/${c.id}`);
    } catch (e) {
      // Spec 3 §8: a plan refusal on activation is an info toast of its own.
      if (e instanceof ApiError && e.statusCode === 403 && e.message === proPlanOnlyServerMessage)
        toast.show({ message: campaignTypeNotOnPlanMessage, type: 'info', autoCloseTime: 3000 });
      else toast.showError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="campaign-publish-page">
      <Link component={RouterLink} to={`/campaign/details/overview/${c.id}`} variant="body2">
        ← {c.name}
      </Link>
      <PageHeader
        title="Publish campaign"
        subtitle="Check the lead source and the steps, then start the campaign"
      />
      {!isDraft && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="campaign-publish-done">
          This campaign is already published.{' '}
          <Link component={RouterLink} to={`/campaign/details/overview/${c.id}`}>
            Open it
          </Link>
        </Alert>
      )}
      {isDraft && !channelOk && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="campaign-publish-channel">
          Connect the campaign's channel on the{' '}
          <Link component={RouterLink} to="/integrations">
            Integrations
          </Link>{' '}
          page before publishing.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 960 }}>
        <Stack spacing={3}>
          <CampaignReview
            name={c.name}
            source={sourceOf(c)}
            steps={c.touchSequence.sequence as SequenceStep[]}
          />
          {isDraft && (
            <Stack direction="row" spacing={2}>
              <Button component={RouterLink} to={`/campaign/${c.id}/sequence`} variant="outlined">
                Edit sequence
              </Button>
              <Button
                variant="contained"
                onClick={() => void publish()}
                disabled={busy || !channelOk || c.touchSequence.sequence.length === 0}
                data-testid="campaign-publish"
              >
                Publish
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

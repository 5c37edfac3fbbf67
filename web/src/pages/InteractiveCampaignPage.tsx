import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { campaignKeys } from '../modules/campaigns/api/campaignsApi.ts';
import type { InteractiveCampaign } from '../modules/interactive-campaigns/api/interactiveCampaignsApi.ts';
import { InteractiveLeadsStep } from '../modules/interactive-campaigns/components/InteractiveLeadsStep.tsx';
import { InteractiveOverviewStep } from '../modules/interactive-campaigns/components/InteractiveOverviewStep.tsx';
import { InteractiveQuestionsForm } from '../modules/interactive-campaigns/components/InteractiveQuestionsForm.tsx';
import { InteractiveSequenceStep } from '../modules/interactive-campaigns/components/InteractiveSequenceStep.tsx';
import { InteractiveStepper } from '../modules/interactive-campaigns/components/InteractiveStepper.tsx';
import { type InteractiveStep, interactiveSteps } from '../modules/interactive-campaigns/interactiveSteps.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

const subtitle = 'Answer a few questions: we find the people and write the first steps for you';

/**
 * /interactive-campaign/questions and /interactive-campaign/{campaignId}/questions|leads|sequence|overview
 * (spec 3 §2): a LinkedIn campaign made from answers, its leads, its sequence, then publish.
 */
export function InteractiveCampaignPage() {
  const { campaignId } = useParams();
  const last = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const step: InteractiveStep = (interactiveSteps as readonly string[]).includes(last)
    ? (last as InteractiveStep)
    : 'questions';
  const q = useSWR<InteractiveCampaign>(campaignId ? campaignKeys.one(campaignId) : null);
  if (!campaignId)
    return (
      <Box data-testid="interactive-campaign-page">
        <PageHeader title="New Interactive Campaign" subtitle={subtitle} />
        <InteractiveStepper step="questions" />
        <InteractiveQuestionsForm />
      </Box>
    );
  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!q.data) return <CircularProgress aria-label="Loading campaign" />;
  const campaign = q.data;
  return (
    <Box data-testid="interactive-campaign-page">
      <PageHeader title={campaign.name} subtitle={subtitle} />
      <InteractiveStepper step={step} campaignId={campaign.id} />
      {campaign.campaignType !== 'interactive questions' ? (
        <Alert severity="info">
          This campaign was not made from questions.{' '}
          <Link component={RouterLink} to={`/campaign/details/overview/${campaign.id}`}>
            Open the campaign
          </Link>
        </Alert>
      ) : step === 'questions' ? (
        <InteractiveQuestionsForm key={campaign.id} campaign={campaign} />
      ) : step === 'leads' ? (
        <InteractiveLeadsStep campaign={campaign} />
      ) : step === 'sequence' ? (
        <InteractiveSequenceStep key={campaign.updatedAt} campaign={campaign} />
      ) : (
        <InteractiveOverviewStep campaign={campaign} />
      )}
    </Box>
  );
}

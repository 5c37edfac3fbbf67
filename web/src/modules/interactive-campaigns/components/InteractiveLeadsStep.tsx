import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { CampaignLeadsTable } from '../../campaigns/components/CampaignLeadsTable.tsx';
import type { InteractiveCampaign } from '../api/interactiveCampaignsApi.ts';
import { interactivePath } from '../interactiveSteps.ts';

/**
 * /interactive-campaign/{id}/leads: who the answers reach (the people search they make, up to the
 * campaign's maximum), and once the campaign runs, the leads found with their statuses.
 */
export function InteractiveLeadsStep({ campaign }: { campaign: InteractiveCampaign }) {
  const navigate = useNavigate();
  const a = campaign.interactiveAnswers;
  const degrees = [a?.connections.second && '2nd-degree', a?.connections.third && '3rd-degree and beyond']
    .filter(Boolean)
    .join(' and ');
  return (
    <Box data-testid="interactive-leads">
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 880 }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            Who this campaign reaches
          </Typography>
          <Typography data-testid="interactive-leads-summary">
            {[a?.audience, a?.location && `in ${a.location}`].filter(Boolean).join(' ')}: {degrees}{' '}
            connections, up to {(campaign.maxSearchAmount ?? 2500).toLocaleString('en-US')} people.
          </Typography>
          {campaign.searchUrl && (
            <Link href={campaign.searchUrl} target="_blank" rel="noreferrer" variant="body2">
              Open this search on LinkedIn
            </Link>
          )}
          {campaign.status === 'draft' && (
            <Alert severity="info">
              Leads are found once the campaign is published: the search runs on your LinkedIn account.
            </Alert>
          )}
        </Stack>
      </Paper>
      {campaign.status !== 'draft' && (
        <Box sx={{ mt: 3 }}>
          <CampaignLeadsTable campaign={campaign} />
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 3, maxWidth: 880 }}>
        <Button onClick={() => navigate(interactivePath('questions', campaign.id))}>Back</Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          onClick={() => navigate(interactivePath('sequence', campaign.id))}
          data-testid="interactive-next"
        >
          Next
        </Button>
      </Stack>
    </Box>
  );
}

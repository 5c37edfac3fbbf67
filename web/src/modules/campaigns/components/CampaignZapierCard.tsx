import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { type Campaign, campaignKeys, type ZapierLeads } from '../api/campaignsApi.ts';

/**
 * The campaign's Zapier corner (Premium: Zapier): the id a Zap's "Add lead to campaign" takes, and the
 * newest lead as a Zap's "New lead" trigger receives it (GET /leads/campaign/{id}/zapier), so the
 * user sees the fields to map before building the Zap.
 */
export function CampaignZapierCard({ campaign }: { campaign: Campaign }) {
  const { features } = useFeatures();
  const enabled = features.has('zapier');
  const sample = useSWR<ZapierLeads>(enabled ? campaignKeys.zapier(campaign.id) : null);
  if (!enabled) return null;
  const row = sample.data?.actions[0];
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="campaign-zapier">
      <Typography variant="h5" component="h2" gutterBottom>
        Zapier
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography>
          Campaign ID for your Zaps: <code data-testid="campaign-zapier-id">{campaign.id}</code>
        </Typography>
        <Button size="small" onClick={() => navigator.clipboard?.writeText(campaign.id)}>
          Copy
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        A new lead of this campaign reaches your Zap like this (see{' '}
        <Link component={RouterLink} to="/documentation/webhook/get-leads">
          the new leads call
        </Link>
        ):
      </Typography>
      {sample.data &&
        (row ? (
          <Typography
            component="pre"
            variant="body2"
            sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
            data-testid="campaign-zapier-sample"
          >
            {JSON.stringify(row, null, 2)}
          </Typography>
        ) : (
          <Typography color="text.secondary" data-testid="campaign-zapier-empty">
            No leads yet: the first lead found shows here.
          </Typography>
        ))}
    </Paper>
  );
}

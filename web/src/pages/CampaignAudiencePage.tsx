import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { campaignActionBlock, takesLeadSources } from '@outreach/shared/rules/outreach/campaigns';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { type Campaign, campaignKeys } from '../modules/campaigns/api/campaignsApi.ts';
import { AddCsvAudience, takesCsvAudience } from '../modules/campaigns/components/AddCsvAudience.tsx';
import { AddSearchSource } from '../modules/campaigns/components/AddSearchSource.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/**
 * /campaign/{campaignId}/audience: more leads for a CSV-upload campaign, with the file's per-row report
 * (spec 3 §2); a LinkedIn one also takes another search (POST /lead-sources).
 */
export function CampaignAudiencePage() {
  const { campaignId = '' } = useParams();
  const q = useSWR<Campaign>(campaignKeys.one(campaignId));
  const c = q.data;
  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!c) return <CircularProgress aria-label="Loading campaign" />;
  const isCsv = takesCsvAudience(c);
  const block = campaignActionBlock(c, 'addLeads');
  return (
    <Box data-testid="campaign-audience-page">
      <Link component={RouterLink} to={`/campaign/details/leads/${c.id}`} variant="body2">
        ← {c.name}
      </Link>
      <PageHeader title="Add leads" subtitle="Upload another CSV file to this campaign" />
      {!isCsv || block ? (
        <Alert severity="info">
          {!isCsv
            ? 'Only CSV upload campaigns take more leads from a file.'
            : block === 'not-allowed'
              ? 'Leads can be added to active campaigns only.'
              : block}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 960 }}>
          <AddCsvAudience campaign={c} />
          {takesLeadSources(c) && (
            <Box sx={{ mt: 4 }}>
              <AddSearchSource campaign={c} />
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  campaignCategoryTitles,
  canDoCampaignAction,
  parseCampaignCategory,
  takesLeadSources,
} from '@outreach/shared/rules/outreach/campaigns';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { type Campaign, campaignKeys } from '../modules/campaigns/api/campaignsApi.ts';
import { AddCsvAudience, takesCsvAudience } from '../modules/campaigns/components/AddCsvAudience.tsx';
import { AddSearchSource } from '../modules/campaigns/components/AddSearchSource.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** The most campaigns the picker lists (a team's active campaigns of one category). */
const pickerSize = 100;

/**
 * /campaign/add-leads/{category}: more people for one of the category's active campaigns (spec 3 §2).
 * A CSV campaign takes another file of its channel; a LinkedIn campaign fed by a people search (or a
 * CSV of profiles) takes another search (POST /lead-sources); the others' leads come from their own
 * source (a page, a newsletter) and are collected again by restarting it.
 * `?campaignId=` preselects the campaign (ours).
 */
export function AddLeadsPage() {
  const { category: raw } = useParams();
  const [search, setSearch] = useSearchParams();
  const category = parseCampaignCategory(raw);
  const q = useSWR<{ campaigns: Campaign[] }>(
    category
      ? campaignKeys.list({ category, status: 'active', pageQuery: `page=1&perPage=${pickerSize}` })
      : null,
  );
  if (!category) return <Navigate to="/campaign/add-leads/linkedin" replace />;
  const open = (q.data?.campaigns ?? []).filter((c) => canDoCampaignAction(c, 'addLeads'));
  const chosen = open.find((c) => c.id === search.get('campaignId'));
  return (
    <Box data-testid="add-leads-page">
      <PageHeader
        title="Add leads"
        subtitle={`Add people to one of your active ${campaignCategoryTitles[category]}`}
      />
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      {!q.data && !q.error && <CircularProgress aria-label="Loading campaigns" />}
      {q.data && open.length === 0 && (
        <Alert severity="info" data-testid="add-leads-none">
          No active campaign of this type takes more leads.{' '}
          <Link component={RouterLink} to={`/campaign/new/${category}`}>
            Create a campaign
          </Link>
        </Alert>
      )}
      {open.length > 0 && (
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 960 }}>
          <Stack spacing={3}>
            <TextField
              select
              label="Campaign"
              value={chosen?.id ?? ''}
              onChange={(e) => setSearch({ campaignId: e.target.value }, { replace: true })}
              sx={{ maxWidth: 480 }}
              slotProps={{ htmlInput: { 'data-testid': 'add-leads-campaign' } }}
            >
              {open.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            {chosen && takesCsvAudience(chosen) && <AddCsvAudience campaign={chosen} />}
            {chosen && takesLeadSources(chosen) && <AddSearchSource key={chosen.id} campaign={chosen} />}
            {chosen && !takesCsvAudience(chosen) && !takesLeadSources(chosen) && (
              <Alert severity="info" data-testid="add-leads-search">
                This campaign finds its leads with its own search. Restart its search from the campaign's
                overview to collect more people.
              </Alert>
            )}
            {chosen && (
              <Box>
                <Button
                  component={RouterLink}
                  to={`/campaign/details/leads/${chosen.id}`}
                  variant="outlined"
                  data-testid="add-leads-done"
                >
                  Go to the campaign's leads
                </Button>
              </Box>
            )}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

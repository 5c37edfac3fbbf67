import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignActionBlock, csvCampaignTypes } from '@outreach/shared/rules/outreach/campaigns';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import {
  type Campaign,
  type CsvReport,
  campaignKeys,
  campaignsApi,
} from '../modules/campaigns/api/campaignsApi.ts';
import { CsvReportTable } from '../modules/campaigns/components/CsvReportTable.tsx';
import { CsvUploadField } from '../modules/campaigns/components/CsvUploadField.tsx';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /campaign/{campaignId}/audience: more leads for a CSV-upload campaign, with the file's per-row report (spec 3 §2). */
export function CampaignAudiencePage() {
  const { campaignId = '' } = useParams();
  const q = useSWR<Campaign>(campaignKeys.one(campaignId));
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<CsvReport | null>(null);
  const c = q.data;
  if (q.error) return <Alert severity="error">{(q.error as Error).message}</Alert>;
  if (!c) return <CircularProgress aria-label="Loading campaign" />;
  const isCsv = (csvCampaignTypes as readonly string[]).includes(c.campaignType);
  const block = campaignActionBlock(c, 'addLeads');
  return (
    <Box data-testid="campaign-audience-page">
      <Link component={RouterLink} to={`/campaign/details/leads/${c.id}`} variant="body2">
        ← {c.name}
      </Link>
      <PageHeader title="Add leads" subtitle="Upload another CSV of LinkedIn profiles to this campaign" />
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
          <Stack spacing={3}>
            <Typography color="text.secondary">
              LinkedIn's connections export, Sales Navigator and CRM exports and Excel files work as they are;
              every other column becomes a {'{{column}}'} placeholder for the sequence.
            </Typography>
            <CsvUploadField
              fileName={fileName}
              onUploaded={async (key, name) => {
                setFileName(name);
                setBusy(true);
                try {
                  const res = await campaignsApi.addCsvAudience(c.id, key);
                  setReport(res.csv);
                  await mutate(
                    (k) =>
                      typeof k === 'string' &&
                      (k.startsWith('/campaigns') || k.startsWith('/leads/campaign')),
                  );
                } catch (e) {
                  toast.showError(e);
                } finally {
                  setBusy(false);
                }
              }}
            />
            {busy && <CircularProgress size={24} aria-label="Adding leads" />}
            {report && <CsvReportTable report={report} />}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

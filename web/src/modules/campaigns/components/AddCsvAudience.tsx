import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CsvReport } from '@outreach/shared/rules/outreach/profile-csv';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../../toast/hooks/useToast.ts';
import { type Campaign, campaignsApi } from '../api/campaignsApi.ts';
import { readEmailCsv, readProfileCsv, readXCsv } from '../csvColumns.ts';
import { CsvReportTable } from './CsvReportTable.tsx';
import { CsvUploadField } from './CsvUploadField.tsx';

/** Each CSV campaign type's file: the channel of PATCH /campaigns/{id}/{type}/audience/csv, its reader and label. */
const channels = {
  'csv upload': { channel: 'linked-in', read: readProfileCsv, label: 'CSV file of LinkedIn profile URLs' },
  email_only: { channel: 'email', read: readEmailCsv, label: 'CSV file of email addresses' },
  twitter_csv: { channel: 'twitter', read: readXCsv, label: 'CSV file of X handles' },
} as const;

/** Whether a campaign takes more leads from a file (a CSV campaign of any channel). */
export const takesCsvAudience = (c: Pick<Campaign, 'campaignType'>) => c.campaignType in channels;

/** Another CSV of the campaign's own channel for a CSV campaign, with the server's per-row report. */
export function AddCsvAudience({ campaign, onAdded }: { campaign: Campaign; onAdded?(added: number): void }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<CsvReport | null>(null);
  const kind = channels[campaign.campaignType as keyof typeof channels] ?? channels['csv upload'];
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        LinkedIn's connections export, Sales Navigator and CRM exports and Excel files work as they are; every
        other column becomes a {'{{column}}'} placeholder for the sequence.
      </Typography>
      <CsvUploadField
        key={campaign.id}
        fileName={fileName}
        inputLabel={kind.label}
        read={kind.read}
        onUploaded={async (key, name) => {
          setFileName(name);
          setBusy(true);
          try {
            const res = await campaignsApi.addCsvAudience(campaign.id, key, kind.channel);
            setReport(res.csv);
            onAdded?.(res.csv.added);
            await mutate(
              (k) => typeof k === 'string' && (k.startsWith('/campaigns') || k.startsWith('/leads/campaign')),
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
  );
}

import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fileMaxBytes } from '@outreach/shared/constants/outreach';
import { AppError } from '@outreach/shared/errors';
import { type CsvReport, csvMessages } from '@outreach/shared/rules/outreach/profile-csv';
import { signatureMessages } from '@outreach/shared/schemas/integrations';
import { uploadMessages } from '@outreach/shared/schemas/uploads';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { uploadFile } from '../api/uploadsApi.ts';
import { readProfileCsv } from '../csvColumns.ts';

/** A CSV of the campaign's people (LinkedIn profile URLs unless told), uploaded through a presigned URL (spec 3 §7 "File upload"). */
export function CsvUploadField({
  fileName,
  error,
  onUploaded,
  inputLabel = 'CSV file of LinkedIn profile URLs',
  read = readProfileCsv,
}: {
  fileName: string;
  error?: string;
  /** The file input's accessible name (what the CSV holds). */
  inputLabel?: string;
  /**
   * `report`: what the server will make of each row of a new campaign, and the `{{column}}`
   * placeholders its header gives (read in the browser with the server's parser).
   */
  onUploaded(key: string, fileName: string, report: CsvReport): void;
  /** The campaign's own parser of the file (LinkedIn profiles unless told). */
  read?(bytes: Uint8Array): CsvReport;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > fileMaxBytes) {
      toast.show({ message: uploadMessages.tooLarge, type: 'error', autoCloseTime: 3000 });
      return;
    }
    setBusy(true);
    let report: CsvReport;
    try {
      report = read(new Uint8Array(await file.arrayBuffer()));
    } catch (e) {
      // Over the caps or unreadable: the server's own 400 message, before any upload.
      const message = e instanceof AppError ? e.message : csvMessages.unreadable;
      toast.show({ message, type: 'error', autoCloseTime: 5000 });
      setBusy(false);
      return;
    }
    try {
      const { key } = await uploadFile(file);
      onUploaded(key, file.name, report);
      toast.show({ message: 'File uploaded!', type: 'success', autoCloseTime: 3000 });
    } catch {
      toast.show({ message: signatureMessages.uploadFailed, type: 'error', autoCloseTime: 3000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
          {fileName ? 'Replace CSV' : 'Upload CSV'}
          <input
            hidden
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            data-testid="campaign-csv-input"
            aria-label={inputLabel}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography color={fileName ? 'text.primary' : 'text.secondary'} data-testid="campaign-csv-name">
          {fileName ||
            "LinkedIn's connections export, a Sales Navigator or CRM export, or one profile URL per row"}
        </Typography>
      </Stack>
      {busy && <LinearProgress sx={{ mt: 1.5, maxWidth: 420 }} aria-label="Uploading CSV" />}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

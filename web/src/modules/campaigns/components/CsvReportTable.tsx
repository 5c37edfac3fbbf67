import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CsvReport } from '../api/campaignsApi.ts';

const statusLabels = { added: 'Added', duplicate: 'Duplicate', invalid: 'Invalid' } as const;
const statusColors = { added: 'success', duplicate: 'default', invalid: 'error' } as const;

/** What an upload did with each row: added, duplicate, or invalid with the reason. */
export function CsvReportTable({ report }: { report: CsvReport }) {
  return (
    <Stack spacing={2} data-testid="csv-report">
      <Alert severity={report.added > 0 ? 'success' : 'warning'} data-testid="csv-report-summary">
        {report.added} added · {report.duplicate} duplicate · {report.invalid} invalid
      </Alert>
      {report.columns.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="csv-report-columns">
          Placeholders from the file: {report.columns.map((c) => `{{${c}}}`).join(', ')}
        </Typography>
      )}
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label="CSV rows">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Profile</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((r) => (
              <TableRow key={r.row} data-testid="csv-report-row">
                <TableCell>{r.row}</TableCell>
                <TableCell>
                  <Chip size="small" label={statusLabels[r.status]} color={statusColors[r.status]} />
                </TableCell>
                <TableCell>{r.name ?? ''}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{r.profileUrl ?? ''}</TableCell>
                <TableCell>{r.reason ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

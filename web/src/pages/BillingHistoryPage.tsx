import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { INVOICE_DATE_FORMAT, INVOICE_TABLE_WIDTH_PX } from '@outreach/shared/constants/billing';
import { billingTexts } from '@outreach/shared/rules/billing';
import dayjs from 'dayjs';
import { useState } from 'react';
import useSWR from 'swr';
import { billingApi } from '../modules/billing/api/billingApi.ts';
import { BillingTabs } from '../modules/billing/components/BillingTabs.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { money } from './EditSubscriptionPage.tsx';

type Cursor = { startingAfter?: string; endingBefore?: string };

/** /billing/history: invoices with cursor pagination (spec 2 §2 Billing history). */
export function BillingHistoryPage() {
  const [cursor, setCursor] = useState<Cursor>({});
  const q = useSWR(['/billing/invoices', cursor.startingAfter, cursor.endingBefore], () =>
    billingApi.invoices(cursor),
  );
  const invoices = q.data?.invoices ?? [];
  // hasMore is about the direction just paged in; the other direction has more once we moved.
  const older = cursor.endingBefore ? true : Boolean(q.data?.hasMore);
  const newer = cursor.endingBefore ? Boolean(q.data?.hasMore) : Boolean(cursor.startingAfter);
  return (
    <Box data-testid="billing-history-page">
      <PageHeader title="Billing" />
      <BillingTabs />
      <Paper variant="outlined" sx={{ width: INVOICE_TABLE_WIDTH_PX, maxWidth: '100%' }}>
        <Table size="small" data-testid="invoice-table">
          <TableHead>
            <TableRow>
              <TableCell>Invoice ID</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Amount</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data && invoices.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} align="center" data-testid="no-billings">
                  {billingTexts.noBillings}
                </TableCell>
              </TableRow>
            )}
            {invoices.map((i) => (
              <TableRow key={i.id} data-testid="invoice-row">
                <TableCell>
                  {i.hosted_invoice_url ? (
                    <Link href={i.hosted_invoice_url} target="_blank" rel="noopener noreferrer">
                      {i.number ?? i.id}
                    </Link>
                  ) : (
                    (i.number ?? i.id)
                  )}
                </TableCell>
                <TableCell>{dayjs.unix(i.created).format(INVOICE_DATE_FORMAT)}</TableCell>
                <TableCell data-testid="invoice-amount">{money(i.amount_due, i.currency)}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ textTransform: 'capitalize' }}>
                    {i.status}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {(older || newer) && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1 }}>
            <Button
              size="small"
              disabled={!newer}
              onClick={() => setCursor({ endingBefore: invoices[0]?.id })}
            >
              Previous
            </Button>
            <Button
              size="small"
              disabled={!older}
              onClick={() => setCursor({ startingAfter: invoices[invoices.length - 1]?.id })}
            >
              Next
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BILLING_INFO_MODAL_WIDTH_PX } from '@outreach/shared/constants/billing';
import type { TBillingInfo } from '@outreach/shared/schemas/billing';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { BILLING_KEY } from '../modules/billing/api/billingApi.ts';
import { BillingInfoForm } from '../modules/billing/components/BillingInfoForm.tsx';
import { BillingTabs } from '../modules/billing/components/BillingTabs.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/**
 * /billing/information: the read-only billing details with an Edit action opening the 860px modal;
 * /billing/edit is the same tab with the modal open.
 */
export function BillingInformationPage() {
  const q = useSWR<TBillingInfo>(BILLING_KEY);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const editing = pathname === '/billing/edit';
  if (!q.data) return null;
  const info = q.data;
  const a = info.address ?? {};
  const rows: [string, string | null | undefined][] = [
    ['Company', info.company],
    ['Phone', info.phone],
    ['Tax ID type', info.vatType],
    ['Tax ID', info.vat],
    ['Country', a.country],
    ['Region or state', a.state],
    ['City', a.city],
    ['Address line 1', a.line1],
    ['Address line 2', a.line2],
    ['Postal code', a.postal_code],
  ];
  return (
    <Box data-testid="billing-information-page">
      <PageHeader title="Billing" />
      <BillingTabs />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6">Billing Information</Typography>
          <Button variant="outlined" data-testid="billing-edit" onClick={() => navigate('/billing/edit')}>
            Edit
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '200px 1fr', rowGap: 1 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography color="text.secondary">{label}</Typography>
              <Typography data-testid={`billing-info-${label.toLowerCase().replaceAll(' ', '-')}`}>
                {value || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Dialog
        open={editing}
        onClose={() => navigate('/billing/information')}
        slotProps={{ paper: { sx: { width: BILLING_INFO_MODAL_WIDTH_PX, maxWidth: '95vw' } } }}
      >
        <DialogTitle>Edit billing details</DialogTitle>
        {editing && <BillingInfoForm info={info} onDone={() => navigate('/billing/information')} />}
      </Dialog>
    </Box>
  );
}

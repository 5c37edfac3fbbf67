import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { billingTexts } from '@outreach/shared/rules/billing';
import type { TBillingInfo } from '@outreach/shared/schemas/billing';
import { useState } from 'react';
import useSWR from 'swr';
import { isApiError } from '../modules/api/apiError.ts';
import { BILLING_KEY, billingApi } from '../modules/billing/api/billingApi.ts';
import { BillingTabs } from '../modules/billing/components/BillingTabs.tsx';
import { CardForm, type CardHandle } from '../modules/billing/components/CardForm.tsx';
import { useRefreshBilling } from '../modules/billing/hooks/useRefreshBilling.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /billing/payment-method: the card summary and the Update Credit Card modal. */
export function PaymentMethodPage() {
  const q = useSWR<TBillingInfo>(BILLING_KEY);
  const [open, setOpen] = useState(false);
  if (!q.data) return null;
  const card = q.data.stripeTokenObject?.card;
  return (
    <Box data-testid="payment-method-page">
      <PageHeader title="Billing" />
      <BillingTabs />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Typography variant="h6" sx={{ mb: 1 }}>
          Payment Method
        </Typography>
        {card ? (
          <Typography data-testid="card-summary">
            {card.brand.toUpperCase()} ending in {card.last4} · expires{' '}
            {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
          </Typography>
        ) : (
          <Typography color="text.secondary">No card on file</Typography>
        )}
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          data-testid="update-card"
          disabled={!q.data.hasPaidPlan && !card}
          onClick={() => setOpen(true)}
        >
          Update Credit Card
        </Button>
      </Paper>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogTitle>Update Credit Card</DialogTitle>
        {open && <UpdateCard onDone={() => setOpen(false)} />}
      </Dialog>
    </Box>
  );
}

function UpdateCard({ onDone }: { onDone: () => void }) {
  const refresh = useRefreshBilling();
  const [card, setCard] = useState<CardHandle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (!card) return;
    setBusy(true);
    setError(null);
    try {
      const pm = await card.stripe.createPaymentMethod({ type: 'card', card: card.card });
      if (pm.error || !pm.paymentMethod) {
        setError(pm.error?.message ?? billingTexts.cardDeclined);
        return;
      }
      await billingApi.updateCard(pm.paymentMethod.id);
      await refresh();
      onDone();
    } catch (e) {
      // The provider's error under the form (spec 2 §8).
      setError(isApiError(e) ? e.message : billingTexts.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <DialogContent>
        <CardForm onReady={setCard} onComplete={() => undefined} error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="contained" data-testid="save-card" disabled={!card || busy} onClick={save}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEAT_CHANGE_DEBOUNCE_MS } from '@outreach/shared/constants/billing';
import {
  type BillingType,
  billingTypeLabels,
  billingTypes,
  type Currency,
  type PaidPlanName,
  type PlanName,
  planLabels,
} from '@outreach/shared/plans/catalogue';
import { needsDowngradeWarning } from '@outreach/shared/plans/classify';
import {
  billingTexts,
  changePlanControl,
  isBillingTypeAvailable,
  saveBillingCycleText,
} from '@outreach/shared/rules/billing';
import { seatsSchema, type TBillingInfo, type TPlanChangeRequest } from '@outreach/shared/schemas/billing';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isApiError } from '../modules/api/apiError.ts';
import { BILLING_KEY, billingApi, type InvoicePreview } from '../modules/billing/api/billingApi.ts';
import { BillingTabs } from '../modules/billing/components/BillingTabs.tsx';
import { PlanSelect } from '../modules/billing/components/PlanSelect.tsx';
import { useRefreshBilling } from '../modules/billing/hooks/useRefreshBilling.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

/** /billing/subscription/edit: change plan, cycle or seats for paying users, with the proration preview. */
export function EditSubscriptionPage() {
  const q = useSWR<TBillingInfo>(BILLING_KEY);
  if (!q.data) return null;
  if (!q.data.hasPaidPlan) return <Navigate to="/billing/subscription" replace />;
  return <EditSubscription info={q.data} />;
}

function EditSubscription({ info }: { info: TBillingInfo }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  const current = { plan: info.plan as PlanName, billingType: info.billingType as BillingType };
  const [plan, setPlan] = useState<PaidPlanName>(
    (params.get('plan') as PaidPlanName) || (info.plan as PaidPlanName),
  );
  const [billingType, setBillingType] = useState<BillingType>(
    (params.get('billingType') as BillingType) || current.billingType,
  );
  const currency = (info.currency ?? 'usd') as Currency;
  const [seatsText, setSeatsText] = useState(String(info.seats));
  const [debounced, setDebounced] = useState(seatsText);
  const [confirm, setConfirm] = useState<null | 'cycle' | 'downgrade'>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(seatsText), SEAT_CHANGE_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [seatsText]);

  const control = changePlanControl({
    isCancelled: info.stripeSubscriptionObject?.cancel_at_period_end ?? false,
    isPaused: info.isSubscriptionPaused,
    hasUsedPause: info.hasUsedPause,
  });
  const seatCheck = seatsSchema({
    plan,
    teamCount: info.usedSeats,
    hasCustomPlan: info.hasCustomPlan,
    whiteLabelMinSeats: info.whiteLabelMinSeats,
  }).safeParse(debounced);
  const seatError = seatCheck.success ? null : (seatCheck.error.issues[0]?.message ?? null);
  const seats = seatCheck.success ? seatCheck.data : null;
  const unchanged = plan === current.plan && billingType === current.billingType && seats === info.seats;
  const request: TPlanChangeRequest | null =
    seats !== null && !unchanged && !control.disabled ? { plan, billingType, seats, currency } : null;
  const preview = useSWR<InvoicePreview>(
    request ? ['/billing/plan-update-invoice', request.plan, request.billingType, request.seats] : null,
    () => billingApi.previewPlanChange(request as TPlanChangeRequest),
  );
  const cycleText = saveBillingCycleText({ from: current.billingType, to: billingType });

  async function save() {
    if (!request) return;
    setConfirm(null);
    setBusy(true);
    setError(null);
    try {
      const res = (await billingApi.changePlan(request)) as { redirectUrlParams: string };
      await refresh();
      navigate(`/billing/subscription?payment=success&${res.redirectUrlParams}`);
    } catch (e) {
      setError(isApiError(e) ? e.message : billingTexts.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }
  function submit() {
    if (cycleText) return setConfirm('cycle');
    if (needsDowngradeWarning({ from: current.plan, to: plan })) return setConfirm('downgrade');
    void save();
  }

  return (
    <Box data-testid="edit-subscription-page">
      <PageHeader title="Change plan" />
      <BillingTabs />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Stack spacing={2}>
          {control.disabled && <Alert severity="warning">{control.tooltip}</Alert>}
          <Stack direction="row" spacing={2}>
            <PlanSelect value={plan} onChange={setPlan} />
            <TextField
              select
              label="Billing type"
              size="small"
              fullWidth
              value={billingType}
              onChange={(e) => setBillingType(e.target.value as BillingType)}
              slotProps={{ htmlInput: { 'data-testid': 'billing-type' } }}
            >
              {billingTypes
                .filter((t) => t === billingType || isBillingTypeAvailable({ plan, billingType: t, current }))
                .map((t) => (
                  <MenuItem key={t} value={t} data-testid={`billing-type-${t}`}>
                    {billingTypeLabels[t]}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              label="Seats"
              type="number"
              size="small"
              value={seatsText}
              onChange={(e) => setSeatsText(e.target.value)}
              error={Boolean(seatError)}
              helperText={seatError}
              slotProps={{ htmlInput: { 'data-testid': 'seats', min: 1 } }}
            />
          </Stack>
          <Typography color="text.secondary">
            Currency: {currency.toUpperCase()} · Members using seats: {info.usedSeats}
          </Typography>
          <Box data-testid="proration-preview" sx={{ minHeight: 48 }}>
            {request && preview.data && (
              <>
                <Typography variant="h6" data-testid="amount-due">
                  Due today: {money(preview.data.amount_due, preview.data.currency)}
                </Typography>
                {preview.data.lines.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines have no id in the preview
                  <Typography key={i} variant="body2" color="text.secondary">
                    {l.description} — {money(l.amount, preview.data?.currency ?? currency)}
                  </Typography>
                ))}
              </>
            )}
            {request && preview.error && (
              <Alert severity="error">
                {isApiError(preview.error) ? preview.error.message : billingTexts.somethingWentWrong}
              </Alert>
            )}
          </Box>
          {error && (
            <Alert severity="error" data-testid="change-error">
              {error}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/billing/subscription')}>Cancel</Button>
            <Button
              variant="contained"
              data-testid="confirm-change"
              disabled={!request || !preview.data || busy}
              onClick={submit}
            >
              {billingTexts.changePlan}
            </Button>
          </Stack>
        </Stack>
      </Paper>

      <Dialog open={confirm === 'cycle'} onClose={() => setConfirm(null)} data-testid="save-billing-cycle">
        <DialogTitle>{cycleText}</DialogTitle>
        <DialogContent>
          <Typography>
            Stay on {billingTypeLabels[current.billingType]} billing to keep saving. Switch to Monthly anyway?
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button
            data-testid="keep-cycle"
            onClick={() => {
              setBillingType(current.billingType);
              setConfirm(null);
            }}
          >
            Keep {billingTypeLabels[current.billingType]}
          </Button>
          <Button variant="contained" data-testid="switch-monthly" onClick={save}>
            Switch to Monthly
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirm === 'downgrade'} onClose={() => setConfirm(null)}>
        <DialogTitle>Downgrade to {planLabels[plan]}?</DialogTitle>
        <DialogContent>
          <Typography>
            Features of your current plan that {planLabels[plan]} does not include stop working.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Close</Button>
          <Button variant="contained" data-testid="confirm-downgrade" onClick={save}>
            Downgrade
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

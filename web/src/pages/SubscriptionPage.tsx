import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CANCELLATION_REASONS,
  NEXT_INVOICE_DATE_FORMAT,
  PAUSE_PERIOD_OPTIONS_DAYS,
  PAUSE_REASONS,
} from '@outreach/shared/constants/billing';
import {
  type BillingType,
  billingTypeLabels,
  type Currency,
  currencyLabels,
  type PlanName,
  planLabels,
} from '@outreach/shared/plans/catalogue';
import { planPriceInfo } from '@outreach/shared/plans/prices';
import {
  billingTexts,
  cancelControl,
  changePlanControl,
  isSeatCardVisible,
  pauseControl,
} from '@outreach/shared/rules/billing';
import { canEditPlan, canManageTeam } from '@outreach/shared/rules/roles';
import { cancelFormToRequest, type TBillingInfo, ZCancelForm } from '@outreach/shared/schemas/billing';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isApiError } from '../modules/api/apiError.ts';
import { BILLING_KEY, billingApi, type CancelDiscount } from '../modules/billing/api/billingApi.ts';
import { BillingTabs } from '../modules/billing/components/BillingTabs.tsx';
import { useRefreshBilling } from '../modules/billing/hooks/useRefreshBilling.ts';
import { useViewer } from '../modules/session/hooks/useViewer.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';
import { PlansView } from './BillingPlansPage.tsx';

const date = (s: number | null | undefined) =>
  s
    ? new Date(s * 1000).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' })
    : '';

/** /billing/subscription: the current plan (spec 2 §2), or the plans page during a trial. */
export function SubscriptionPage() {
  const q = useSWR<TBillingInfo>(BILLING_KEY);
  const [params] = useSearchParams();
  const refresh = useRefreshBilling();
  if (!q.data) return null;
  if (!q.data.hasPaidPlan) return <PlansView info={q.data} />;
  return <CurrentPlan info={q.data} reload={refresh} justPaid={params.get('payment') === 'success'} />;
}

function CurrentPlan({
  info,
  reload,
  justPaid,
}: {
  info: TBillingInfo;
  reload: () => Promise<void>;
  justPaid: boolean;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const viewer = useViewer();
  const [dialog, setDialog] = useState<
    | null
    | 'options'
    | 'pause'
    | 'paused'
    | 'cancel'
    | 'offer'
    | 'discount'
    | 'cancelled'
    | 'resume'
    | 'delete'
  >(null);
  const currency = (info.currency ?? 'usd') as Currency;
  const priceInfo = info.billingType
    ? planPriceInfo({ plan: info.plan as PlanName, billingType: info.billingType as BillingType, currency })
    : null;
  const extraSeats = priceInfo ? Math.max(0, info.seats - priceInfo.minSeats) : 0;
  const fmt = (major: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyLabels[currency] }).format(major);
  const fmtMinor = (minor: number) => fmt(minor / 100);
  const [offer, setOffer] = useState<CancelDiscount['discount']>(null);
  const [cancelForm, setCancelForm] = useState({ reason: '', value: '', a: false, b: false });
  const [pauseForm, setPauseForm] = useState({
    period: PAUSE_PERIOD_OPTIONS_DAYS[0] as number,
    reason: '',
    description: '',
    a: false,
    b: false,
  });
  const cancelled = info.stripeSubscriptionObject?.cancel_at_period_end ?? false;
  const flags = {
    isCancelled: cancelled,
    isPaused: info.isSubscriptionPaused,
    hasUsedPause: info.hasUsedPause,
  };
  const pause = pauseControl(flags);
  const cancel = cancelControl(flags);
  const change = changePlanControl(flags);
  /** Runs a billing call; true when it succeeded (the page's data is then reloaded). */
  const run = async (fn: () => Promise<unknown>, ok?: string): Promise<boolean> => {
    try {
      await fn();
      if (ok) toast.show({ message: ok, type: 'success', autoCloseTime: 3000 });
      await reload();
      return true;
    } catch (e) {
      toast.show({
        message: isApiError(e) ? e.message : billingTexts.somethingWentWrong,
        type: 'error',
        autoCloseTime: 3000,
      });
      return false;
    }
  };
  const parsedCancel = ZCancelForm.safeParse({
    confirmAccessEnds: cancelForm.a,
    confirmDataLoss: cancelForm.b,
    reason: cancelForm.reason || undefined,
    value: cancelForm.value,
  });
  async function submitCancel() {
    if (!parsedCancel.success) return;
    const d = await billingApi.cancelDiscount().catch(() => ({ discount: null }));
    if (d.discount && !info.isCancelCouponApplied) {
      setOffer(d.discount);
      setDialog('offer');
      return;
    }
    await run(() => billingApi.cancel(cancelFormToRequest(parsedCancel.data)));
    setDialog('cancelled');
  }
  return (
    <Box data-testid="subscription-page">
      <PageHeader title="Billing" />
      <BillingTabs />
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        {justPaid && (
          <Alert severity="success" data-testid="payment-confirmed">
            Your payment was confirmed. Thank you!
          </Alert>
        )}
        {cancelled && (
          <Alert
            severity="warning"
            data-testid="cancelled-banner"
            action={
              <Button data-testid="resume-cancelled" onClick={() => setDialog('resume')}>
                Resume Subscription
              </Button>
            }
          >
            Your subscription is cancelled and ends on{' '}
            {date(info.stripeSubscriptionObject?.current_period_end)}.
          </Alert>
        )}
        {info.isSubscriptionPaused && (
          <Alert
            severity="info"
            data-testid="paused-banner"
            action={
              <Button data-testid="resume-paused" onClick={() => setDialog('resume')}>
                Resume Subscription
              </Button>
            }
          >
            Your subscription is paused until {date(info.autoResumeSubscriptionAt)}.
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h5" data-testid="current-plan">
            {planLabels[info.plan as PlanName] ?? info.plan}
          </Typography>
          {priceInfo && (
            <>
              <Typography data-testid="included-seats">Included seats: {priceInfo.minSeats}</Typography>
              <Typography data-testid="additional-seats">
                Additional seats: {extraSeats}
                {extraSeats > 0 && ` × ${fmt(priceInfo.extraSeatPrice)} per user per month`}
              </Typography>
            </>
          )}
          <Typography data-testid="seats">Seats: {info.seats}</Typography>
          <Typography>
            Billing cycle: {info.billingType ? billingTypeLabels[info.billingType as BillingType] : ''}
          </Typography>
          {!cancelled && !info.isSubscriptionPaused && info.nextInvoice && (
            <Typography data-testid="next-invoice">
              Next bill: {fmtMinor(info.nextInvoice.amount_due)} on{' '}
              {dayjs.unix(info.nextInvoice.date).format(NEXT_INVOICE_DATE_FORMAT)}
            </Typography>
          )}
          {info.stripeTokenObject && (
            <Typography data-testid="card-last4">
              Card ending in {info.stripeTokenObject.card.last4}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Tooltip title={change.tooltip ?? ''}>
              <span>
                <Button
                  variant="outlined"
                  disabled={change.disabled}
                  onClick={() => navigate('/billing/subscription/plans')}
                >
                  Change plan
                </Button>
              </span>
            </Tooltip>
            {viewer && canEditPlan({ role: viewer.role, canUpdateSeats: info.canUpdateSeats }) && (
              <Tooltip title={change.tooltip ?? ''}>
                <span>
                  <Button
                    variant="outlined"
                    disabled={change.disabled}
                    data-testid="edit-plan"
                    onClick={() => navigate('/billing/subscription/edit')}
                  >
                    Edit Plan
                  </Button>
                </span>
              </Tooltip>
            )}
            {pause.visible && (
              <Tooltip title={pause.tooltip ?? ''}>
                <span>
                  <Button
                    variant="outlined"
                    disabled={pause.disabled}
                    data-testid="pause"
                    onClick={() => setDialog('pause')}
                  >
                    Pause Subscription
                  </Button>
                </span>
              </Tooltip>
            )}
            <Tooltip title={cancel.tooltip ?? ''}>
              <span>
                <Button
                  color="error"
                  variant="outlined"
                  disabled={cancel.disabled}
                  data-testid="cancel"
                  onClick={() => setDialog('options')}
                >
                  Cancel Subscription
                </Button>
              </span>
            </Tooltip>
            <Button color="error" data-testid="delete-account" onClick={() => setDialog('delete')}>
              Delete account
            </Button>
          </Stack>
        </Paper>
        {viewer &&
          isSeatCardVisible({ plan: info.plan as PlanName, canManageTeam: canManageTeam(viewer) }) && (
            <Paper variant="outlined" sx={{ p: 3 }} data-testid="seat-card">
              <Typography variant="h6">Available Seats</Typography>
              <Typography>
                {Math.max(0, info.seats - info.usedSeats)} of {info.seats}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={info.seats ? Math.min(100, (info.usedSeats / info.seats) * 100) : 0}
                sx={{ my: 1 }}
              />
              <Link component={RouterLink} to="/team/manage-team">
                View team users
              </Link>
            </Paper>
          )}
      </Stack>

      <Dialog
        open={dialog === 'options'}
        onClose={() => {
          setDialog(null);
          void billingApi.closeCancel('cancel-options');
        }}
        fullWidth
        data-testid="cancel-options"
      >
        <DialogTitle>Before you cancel</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            You can also take a break, pay for fewer users or move to another plan.
          </Typography>
          <Stack spacing={1}>
            {pause.visible && (
              <Tooltip title={pause.tooltip ?? ''}>
                <span>
                  <Button
                    fullWidth
                    variant="outlined"
                    disabled={pause.disabled}
                    data-testid="option-pause"
                    onClick={() => setDialog('pause')}
                  >
                    Pause Subscription
                  </Button>
                </span>
              </Tooltip>
            )}
            {viewer && canEditPlan({ role: viewer.role, canUpdateSeats: info.canUpdateSeats }) && (
              <Button
                fullWidth
                variant="outlined"
                disabled={change.disabled}
                data-testid="option-reduce-users"
                onClick={() => navigate('/billing/subscription/edit')}
              >
                Reduce users
              </Button>
            )}
            <Button
              fullWidth
              variant="outlined"
              disabled={change.disabled}
              data-testid="option-change-plan"
              onClick={() => navigate('/billing/subscription/plans')}
            >
              Change plan
            </Button>
            <Button
              fullWidth
              color="error"
              variant="outlined"
              data-testid="option-cancel"
              onClick={() => setDialog('cancel')}
            >
              Cancel Subscription
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setDialog(null);
              void billingApi.closeCancel('cancel-options');
            }}
          >
            Close
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'discount'} onClose={() => setDialog(null)} data-testid="discount-applied">
        <DialogTitle>Discount applied</DialogTitle>
        <DialogContent>
          <Typography>
            {offer?.name ?? `${offer?.percent_off}% off`} now applies to your subscription. Thank you for
            staying with us!
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'paused'} onClose={() => setDialog(null)} data-testid="subscription-paused">
        <DialogTitle>Subscription paused</DialogTitle>
        <DialogContent>
          <Typography>
            Your subscription is paused until {date(info.autoResumeSubscriptionAt)}. It resumes by itself
            then, or earlier when you resume it.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'resume'} onClose={() => setDialog(null)} data-testid="resume-confirmation">
        <DialogTitle>Resume subscription</DialogTitle>
        <DialogContent>
          <Typography>
            {info.isSubscriptionPaused
              ? 'Your subscription and its billing start again now. A subscription can be paused only once.'
              : 'Your subscription continues and renews at the end of the billing period.'}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
          <Button
            variant="contained"
            data-testid="resume-confirm"
            onClick={async () => {
              setDialog(null);
              await run(
                info.isSubscriptionPaused ? billingApi.unpause : billingApi.resume,
                billingTexts.resumed,
              );
            }}
          >
            Resume Subscription
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'pause'} onClose={() => setDialog(null)} fullWidth>
        <DialogTitle>Pause subscription</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Period"
              size="small"
              value={pauseForm.period}
              onChange={(e) => setPauseForm({ ...pauseForm, period: Number(e.target.value) })}
            >
              {PAUSE_PERIOD_OPTIONS_DAYS.map((d) => (
                <MenuItem key={d} value={d}>
                  {d} days
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Reason"
              size="small"
              value={pauseForm.reason}
              onChange={(e) => setPauseForm({ ...pauseForm, reason: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'pause-reason' } }}
            >
              {PAUSE_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Description"
              size="small"
              multiline
              value={pauseForm.description}
              onChange={(e) => setPauseForm({ ...pauseForm, description: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'pause-description' } }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={pauseForm.a}
                  onChange={(e) => setPauseForm({ ...pauseForm, a: e.target.checked })}
                />
              }
              label="I understand my campaigns stop while paused"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={pauseForm.b}
                  onChange={(e) => setPauseForm({ ...pauseForm, b: e.target.checked })}
                />
              }
              label="I understand a subscription can be paused only once"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
          <Button
            variant="contained"
            data-testid="pause-submit"
            disabled={!pauseForm.a || !pauseForm.b || !pauseForm.reason || !pauseForm.description.trim()}
            onClick={async () => {
              setDialog(null);
              const done = await run(
                () =>
                  billingApi.pause({
                    period: pauseForm.period,
                    reason: pauseForm.reason as never,
                    description: pauseForm.description,
                  }),
                billingTexts.paused,
              );
              if (done) setDialog('paused');
            }}
          >
            Pause
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={dialog === 'cancel'}
        onClose={() => {
          setDialog(null);
          void billingApi.closeCancel('cancel-form');
        }}
        fullWidth
      >
        <DialogTitle>Cancel subscription</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Reason"
              size="small"
              value={cancelForm.reason}
              onChange={(e) => setCancelForm({ ...cancelForm, reason: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'cancel-reason' } }}
            >
              {CANCELLATION_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Tell us more"
              size="small"
              multiline
              value={cancelForm.value}
              onChange={(e) => setCancelForm({ ...cancelForm, value: e.target.value })}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={cancelForm.a}
                  onChange={(e) => setCancelForm({ ...cancelForm, a: e.target.checked })}
                />
              }
              label="I understand my access ends at the end of the billing period"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={cancelForm.b}
                  onChange={(e) => setCancelForm({ ...cancelForm, b: e.target.checked })}
                />
              }
              label="I understand my campaigns stop then"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
          <Button
            color="error"
            variant="contained"
            data-testid="cancel-submit"
            disabled={!parsedCancel.success}
            onClick={submitCancel}
          >
            Cancel subscription
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'offer'} onClose={() => setDialog(null)}>
        <DialogTitle>Before you go</DialogTitle>
        <DialogContent>
          <Typography data-testid="discount-offer">
            Stay with us and get {offer?.name ?? `${offer?.percent_off}% off`}.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button
            data-testid="decline-discount"
            onClick={async () => {
              if (parsedCancel.success)
                await run(() => billingApi.cancel(cancelFormToRequest(parsedCancel.data)));
              setDialog('cancelled');
            }}
          >
            No thanks, cancel
          </Button>
          <Button
            variant="contained"
            data-testid="accept-discount"
            onClick={async () => {
              setDialog(null);
              if (await run(billingApi.applyDiscount, billingTexts.discountApplied)) setDialog('discount');
              void billingApi.closeCancel('discount-accepted');
            }}
          >
            Apply discount
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)}>
        <DialogTitle>Delete account</DialogTitle>
        <DialogContent>
          <Typography>To delete your account, please contact our support team on chat.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'cancelled'} onClose={() => setDialog(null)}>
        <DialogTitle>Subscription cancelled</DialogTitle>
        <DialogContent>
          <Typography>Your subscription stays active until the end of the billing period.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

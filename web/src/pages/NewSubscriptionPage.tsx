import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_BILLING_TYPE, DEFAULT_CURRENCY } from '@outreach/shared/constants/billing';
import {
  type BillingType,
  billingTypeLabels,
  billingTypes,
  type Currency,
  currencies,
  currencyLabels,
  type PaidPlanName,
} from '@outreach/shared/plans/catalogue';
import { seatLimits } from '@outreach/shared/plans/seats';
import { billingTexts, subscriptionErrorTarget } from '@outreach/shared/rules/billing';
import { seatsSchema, type TBillingInfo } from '@outreach/shared/schemas/billing';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isApiError } from '../modules/api/apiError.ts';
import { BILLING_KEY, billingApi } from '../modules/billing/api/billingApi.ts';
import { CardForm, type CardHandle } from '../modules/billing/components/CardForm.tsx';
import { PlanSelect } from '../modules/billing/components/PlanSelect.tsx';
import { useRefreshBilling } from '../modules/billing/hooks/useRefreshBilling.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

type Errors = Partial<Record<'vat' | 'promoCode' | 'paymentMethod' | 'form', string>>;

/** /billing/subscription/new: the first subscription (spec 2 §2, §4 New subscription). */
export function NewSubscriptionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // After deactivation the form lives on /deactivated/subscription and Cancel goes back there.
  const back = useLocation().pathname.startsWith('/deactivated')
    ? '/deactivated'
    : '/billing/subscription/plans';
  const refresh = useRefreshBilling();
  const [plan, setPlan] = useState<PaidPlanName>((params.get('plan') as PaidPlanName) || 'pro');
  const [billingType, setBillingType] = useState<BillingType>(
    (params.get('billingType') as BillingType) || DEFAULT_BILLING_TYPE,
  );
  const [currency, setCurrency] = useState<Currency>(
    (params.get('currency') as Currency) || DEFAULT_CURRENCY,
  );
  const info = useSWR<TBillingInfo>(BILLING_KEY).data;
  const whiteLabelMinSeats = info?.whiteLabelMinSeats ?? null;
  const minSeats = seatLimits({ plan, whiteLabelMinSeats }).min;
  const [seats, setSeats] = useState(minSeats);
  // The picker starts at the plan's minimum (or the white label's) and is lifted when that rises.
  useEffect(() => setSeats((s) => Math.max(s, minSeats)), [minSeats]);
  const seatCheck = seatsSchema({ plan, teamCount: info?.usedSeats ?? 1, whiteLabelMinSeats }).safeParse(
    seats,
  );
  const seatError = seatCheck.success ? null : (seatCheck.error.issues[0]?.message ?? null);
  const [showPromo, setShowPromo] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const [phone, setPhone] = useState('');
  const [company, setCompany] = useState('');
  const [vatType, setVatType] = useState('');
  const [vat, setVat] = useState('');
  const [country, setCountry] = useState('');
  const [line1, setLine1] = useState('');
  const [city, setCity] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [terms, setTerms] = useState(false);
  const [noRefund, setNoRefund] = useState(false);
  const [card, setCard] = useState<CardHandle | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    if (!card) return;
    setBusy(true);
    setErrors({});
    try {
      const pm = await card.stripe.createPaymentMethod({
        type: 'card',
        card: card.card,
        billing_details: { name: company, phone, address: { line1 } },
      });
      if (pm.error || !pm.paymentMethod) {
        setErrors({ paymentMethod: pm.error?.message ?? billingTexts.cardDeclined });
        return;
      }
      const res = await billingApi.subscribe({
        plan,
        billingType,
        currency,
        seats,
        promoCode: promoCode || undefined,
        phone,
        company,
        vatType: vatType || null,
        vat: vat || null,
        address: {
          country: country || undefined,
          line1: line1 || undefined,
          city: city || undefined,
          postal_code: postalCode || undefined,
        },
        paymentMethod: pm.paymentMethod.id,
      });
      if (res.paymentAction) {
        const confirmed = await card.stripe.confirmCardPayment(res.paymentAction.clientSecret);
        if (confirmed.error) {
          await billingApi.paymentFailed(confirmed.error.message).catch(() => undefined);
          const message =
            confirmed.error.code === 'payment_intent_incompatible_payment_method'
              ? billingTexts.cardDeclined
              : (confirmed.error.message ?? 'We are unable to authenticate your payment method.');
          setErrors({ paymentMethod: message });
          return;
        }
        await billingApi.paymentConfirmed();
      }
      // The profile's team (plan, paid flag) changed too: revalidate both, or the shell stays on the trial.
      await refresh();
      navigate(`/billing/subscription?payment=success&${res.redirectUrlParams}`);
    } catch (e) {
      const message = isApiError(e) ? e.message : billingTexts.somethingWentWrong;
      const target = subscriptionErrorTarget(message);
      setErrors({ [target.field]: target.message });
    } finally {
      setBusy(false);
    }
  }

  const field = (
    label: string,
    value: string,
    set: (v: string) => void,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      size="small"
      fullWidth
      {...extra}
    />
  );

  return (
    <Box data-testid="new-subscription-page">
      <PageHeader title="New subscription" />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2}>
            <PlanSelect value={plan} onChange={setPlan} />
            <TextField
              select
              label="Billing type"
              size="small"
              fullWidth
              value={billingType}
              onChange={(e) => setBillingType(e.target.value as BillingType)}
            >
              {billingTypes.map((t) => (
                <MenuItem key={t} value={t}>
                  {billingTypeLabels[t]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Currency"
              size="small"
              fullWidth
              value={currency}
              onChange={(e) => setCurrency(e.target.value as Currency)}
            >
              {currencies.map((c) => (
                <MenuItem key={c} value={c}>
                  {currencyLabels[c]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Seats"
              type="number"
              size="small"
              value={seats}
              onChange={(e) => setSeats(Number(e.target.value))}
              error={Boolean(seatError)}
              helperText={seatError}
              slotProps={{ htmlInput: { 'data-testid': 'seats', min: minSeats } }}
            />
          </Stack>
          {showPromo ? (
            field('Promo code', promoCode, setPromoCode, {
              error: Boolean(errors.promoCode),
              helperText: errors.promoCode,
              slotProps: { htmlInput: { 'data-testid': 'promo-code' } },
            })
          ) : (
            <Link
              component="button"
              type="button"
              onClick={() => setShowPromo(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              I have a promo code
            </Link>
          )}
          <Stack direction="row" spacing={2}>
            {field('Phone', phone, setPhone, {
              required: true,
              slotProps: { htmlInput: { 'data-testid': 'phone' } },
            })}
            {field('Company', company, setCompany, {
              required: true,
              slotProps: { htmlInput: { 'data-testid': 'company' } },
            })}
          </Stack>
          <Stack direction="row" spacing={2}>
            {field('Tax ID type', vatType, setVatType, {
              placeholder: 'eu_vat',
              slotProps: { htmlInput: { 'data-testid': 'vat-type' } },
            })}
            {field('Tax ID', vat, setVat, {
              error: Boolean(errors.vat),
              helperText: errors.vat,
              placeholder: 'DE123456789',
              slotProps: { htmlInput: { 'data-testid': 'vat' } },
            })}
          </Stack>
          <Stack direction="row" spacing={2}>
            {field('Country', country, setCountry, { placeholder: 'US' })}
            {field('Address', line1, setLine1)}
            {field('City', city, setCity)}
            {field('Postal code', postalCode, setPostalCode)}
          </Stack>
          <CardForm onReady={setCard} onComplete={() => undefined} error={errors.paymentMethod} />
          <FormControlLabel
            control={
              <Checkbox
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Terms of Use' } }}
                data-testid="accept-terms"
              />
            }
            label="I agree to the Terms of Use"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={noRefund}
                onChange={(e) => setNoRefund(e.target.checked)}
                data-testid="accept-no-refund"
              />
            }
            label="I agree to the No Refund Policy"
          />
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(back)}>Cancel</Button>
            <Button
              variant="contained"
              data-testid="start-using"
              disabled={
                !terms || !noRefund || !card || busy || !phone.trim() || !company.trim() || Boolean(seatError)
              }
              onClick={submit}
            >
              Start Using
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            Payments are processed by Stripe.
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DEFAULT_BILLING_TYPE, DEFAULT_CURRENCY } from '@outreach/shared/constants/billing';
import {
  type BillingType,
  billingCycleToggleLabels,
  type Currency,
  currencies,
  currencyLabels,
  MOST_POPULAR_PLAN,
  planLabels,
  visiblePlanCards,
} from '@outreach/shared/plans/catalogue';
import { MISSING_PRICE_TEXT, priceFor } from '@outreach/shared/plans/prices';
import {
  accountState,
  billingCycleToggleOptions,
  billingTexts,
  isCurrencyToggleVisible,
  planCardButton,
} from '@outreach/shared/rules/billing';
import type { TBillingInfo } from '@outreach/shared/schemas/billing';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { BILLING_KEY } from '../modules/billing/api/billingApi.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /billing/subscription/plans: the plan comparison (spec 2 §2 Plans page). */
export function BillingPlansPage() {
  const q = useSWR<TBillingInfo>(BILLING_KEY);
  if (!q.data) return null;
  return <PlansView info={q.data} />;
}

export function PlansView({ info }: { info: TBillingInfo }) {
  const navigate = useNavigate();
  const state = accountState({
    plan: info.plan as never,
    trial: { started: Boolean(info.trial.started), ended: info.trial.ended },
    hasFreePlan: info.hasFreePlan,
    hasPaidPlan: info.hasPaidPlan,
    isSubscriptionPaused: info.isSubscriptionPaused,
  });
  const current = { plan: info.plan as never, billingType: (info.billingType ?? null) as BillingType | null };
  const [billingType, setBillingType] = useState<BillingType>(current.billingType ?? DEFAULT_BILLING_TYPE);
  const [currency, setCurrency] = useState<Currency>((info.currency as Currency) ?? DEFAULT_CURRENCY);
  const headline =
    state === 'deactivated'
      ? 'Your account is deactivated. Choose a plan to continue'
      : state === 'trial' || state === 'free'
        ? 'Choose the plan that fits your outreach'
        : 'Change your plan';
  return (
    <Box data-testid="plans-page">
      <PageHeader title="Plans" subtitle={headline} />
      <Box sx={{ display: 'flex', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={billingType}
          onChange={(_, v) => v && setBillingType(v)}
          aria-label="Billing cycle"
        >
          {billingCycleToggleOptions(current).map((t) => (
            <ToggleButton key={t} value={t} data-testid={`cycle-${t}`}>
              {billingCycleToggleLabels[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {isCurrencyToggleVisible(state) && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={currency}
            onChange={(_, v) => v && setCurrency(v)}
            aria-label="Currency"
          >
            {currencies.map((c) => (
              <ToggleButton key={c} value={c} data-testid={`currency-${c}`}>
                {currencyLabels[c]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
        {visiblePlanCards(current.plan).map((plan) => {
          const price = priceFor({ plan, billingType, currency });
          const button = planCardButton({
            cardPlan: plan,
            billingType,
            price,
            state,
            current,
            isCancelled: info.stripeSubscriptionObject?.cancel_at_period_end ?? false,
            memberCount: info.usedSeats,
          });
          const to =
            state === 'active' || state === 'paused'
              ? '/billing/subscription/edit'
              : state === 'deactivated'
                ? '/deactivated/subscription'
                : '/billing/subscription/new';
          return (
            <Card key={plan} variant="outlined" data-testid={`plan-card-${plan}`}>
              <CardContent>
                <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
                  <Typography variant="h6">{planLabels[plan]}</Typography>
                  {plan === MOST_POPULAR_PLAN && (
                    <Chip size="small" color="primary" label={billingTexts.mostPopular} />
                  )}
                  {info.hasPaidPlan && info.plan === plan && (
                    <Chip size="small" label={billingTexts.currentPlanBadge} />
                  )}
                </Box>
                <Typography variant="h4" data-testid={`plan-price-${plan}`}>
                  {price === null
                    ? MISSING_PRICE_TEXT
                    : new Intl.NumberFormat('en-US', {
                        style: 'currency',
                        currency: currencyLabels[currency],
                      }).format(price)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  per user per month
                </Typography>
                <Button
                  fullWidth
                  variant="contained"
                  disabled={button.disabled}
                  data-testid={`choose-${plan}`}
                  onClick={() =>
                    navigate(`${to}?plan=${plan}&billingType=${billingType}&currency=${currency}`)
                  }
                >
                  {button.text}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DATE_FORMAT } from '@outreach/shared/constants/account';
import { bannerTexts } from '@outreach/shared/rules/banners';
import { isRenewalReminderDue } from '@outreach/shared/rules/billing';
import type { TBillingInfo } from '@outreach/shared/schemas/billing';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { productNow } from '../../clock/productClock.ts';
import { BILLING_KEY } from '../api/billingApi.ts';

/**
 * The billing-state banners of the shell (spec 2 §8): subscription cancelled, paused, and the
 * renewal reminder when the period ends in 0 to under 7 days. Owners only: billing info is fetched
 * for them alone, so `enabled` is the shell's shouldFetchBillingInfo.
 */
export function BillingBanners({ enabled }: { enabled: boolean }) {
  const { data: info } = useSWR<TBillingInfo>(enabled ? BILLING_KEY : null);
  if (!info?.hasPaidPlan) return null;
  const endsAt = info.stripeSubscriptionObject?.current_period_end ?? null;
  const cancelled = info.stripeSubscriptionObject?.cancel_at_period_end ?? false;
  const toBilling = (
    <Button component={RouterLink} to="/billing/subscription" size="small" color="inherit">
      Subscription Plan
    </Button>
  );
  let banner: { testId: string; text: string; severity: 'warning' | 'info' } | null = null;
  if (cancelled)
    banner = { testId: 'banner-cancelled', text: bannerTexts.subscriptionCancelled, severity: 'warning' };
  else if (info.isSubscriptionPaused)
    banner = { testId: 'banner-paused', text: bannerTexts.subscriptionPaused, severity: 'info' };
  else if (
    isRenewalReminderDue({
      isOwner: true,
      endsAtSeconds: endsAt,
      nowSeconds: Math.floor(productNow() / 1000),
    })
  )
    banner = {
      testId: 'banner-renewal',
      text: bannerTexts.renewalReminder(dayjs.unix(endsAt as number).format(DATE_FORMAT)),
      severity: 'info',
    };
  if (!banner) return null;
  return (
    <Box role="region" aria-label="Billing">
      <Alert severity={banner.severity} square data-testid={banner.testId} action={toBilling} sx={{ py: 0 }}>
        {banner.text}
      </Alert>
    </Box>
  );
}

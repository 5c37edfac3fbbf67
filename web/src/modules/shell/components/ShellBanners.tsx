import { DATE_FORMAT, OUTSIDE_HOURS_CLEAR_AFTER_WINDOW_MS } from '@outreach/shared/constants/account';
import {
  addBanner,
  type BannerKind,
  type BannerSignals,
  shellBanners,
  visibleBanners,
} from '@outreach/shared/rules/banners';
import type { AccountState } from '@outreach/shared/rules/billing';
import type { Role } from '@outreach/shared/rules/roles';
import type { TBillingInfo } from '@outreach/shared/schemas/billing';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { BILLING_KEY } from '../../billing/api/billingApi.ts';
import { productNow } from '../../clock/productClock.ts';
import type { Profile } from '../../session/types.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

/** The 'error' and 'warn' kinds (spec 1 §2 names them only; their sources are ours). */
const appTexts = {
  error: 'We could not reach the server to refresh your account. We keep trying.',
  warn: 'You are offline. Changes you make now are not saved until the connection is back.',
} as const;

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * The shell's banners (spec 1 §2): set or cleared from each profile load (GET /users/me with its
 * `bannerSignals`), the team's account state and, for owners, the billing info; shown by the rules
 * of visibleBanners in one carousel. A closed banner stays closed until the page is reloaded. The
 * outside-hours banner is cleared by reloading the profile at the next window start plus 2 minutes.
 */
export function ShellBanners({
  profile,
  reloadProfile,
  profileError,
  state,
  role,
  notificationsAllowed,
  billingEnabled,
  isWalkthroughPage,
}: {
  profile: Profile;
  reloadProfile: () => void;
  profileError: boolean;
  state: AccountState;
  role: Role;
  notificationsAllowed: boolean;
  billingEnabled: boolean;
  isWalkthroughPage: boolean;
}) {
  const { data: info } = useSWR<TBillingInfo>(billingEnabled ? BILLING_KEY : null);
  const online = useOnline();
  const [dismissed, setDismissed] = useState<ReadonlySet<BannerKind>>(new Set());
  const signals = (profile.bannerSignals as BannerSignals | null | undefined) ?? null;
  const team = profile.team ?? null;
  const trialEnd = team?.trial?.endsAt ?? (typeof team?.trial?.ended === 'string' ? team.trial.ended : null);

  const nextStart = signals?.outsideScheduledHours ? signals.nextWindowStartAt : null;
  useEffect(() => {
    if (!nextStart) return;
    const wait = Date.parse(nextStart) + OUTSIDE_HOURS_CLEAR_AFTER_WINDOW_MS - productNow();
    const timer = setTimeout(reloadProfile, Math.min(Math.max(wait, 0), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [nextStart, reloadProfile]);

  let list = shellBanners({
    signals,
    outlookError: Boolean(profile.outlookError),
    state,
    role,
    billing: info?.hasPaidPlan
      ? {
          cancelled: info.stripeSubscriptionObject?.cancel_at_period_end ?? false,
          paused: info.isSubscriptionPaused ?? false,
          endsAtSeconds: info.stripeSubscriptionObject?.current_period_end ?? null,
        }
      : null,
    formatDate: (ms) => dayjs(ms).format(DATE_FORMAT),
    trialEndsAt: trialEnd,
    appName: 'Outreach',
    nowMs: productNow(),
  });
  if (profileError) list = addBanner(list, { type: 'error', level: 'error', message: appTexts.error });
  if (!online) list = addBanner(list, { type: 'warn', level: 'warning', message: appTexts.warn });
  const shown = visibleBanners(
    list.filter((b) => !dismissed.has(b.type)),
    {
      notificationsAllowed,
      isDeactivated: state === 'deactivated',
      isPaused: state === 'paused',
      hasTrialStarted: Boolean(team?.trial?.started),
      isWalkthroughPage,
      isEmailVerified: profile.isEmailVerified,
    },
  );
  return <BannerCarousel banners={shown} onDismiss={(type) => setDismissed((d) => new Set([...d, type]))} />;
}

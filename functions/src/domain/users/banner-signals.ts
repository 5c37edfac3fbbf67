import { isWithinWorkHours, nextWindowStart } from '@outreach/shared/rules/outreach/work-hours';
import type { TBannerSignals } from '@outreach/shared/schemas/user-responses';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import type { getAccount } from '../bot/accounts.ts';
import { getFacebookAccount } from '../facebook/facebook-account-view.ts';
import { loadSenderCaps } from '../scheduling/caps/check-sender-caps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';

type AccountRow = NonNullable<Awaited<ReturnType<typeof getAccount>>>;

/** The bot's error code behind the spec's 'LinkedIn password reset' banner. */
const RESET_PASSWORD = 'RESET_PASSWORD_VIEW';

/**
 * What the shell's banners are set or cleared from on profile load (spec 1 §2), read from the rows
 * that hold each fact: the LinkedIn account (login trouble, password reset, a reconnect under way),
 * the sender caps (pending invitations, LinkedIn's invite-limit pause), the connections counter, the
 * Facebook login and the work hours. The Outlook error and billing state are in the profile already.
 */
export async function bannerSignals(
  deps: Deps,
  acc: { teamId: string; userId: string },
  linkedIn: AccountRow | null,
): Promise<TBannerSignals> {
  const now = deps.clock.now();
  const [caps, connections, facebook, settings] = await Promise.all([
    loadSenderCaps(deps, acc),
    ContactCounterEntity.get({ teamId: acc.teamId, scope: acc.userId, name: 'connections' })
      .go()
      .then((r) => r.data?.count ?? 0),
    getFacebookAccount(deps, acc),
    loadOutreachSettings(deps, acc.userId),
  ]);
  const paused = (caps?.invitesPausedUntil ?? 0) > now;
  // Outside work hours matters while the bot works for the user (a LinkedIn account is connected).
  const outside = Boolean(linkedIn) && !isWithinWorkHours(settings.hours, settings.timezone, now);
  const nextStart = outside ? nextWindowStart(settings.hours, settings.timezone, now) : null;
  return {
    linkedInPendingInvites: caps?.pendingInvites ?? 0,
    linkedInConnections: connections,
    linkedInError:
      Boolean(linkedIn) &&
      !linkedIn?.isLoginValid &&
      !linkedIn?.tryingLogin &&
      linkedIn?.errorCode !== RESET_PASSWORD,
    linkedInPasswordReset: linkedIn?.errorCode === RESET_PASSWORD,
    botReconnecting: Boolean(linkedIn?.tryingLogin),
    facebookError: Boolean(facebook?.unauthorized),
    invitesLimitedUntil:
      paused && caps?.pauseSignal !== 'weekly-invite-limit'
        ? new Date(caps?.invitesPausedUntil as number).toISOString()
        : null,
    invitesRestrictedUntil:
      paused && caps?.pauseSignal === 'weekly-invite-limit'
        ? new Date(caps?.invitesPausedUntil as number).toISOString()
        : null,
    outsideScheduledHours: outside,
    nextWindowStartAt: nextStart === null ? null : new Date(nextStart).toISOString(),
  };
}

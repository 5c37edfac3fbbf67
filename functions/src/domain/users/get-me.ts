import { AppError } from '@outreach/shared/errors';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { teamHasFeature } from '../content/team-features.ts';
import { getMailbox } from '../email/mail-settings-view.ts';
import { includesUnsubscribeLink } from '../email/toggle-unsubscribe-link.ts';
import { getWebhookKey } from '../integrations/get-webhook-key.ts';
import { contractsOf, linkedInProfileFields } from '../linkedin/cloud-bot-info.ts';
import { listLinkedInCompanies } from '../linkedin/linkedin-companies.ts';
import { loadTeamView } from '../teams/team-view.ts';
import { getXAccount } from '../twitter/x-account-view.ts';
import { bannerSignals } from './banner-signals.ts';

/** GET /users/me: the spec 1 §3 profile fields plus the current team. */
export async function getMe(deps: Deps, userId: string) {
  const user = (await UserEntity.get({ userId }).go()).data;
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const [team, linkedIn, mailbox, unsubscribeLink, pages] = user.lastTeamId
    ? await Promise.all([
        loadTeamView(deps, user.lastTeamId, userId),
        getAccount(deps, { teamId: user.lastTeamId, userId }),
        getMailbox(deps, { teamId: user.lastTeamId, userId }),
        includesUnsubscribeLink(deps, { teamId: user.lastTeamId, userId }),
        listLinkedInCompanies(deps, { teamId: user.lastTeamId, userId }),
      ])
    : [null, null, null, true, null];
  const li = linkedInProfileFields(linkedIn);
  const sales = contractsOf(linkedIn);
  // X (issue #13): active while the connected account's grant works.
  const xAccount = user.lastTeamId ? await getXAccount(deps, { teamId: user.lastTeamId, userId }) : null;
  // The integration API's key (spec 4), only where the team's plan has webhooks (issue #15).
  const webhooks = user.lastTeamId ? await teamHasFeature(deps, user.lastTeamId, 'webhooks') : false;
  const webhookKey = webhooks ? await getWebhookKey(deps, userId) : undefined;
  const signals = user.lastTeamId
    ? await bannerSignals(deps, { teamId: user.lastTeamId, userId }, linkedIn)
    : null;
  return {
    id: user.userId,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pendingEmail: user.pendingEmail ?? null,
    profilePictureUrl: user.profilePictureUrl ?? null,
    isEmailVerified: user.isEmailVerified ?? false,
    isWalkthroughCompleted: user.isWalkthroughCompleted ?? false,
    isBlocked: user.isBlocked ?? false,
    isAlfredAdmin: user.isAlfredAdmin ?? false,
    lastTeamId: user.lastTeamId ?? null,
    selectedContractId: sales.selected,
    timezone: { name: user.timezone ?? 'America/Los_Angeles' },
    language: user.language ?? 'en',
    leadColumns: null,
    connectionColumns: null,
    includeUnsubscribeEmailLink: unsubscribeLink,
    linkedInPendingInvites: signals?.linkedInPendingInvites ?? 0,
    linkedInConnections: signals?.linkedInConnections ?? 0,
    outlookError: mailbox?.provider === 'outlook' && mailbox.status === 'broken',
    needToLogout: user.needToLogout ?? false,
    havePassword: Boolean(user.passwordHash),
    hasLinkedInPremium: false,
    hasLinkedInSalesNavigator: sales.contracts.length > 0,
    isEmailActive: mailbox?.status === 'connected',
    isTwitterActive: xAccount?.status === 'connected',
    isSeWaitlistCompleted: false,
    isGhostUser: user.isGhostUser ?? false,
    whoWillBeUsing: user.whoWillBeUsing ?? null,
    howYouHeard: user.howYouHeard ?? null,
    haveYouUsedSocialSellingTools: user.haveYouUsedSocialSellingTools ?? null,
    // Spec 4: the company pages the LinkedIn account administers, as last read (GET /linked-in/companies).
    companies: (pages?.companies ?? []).map(({ name, entityUrn }) => ({ name, entityUrn })),
    ...li,
    ...(webhooks ? { webhookKey } : {}),
    createdAt: new Date(user.createdAt).toISOString(),
    team,
    bannerSignals: signals,
  };
}

export type MeView = Awaited<ReturnType<typeof getMe>>;

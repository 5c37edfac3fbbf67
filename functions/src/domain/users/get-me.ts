import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../lib/deps.ts';
import { loadTeamView } from '../teams/team-view.ts';

/** GET /users/me: the spec 1 §3 profile fields plus the current team. */
export async function getMe(deps: Deps, userId: string) {
  const user = (await deps.db.entities.user.get({ userId }).go()).data;
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const team = user.lastTeamId ? await loadTeamView(deps, user.lastTeamId, userId) : null;
  return {
    id: user.userId,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profilePictureUrl: user.profilePictureUrl ?? null,
    isEmailVerified: user.isEmailVerified ?? false,
    isWalkthroughCompleted: user.isWalkthroughCompleted ?? false,
    isBlocked: user.isBlocked ?? false,
    isAlfredAdmin: user.isAlfredAdmin ?? false,
    lastTeamId: user.lastTeamId ?? null,
    selectedContractId: null,
    timezone: { name: user.timezone ?? 'America/Los_Angeles' },
    language: user.language ?? 'en',
    leadColumns: null,
    connectionColumns: null,
    includeUnsubscribeEmailLink: false,
    linkedInPendingInvites: 0,
    linkedInConnections: 0,
    linkedInEntityUrn: null,
    linkedInEmail: null,
    outlookError: false,
    needToLogout: user.needToLogout ?? false,
    havePassword: Boolean(user.passwordHash),
    isLinkedInLoginValid: false,
    isLinkedInLoginBeingVerified: false,
    isLi2FAActive: false,
    isLinkedinActive: false,
    hasLinkedInPremium: false,
    hasLinkedInSalesNavigator: false,
    isEmailActive: false,
    isTwitterActive: false,
    isSeWaitlistCompleted: false,
    isCloudBotEnabled: false,
    isGhostUser: user.isGhostUser ?? false,
    whoWillBeUsing: user.whoWillBeUsing ?? null,
    howYouHeard: user.howYouHeard ?? null,
    haveYouUsedSocialSellingTools: user.haveYouUsedSocialSellingTools ?? null,
    cloudBotStatus: null,
    companies: [],
    createdAt: new Date(user.createdAt).toISOString(),
    team,
  };
}

export type MeView = Awaited<ReturnType<typeof getMe>>;

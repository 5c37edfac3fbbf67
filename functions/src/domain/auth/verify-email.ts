import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { tokenWhiteLabel } from '../whitelabels/get-public-branding.ts';
import { consumeToken } from './one-time-tokens.ts';

/**
 * Answers one of the spec's link states: success, expired or bad_request, with the token's white-label
 * data (logoIcon, theme) when its user's team has an active white label.
 */
export async function verifyEmail(deps: Deps, token: string) {
  const check = await consumeToken(deps, 'verify-email', token);
  const branding = await tokenWhiteLabel(deps, 'userId' in check ? check.userId : undefined);
  // Only a white-label user's answer carries it: everyone else gets the spec's `{ status }` unchanged.
  const whiteLabel = branding ? { whiteLabel: branding } : {};
  if (check.status !== 'live' || !check.userId)
    return {
      status: check.status === 'expired' ? ('expired' as const) : ('bad_request' as const),
      ...whiteLabel,
    };
  await UserEntity.patch({ userId: check.userId })
    .set({ isEmailVerified: true, updatedAt: deps.clock.now() })
    .go();
  return { status: 'success' as const, ...whiteLabel };
}

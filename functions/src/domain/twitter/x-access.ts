import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';
import { XApiError } from '../../ports/x-api.ts';
import { notify } from '../notifications/notify.ts';
import {
  getXAccount,
  requireX,
  type XAccountKey,
  type XAccountRow,
  xMessages,
  xSecretContext,
} from './x-account-view.ts';

interface XSecret {
  accessToken: string;
  refreshToken?: string;
  expiresAt: number;
}

/** The X account cannot be used (not connected, or X refused our grant): reconnect. */
export class XAccountUnavailable extends AppError {
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

/** Refresh a little before X's expiry, so a call never leaves with a token about to die. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * A live access token for the user's X account, refreshed when due. X rotates refresh tokens, so two
 * refreshes must not race: the new tokens are written only if the row's `tokenVersion` is still the
 * one read, and the loser re-reads the winner's tokens instead of failing. A refused refresh (the user
 * removed the app on X) marks the account broken and tells the user.
 */
export async function xAccess(
  deps: Deps,
  key: XAccountKey,
): Promise<{ accessToken: string; account: XAccountRow }> {
  const x = requireX(deps);
  for (let round = 0; round < 3; round += 1) {
    const account = await getXAccount(deps, key);
    if (account?.status !== 'connected') throw new XAccountUnavailable(xMessages.disconnected);
    const secret = JSON.parse(await deps.secrets.decrypt(account.secretEnc, xSecretContext(key))) as XSecret;
    const now = deps.clock.now();
    if (secret.expiresAt - REFRESH_MARGIN_MS > now) return { accessToken: secret.accessToken, account };
    if (!secret.refreshToken) {
      await markXAccountBroken(deps, key, xMessages.disconnected);
      throw new XAccountUnavailable(xMessages.disconnected);
    }
    let tokens: Awaited<ReturnType<typeof x.refresh>>;
    try {
      tokens = await x.refresh(secret.refreshToken);
    } catch (err) {
      if (err instanceof XApiError && err.kind === 'unauthorized') {
        // Another refresh may have rotated the token meanwhile: look again before giving up.
        const again = await getXAccount(deps, key);
        if (again && again.tokenVersion !== account.tokenVersion) continue;
        await markXAccountBroken(deps, key, xMessages.disconnected);
        throw new XAccountUnavailable(xMessages.disconnected);
      }
      throw err;
    }
    const secretEnc = await deps.secrets.encrypt(
      JSON.stringify({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? secret.refreshToken,
        expiresAt: now + tokens.expiresIn * 1000,
      } satisfies XSecret),
      xSecretContext(key),
    );
    try {
      await deps.db.entities.xAccount
        .patch(key)
        .set({ secretEnc, tokenVersion: account.tokenVersion + 1, updatedAt: now })
        .where((a, op) => op.eq(a.tokenVersion, account.tokenVersion))
        .go();
    } catch {
      continue; // another refresh won: use its tokens
    }
    return { accessToken: tokens.accessToken, account: { ...account, secretEnc } };
  }
  throw new AppError('SERVICE_UNAVAILABLE', xMessages.unavailable);
}

/** Marks the X account broken once (conditional write) and notifies its owner (type twitter-disconnected). */
export async function markXAccountBroken(deps: Deps, key: XAccountKey, reason: string): Promise<void> {
  try {
    await deps.db.entities.xAccount
      .patch(key)
      .set({ status: 'broken', errorMessage: reason, updatedAt: deps.clock.now() })
      .where((a, op) => op.eq(a.status, 'connected'))
      .go();
  } catch {
    return;
  }
  await notify(deps, {
    ...key,
    type: 'twitter-disconnected',
    level: 'error',
    target: 'user',
    message: reason,
  });
}

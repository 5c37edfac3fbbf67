import { AppError } from '@outreach/shared/errors';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { XAccountEntity } from '../../data/entities/x-account.ts';
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
 * refreshes must not race: one caller takes a short lease on the row and refreshes, the others wait
 * for its tokens; the new tokens are written only if the row's `tokenVersion` is still the one read. A refused refresh (the user
 * removed the app on X) marks the account broken and tells the user.
 */
export async function xAccess(
  deps: Deps,
  key: XAccountKey,
): Promise<{ accessToken: string; account: XAccountRow }> {
  const x = requireX(deps);
  for (let round = 0; round < 4; round += 1) {
    const account = await getXAccount(deps, key);
    if (account?.status !== 'connected') throw new XAccountUnavailable(xMessages.disconnected);
    const secret = JSON.parse(await deps.secrets.decrypt(account.secretEnc, xSecretContext(key))) as XSecret;
    const now = deps.clock.now();
    if (secret.expiresAt - REFRESH_MARGIN_MS > now) return { accessToken: secret.accessToken, account };
    if (!secret.refreshToken) {
      await markXAccountBroken(deps, key, xMessages.disconnected);
      throw new XAccountUnavailable(xMessages.disconnected);
    }
    // One refresh at a time: X invalidates a refresh token once used, so a second caller refreshing
    // with the same token would be refused and take the account for broken. The lease holder
    // refreshes; the others wait for its new tokens (or for the lease to lapse, if it died).
    if (!(await takeRefreshLease(deps, key, account.tokenVersion))) {
      await waitForRefresh(deps, key, account.tokenVersion);
      continue;
    }
    let tokens: Awaited<ReturnType<typeof x.refresh>>;
    try {
      tokens = await x.refresh(secret.refreshToken);
    } catch (err) {
      await releaseRefreshLease(deps, key, account.tokenVersion);
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
      await XAccountEntity.patch(key)
        .set({ secretEnc, tokenVersion: account.tokenVersion + 1, updatedAt: now })
        .remove(['refreshingUntil'])
        .where((a, op) => op.eq(a.tokenVersion, account.tokenVersion))
        .go();
    } catch {
      continue; // another refresh won: use its tokens
    }
    return { accessToken: tokens.accessToken, account: { ...account, secretEnc } };
  }
  throw new AppError('SERVICE_UNAVAILABLE', xMessages.unavailable);
}

/** How long one refresh may hold the account (X answers a refresh within seconds). */
const REFRESH_LEASE_MS = 20_000;

/** Takes the refresh lease of the account while its tokens are still `version`; false if another holds it. */
async function takeRefreshLease(deps: Deps, key: XAccountKey, version: number): Promise<boolean> {
  const wall = deps.clock.wallNow();
  try {
    await XAccountEntity.patch(key)
      .set({ refreshingUntil: wall + REFRESH_LEASE_MS })
      .where(
        (a, op) =>
          `${op.eq(a.tokenVersion, version)} AND (${op.notExists(a.refreshingUntil)} OR ${op.lt(a.refreshingUntil, wall)})`,
      )
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

async function releaseRefreshLease(_deps: Deps, key: XAccountKey, version: number): Promise<void> {
  await XAccountEntity.patch(key)
    .remove(['refreshingUntil'])
    .where((a, op) => op.eq(a.tokenVersion, version))
    .go()
    .catch(() => {});
}

/** Waits (wall time, polling the row) until the lease holder wrote new tokens or its lease lapsed. */
async function waitForRefresh(deps: Deps, key: XAccountKey, version: number): Promise<void> {
  for (;;) {
    const row = await getXAccount(deps, key);
    if (!row || row.tokenVersion !== version || row.status !== 'connected') return;
    const until = row.refreshingUntil ?? 0;
    if (until < deps.clock.wallNow()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Marks the X account broken once (conditional write) and notifies its owner (type twitter-disconnected). */
export async function markXAccountBroken(deps: Deps, key: XAccountKey, reason: string): Promise<void> {
  try {
    await XAccountEntity.patch(key)
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

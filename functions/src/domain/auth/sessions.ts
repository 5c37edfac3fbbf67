import { AppError } from '@outreach/shared/errors';
import { ulid } from 'ulid';
import { SessionEntity } from '../../data/entities/session.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { serializeCookie } from '../../lib/http-result.ts';
import { signAccessToken } from '../../lib/sign-access-token.ts';
import { REFRESH_TTL_SECONDS, randomToken, sha256 } from '../../lib/tokens.ts';
import type { Deps } from '../../ports/deps.ts';
import { pushLogout } from '../realtime/push-logout.ts';

export const REFRESH_COOKIE = 'refresh';
const REFRESH_PATH = '/api/v1/auth';

export interface IssuedSession {
  authToken: string;
  cookies: string[];
  sessionId: string;
}

function refreshCookie(deps: Deps, value: string, maxAge: number): string {
  return serializeCookie(REFRESH_COOKIE, value, {
    path: REFRESH_PATH,
    httpOnly: true,
    secure: deps.env.appUrl.startsWith('https://'),
    sameSite: 'Lax',
    maxAgeSeconds: maxAge,
  });
}

export function clearRefreshCookie(deps: Deps): string {
  return refreshCookie(deps, '', 0);
}

/** Opens a session for `userId` (acting as `acting` when impersonating) and issues its first tokens. */
export async function openSession(
  deps: Deps,
  userId: string,
  meta: {
    ip?: string;
    userAgent?: string;
    acting?: { userId: string; teamId?: string };
    previousSessionId?: string;
  } = {},
): Promise<IssuedSession> {
  const now = deps.clock.now();
  const sessionId = ulid(now);
  const secret = randomToken();
  const expiresAt = now + REFRESH_TTL_SECONDS * 1000;
  await SessionEntity.create({
    userId,
    sessionId,
    refreshHash: sha256(secret),
    actingUserId: meta.acting?.userId,
    actingTeamId: meta.acting?.teamId,
    previousSessionId: meta.previousSessionId,
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 512),
    createdAt: now,
    expiresAt,
    ttl: Math.ceil(expiresAt / 1000),
  }).go();
  const authToken = await accessTokenFor(deps, userId, sessionId, meta.acting);
  return {
    authToken,
    sessionId,
    cookies: [refreshCookie(deps, `${userId}.${sessionId}.${secret}`, REFRESH_TTL_SECONDS)],
  };
}

async function accessTokenFor(
  deps: Deps,
  realUserId: string,
  sessionId: string,
  acting?: { userId: string; teamId?: string },
): Promise<string> {
  const subject = acting?.userId ?? realUserId;
  const user = (await UserEntity.get({ userId: subject }).go()).data;
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return signAccessToken(deps, {
    sub: subject,
    name: `${user.firstName} ${user.lastName}`.trim(),
    realUserId,
    sid: sessionId,
    tid: acting?.teamId ?? user.lastTeamId,
  });
}

/** How many children of one parent secret stay valid at once (parallel refreshes of one browser). */
const MAX_SIBLINGS = 8;

/**
 * Renews the access token from the refresh cookie and rotates the refresh secret.
 *
 * An answer can be lost after the server rotated (the page navigated away, the network dropped,
 * two tabs refreshed at once), leaving the browser with the parent secret or with any of several
 * children. So the secrets that are valid are the current one, its unused siblings, and their
 * parent as long as none of its children has been used: using one of them proves which one the
 * browser kept, and the others die. Anything older is a stolen secret: the session is revoked.
 */
export async function refreshSession(deps: Deps, cookie: string | undefined): Promise<IssuedSession> {
  const [userId, sessionId, secret] = (cookie ?? '').split('.');
  if (!userId || !sessionId || !secret) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const presented = sha256(secret);
  for (let attempt = 0; attempt < 6; attempt++) {
    const s = (await SessionEntity.get({ userId, sessionId }).go()).data;
    const now = deps.clock.now();
    if (!s || s.revokedAt || s.expiresAt <= now) throw new AppError('UNAUTHORIZED', 'Unauthorized');
    const siblings = s.siblingRefreshHashes ?? [];
    const isChild = presented === s.refreshHash || siblings.includes(presented);
    const isParent = !isChild && presented === s.parentRefreshHash;
    if (!isChild && !isParent) {
      await revokeSession(deps, userId, sessionId);
      throw new AppError('UNAUTHORIZED', 'Unauthorized');
    }
    const next = randomToken();
    // A child used: it becomes the parent and its siblings die. The parent again: one more sibling.
    const set = isChild
      ? { refreshHash: sha256(next), parentRefreshHash: presented, siblingRefreshHashes: [] as string[] }
      : {
          refreshHash: sha256(next),
          siblingRefreshHashes: [...siblings, s.refreshHash].slice(-MAX_SIBLINGS),
        };
    const rotated = await SessionEntity.patch({ userId, sessionId })
      .set(set)
      .where((a, op) => op.eq(a.refreshHash, s.refreshHash))
      .go()
      .then(
        () => true,
        () => false,
      );
    // A parallel refresh rotated first: read the session again and place this secret anew.
    if (!rotated) continue;
    const acting = s.actingUserId ? { userId: s.actingUserId, teamId: s.actingTeamId } : undefined;
    const authToken = await accessTokenFor(deps, userId, sessionId, acting);
    return {
      authToken,
      sessionId,
      cookies: [refreshCookie(deps, `${userId}.${sessionId}.${next}`, REFRESH_TTL_SECONDS)],
    };
  }
  throw new AppError('UNAUTHORIZED', 'Unauthorized');
}

export async function revokeSession(deps: Deps, userId: string, sessionId: string): Promise<void> {
  await SessionEntity.patch({ userId, sessionId })
    .set({ revokedAt: deps.clock.now() })
    .go()
    .catch(() => {});
}

/**
 * Logout with the refresh cookie alone (the access token may have expired): revokes the session only
 * when the cookie carries one of the session's live secrets, so knowing a session id is not enough.
 */
export async function revokeSessionByCookie(deps: Deps, cookie: string | undefined): Promise<void> {
  const [userId, sessionId, secret] = (cookie ?? '').split('.');
  if (!userId || !sessionId || !secret) return;
  const s = (
    await SessionEntity.get({ userId, sessionId })
      .go()
      .catch(() => undefined)
  )?.data;
  const presented = sha256(secret);
  const valid =
    presented === s?.refreshHash ||
    presented === s?.parentRefreshHash ||
    (s?.siblingRefreshHashes ?? []).includes(presented);
  if (!s || s.revokedAt || !valid) return;
  await revokeSession(deps, userId, sessionId);
}

/**
 * Revokes every session of a user except `keep` (password change or reset, removed from the team,
 * moved to ghost), and tells their open tabs over the realtime channel to end the session now.
 */
export async function revokeAllSessions(deps: Deps, userId: string, keep?: string): Promise<void> {
  const { data } = await SessionEntity.query.byUser({ userId }).go({ pages: 'all' });
  const ended = data.filter((s) => s.sessionId !== keep && !s.revokedAt).map((s) => s.sessionId);
  await Promise.all(ended.map((sessionId) => revokeSession(deps, userId, sessionId)));
  await pushLogout(deps, userId, ended);
}

/**
 * Takes an earlier session of the user back (stop impersonating restores the previous token):
 * rotates its refresh secret and issues a new access token. Undefined when it ended meanwhile.
 */
export async function resumeSession(
  deps: Deps,
  userId: string,
  sessionId: string,
): Promise<IssuedSession | undefined> {
  const s = (await SessionEntity.get({ userId, sessionId }).go()).data;
  if (!s || s.revokedAt || s.expiresAt <= deps.clock.now()) return undefined;
  const next = randomToken();
  await SessionEntity.patch({ userId, sessionId })
    .set({ refreshHash: sha256(next), siblingRefreshHashes: [] })
    .remove(['parentRefreshHash'])
    .go();
  const acting = s.actingUserId ? { userId: s.actingUserId, teamId: s.actingTeamId } : undefined;
  return {
    authToken: await accessTokenFor(deps, userId, sessionId, acting),
    sessionId,
    cookies: [refreshCookie(deps, `${userId}.${sessionId}.${next}`, REFRESH_TTL_SECONDS)],
  };
}

/** A new access token for the same session, after the user's current team changed. */
export async function reissueAccessToken(deps: Deps, realUserId: string, sessionId: string): Promise<string> {
  return accessTokenFor(deps, realUserId, sessionId);
}

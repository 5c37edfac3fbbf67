import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../ports/deps.ts';

/** Access tokens live 15 minutes; the refresh cookie renews them without the user noticing. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export interface AccessClaims {
  /** The user the session acts as (the impersonated user while impersonating). */
  sub: string;
  name: string;
  /** The session owner: the real user behind an impersonation (spec 1 §3 realUserId). */
  realUserId: string;
  sid: string;
  tid?: string;
}

const fromB64 = (part: string) => Buffer.from(part, 'base64url');

/**
 * The claims of one of our access tokens (HS256, signed by sign-access-token.ts) after checking its
 * signature and expiry; throws otherwise. Every function checks tokens, so this is an HMAC compare in
 * node:crypto rather than jose's general JWS verification (17 KiB in every cold start); jose signs, in the
 * auth functions only.
 */
function verifyHs256(token: string, key: Uint8Array, nowMs: number): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('not a compact JWS');
  const [header, payload, signature] = parts;
  const h = JSON.parse(fromB64(header).toString('utf8'));
  // Only the algorithm we sign with; no header parameter the verifier would have to understand.
  if (h?.alg !== 'HS256' || h.crit !== undefined || h.b64 !== undefined) throw new Error('header');
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = fromB64(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('signature');
  const claims = JSON.parse(fromB64(payload).toString('utf8'));
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new Error('claims');
  const now = Math.floor(nowMs / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Error('expired');
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now))
    throw new Error('nbf');
  return claims;
}

export async function verifyAccessToken(deps: Deps, token: string): Promise<AccessClaims> {
  try {
    const payload = verifyHs256(token, await deps.secrets.signingKey(), deps.clock.now());
    if (
      typeof payload.sub !== 'string' ||
      !payload.sub ||
      typeof payload.sid !== 'string' ||
      typeof payload.realUserId !== 'string'
    ) {
      throw new Error('claims');
    }
    return {
      sub: payload.sub,
      name: String(payload.name ?? ''),
      realUserId: payload.realUserId,
      sid: payload.sid,
      tid: typeof payload.tid === 'string' ? payload.tid : undefined,
    };
  } catch {
    throw new AppError('UNAUTHORIZED', 'Unauthorized');
  }
}

/** A URL-safe random secret (links, refresh tokens, exchange codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

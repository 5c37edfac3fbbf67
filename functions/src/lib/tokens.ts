import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@outreach/shared/errors';
import { jwtVerify } from 'jose/jwt/verify';
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

export async function verifyAccessToken(deps: Deps, token: string): Promise<AccessClaims> {
  try {
    // jose's verification (HS256 only, expiry required); signing is in sign-access-token.ts, so the
    // functions that only check tokens load jose's verify path and not SignJWT.
    const { payload } = await jwtVerify(token, await deps.secrets.signingKey(), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(deps.clock.now()),
    });
    if (!payload.sub || typeof payload.sid !== 'string' || typeof payload.realUserId !== 'string') {
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

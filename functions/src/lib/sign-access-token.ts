import { SignJWT } from 'jose/jwt/sign';
import type { Deps } from '../ports/deps.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims, randomToken } from './tokens.ts';

/** An access token (HS256) for a session: only the functions that start or refresh one load jose. */
export async function signAccessToken(deps: Deps, claims: AccessClaims): Promise<string> {
  const now = Math.floor(deps.clock.now() / 1000);
  return new SignJWT({ name: claims.name, realUserId: claims.realUserId, sid: claims.sid, tid: claims.tid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setJti(randomToken(12))
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await deps.secrets.signingKey());
}

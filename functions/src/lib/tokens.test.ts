import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../ports/deps.ts';
import { signAccessToken } from './sign-access-token.ts';
import { ACCESS_TOKEN_TTL_SECONDS, verifyAccessToken } from './tokens.ts';

const KEY = new TextEncoder().encode('k'.repeat(32));
const T0 = Date.UTC(2026, 11, 30, 23, 0, 0);
const depsAt = (now: number, key = KEY) =>
  ({ clock: { now: () => now }, secrets: { signingKey: async () => key } }) as unknown as Deps;
const claims = { sub: 'u1', name: 'Ada Lovelace', realUserId: 'u0', sid: 's1', tid: 't1' };

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A token with any header and payload, signed with HMAC-SHA256 over them. */
const handMade = (header: unknown, payload: unknown, key = KEY) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};
const exp = Math.floor(T0 / 1000) + 60;
const rejects = (token: string, now = T0) =>
  expect(verifyAccessToken(depsAt(now), token)).rejects.toMatchObject({ statusCode: 401 });

// verifyAccessToken checks HS256 with jose's jwtVerify; signAccessToken signs with jose (its own module).
describe('access tokens', () => {
  it('verifies what signAccessToken issued, until it expires', async () => {
    const token = await signAccessToken(depsAt(T0), claims);
    expect(await verifyAccessToken(depsAt(T0), token)).toEqual(claims);
    const lastSecond = T0 + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000;
    expect(await verifyAccessToken(depsAt(lastSecond), token)).toEqual(claims);
    await rejects(token, T0 + ACCESS_TOKEN_TTL_SECONDS * 1000);
  });

  it('refuses another key, a changed payload or signature, and a token that is not three parts', async () => {
    const token = await signAccessToken(depsAt(T0), claims);
    await expect(
      verifyAccessToken(depsAt(T0, new TextEncoder().encode('x'.repeat(32))), token),
    ).rejects.toMatchObject({ statusCode: 401 });
    const [h, , s] = token.split('.');
    await rejects(`${h}.${b64({ ...claims, sub: 'admin', exp })}.${s}`);
    await rejects(`${token.slice(0, -2)}AA`);
    await rejects(`${token}.x`);
    await rejects('not-a-token');
  });

  it('refuses other algorithms and headers it does not understand', async () => {
    const payload = { ...claims, exp };
    await rejects(`${b64({ alg: 'none' })}.${b64(payload)}.`);
    await rejects(
      await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array(64).fill(7)),
    );
    await rejects(handMade({ alg: 'HS512' }, payload));
    await rejects(handMade({ alg: 'HS256', crit: ['x'], x: 1 }, payload));
    await rejects(handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, payload));
    expect(await verifyAccessToken(depsAt(T0), handMade({ alg: 'HS256' }, payload))).toEqual(claims);
  });

  it('refuses a token without expiry, not valid yet, or missing the session claims', async () => {
    await rejects(handMade({ alg: 'HS256' }, claims));
    await rejects(handMade({ alg: 'HS256' }, { ...claims, exp, nbf: exp }));
    await rejects(handMade({ alg: 'HS256' }, { ...claims, exp, sid: undefined }));
    await rejects(handMade({ alg: 'HS256' }, { ...claims, exp, sub: '' }));
    await rejects(handMade({ alg: 'HS256' }, [claims]));
  });
});

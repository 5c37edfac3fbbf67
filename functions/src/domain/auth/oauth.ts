import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@outreach/shared/errors';
import { EMAIL_MAX_LENGTH } from '@outreach/shared/schemas/email';
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import * as oidc from 'openid-client';
import { serializeCookie } from '../../lib/http-result.ts';
import type { Deps } from '../../ports/deps.ts';
import { createAccount, findUserByEmail } from './create-account.ts';
import { openSession } from './sessions.ts';
import { signInMessages } from './sign-in-messages.ts';

export type OAuthProvider = 'google' | 'microsoft';

interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
}

/** Google and Microsoft are plain OpenID Connect code flows; locally both point at an oidc-provider. */
export function providerConfig(deps: Deps, p: OAuthProvider): ProviderConfig {
  return {
    ...deps.env.oauth[p],
    redirectUri:
      p === 'google' ? `${deps.env.appUrl}/auth/google/callback` : `${deps.env.appUrl}/microsoft/callback`,
    scope: 'openid email profile',
  };
}

const configs = new Map<string, Promise<oidc.Configuration>>();

function discover(cfg: ProviderConfig): Promise<oidc.Configuration> {
  const key = `${cfg.issuer}|${cfg.clientId}`;
  let c = configs.get(key);
  if (!c) {
    const insecure = cfg.issuer.startsWith('http://');
    c = oidc.discovery(new URL(cfg.issuer), cfg.clientId, cfg.clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
    c.catch(() => configs.delete(key));
    configs.set(key, c);
  }
  return c;
}

/** The flow cookie: one per provider, sent only to the auth routes, gone after 10 minutes. */
const FLOW_TTL_SECONDS = 600;
const FLOW_PATH = '/api/v1/auth';
export const flowCookieName = (p: OAuthProvider) => `oauth_${p}`;

const OAUTH_FAILED = 'The sign-in with this provider failed. Please try again.';
export const oauthMessages = {
  failed: OAUTH_FAILED,
  unverifiedEmail: 'This provider has not verified your email address. Please verify it there first.',
  noEmail: 'The provider did not share an email address',
} as const;

function flowCookie(deps: Deps, p: OAuthProvider, value: string, maxAge: number): string {
  return serializeCookie(flowCookieName(p), value, {
    path: FLOW_PATH,
    httpOnly: true,
    secure: deps.env.appUrl.startsWith('https://'),
    // Only ever needed by the SPA's own (same-origin) calls.
    sameSite: 'Strict',
    maxAgeSeconds: maxAge,
  });
}

export function clearFlowCookie(deps: Deps, p: OAuthProvider): string {
  return flowCookie(deps, p, '', 0);
}

/**
 * Starts a code flow: a fresh state, nonce and PKCE verifier, kept in a signed httpOnly cookie bound to
 * this browser (nothing stored server-side). The state the provider sends back is `<random>.<spaState>`,
 * so the SPA's callback page still reads its return path after the dot.
 */
export async function codeUrl(
  deps: Deps,
  p: OAuthProvider,
  spaState?: string,
): Promise<{ url: string; cookie: string }> {
  const cfg = providerConfig(deps, p);
  if (!cfg.clientId) throw new AppError('SERVICE_UNAVAILABLE', `${p} sign-in is not configured`);
  const config = await discover(cfg);
  const state = `${oidc.randomState()}.${spaState ?? ''}`;
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: cfg.redirectUri,
    scope: cfg.scope,
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    // Real Google and Microsoft show their account chooser; the local OIDC stand-in has no such prompt.
    ...(cfg.issuer.startsWith('https://') ? { prompt: 'select_account' } : {}),
  });
  const now = Math.floor(deps.clock.now() / 1000);
  const sealed = await new SignJWT({ state, nonce, verifier })
    .setProtectedHeader({ alg: 'HS256', typ: 'oauth-flow+jwt' })
    .setAudience(`oauth-flow:${p}`)
    .setIssuedAt(now)
    .setExpirationTime(now + FLOW_TTL_SECONDS)
    .sign(await deps.secrets.signingKey());
  return { url: url.href, cookie: flowCookie(deps, p, sealed, FLOW_TTL_SECONDS) };
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
}

/** The flow this browser started, if its cookie is genuine, unexpired and for this provider. */
async function openFlow(deps: Deps, p: OAuthProvider, cookie: string | undefined): Promise<Flow> {
  if (!cookie) throw new AppError('UNAUTHORIZED', OAUTH_FAILED);
  try {
    const { payload } = await jwtVerify(cookie, await deps.secrets.signingKey(), {
      algorithms: ['HS256'],
      typ: 'oauth-flow+jwt',
      audience: `oauth-flow:${p}`,
      currentDate: new Date(deps.clock.now()),
    });
    const { state, nonce, verifier } = payload;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string')
      throw new Error('flow');
    return { state, nonce, verifier };
  } catch {
    throw new AppError('UNAUTHORIZED', OAUTH_FAILED);
  }
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

interface Identity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  picture?: string;
}

/** An `email_verified` claim, or Microsoft's `xms_edov` (the email's domain owner verified it). */
function emailVerified(p: OAuthProvider, claims: Record<string, unknown>): boolean {
  const yes = (v: unknown) => v === true || v === 'true';
  return yes(claims.email_verified) || (p === 'microsoft' && yes(claims.xms_edov));
}

async function identityFromCode(
  deps: Deps,
  p: OAuthProvider,
  code: string,
  returned: { state?: string; flowCookie?: string },
): Promise<Identity> {
  const flow = await openFlow(deps, p, returned.flowCookie);
  if (!returned.state || !sameString(returned.state, flow.state))
    throw new AppError('UNAUTHORIZED', OAUTH_FAILED);
  const cfg = providerConfig(deps, p);
  const config = await discover(cfg);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    const callback = new URL(cfg.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', returned.state);
    // RFC 9207: providers that announce it put `iss` on the redirect; the SPA forwards only the code,
    // and the issuer is the one we discovered.
    const meta = config.serverMetadata();
    if (meta.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', meta.issuer);
    tokens = await oidc.authorizationCodeGrant(
      config,
      callback,
      {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.verifier,
        idTokenExpected: true,
      },
      { redirect_uri: cfg.redirectUri },
    );
  } catch {
    throw new AppError('UNAUTHORIZED', OAUTH_FAILED);
  }
  const claims = tokens.claims();
  // Only the `email` claim: preferred_username and the like are not verified addresses.
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!claims?.sub || !email.includes('@') || email.length > EMAIL_MAX_LENGTH)
    throw new AppError('BAD_REQUEST', oauthMessages.noEmail);
  if (!emailVerified(p, claims)) throw new AppError('BAD_REQUEST', oauthMessages.unverifiedEmail);
  const name = String(claims.name ?? '').slice(0, 200);
  return {
    sub: claims.sub,
    email,
    firstName: (String(claims.given_name ?? name.split(' ')[0] ?? '') || email.split('@')[0]).slice(0, 100),
    lastName: (String(claims.family_name ?? name.split(' ').slice(1).join(' ') ?? '') || '-').slice(0, 100),
    picture: typeof claims.picture === 'string' && claims.picture.length <= 2048 ? claims.picture : undefined,
  };
}

export async function signInWithProvider(
  deps: Deps,
  p: OAuthProvider,
  mode: 'sign-in' | 'sign-up',
  code: string,
  returned: { state?: string; flowCookie?: string },
  meta: { ip: string; userAgent: string; referralCode?: string },
) {
  const id = await identityFromCode(deps, p, code, returned);
  const existing = await findUserByEmail(deps, id.email);
  if (existing) {
    const linkedSub = p === 'google' ? existing.googleSub : existing.microsoftSub;
    if (linkedSub && linkedSub !== id.sub) throw new AppError('UNAUTHORIZED', signInMessages.wrongPassword);
    if (!linkedSub) throw new AppError('BAD_REQUEST', signInMessages.differentMethod);
    return openSession(deps, existing.userId, meta);
  }
  if (mode === 'sign-in') throw new AppError('NOT_FOUND', signInMessages.unknownUser);
  const { userId } = await createAccount(deps, {
    email: id.email,
    firstName: id.firstName,
    lastName: id.lastName,
    provider: p,
    providerSub: id.sub,
    isEmailVerified: true,
    profilePictureUrl: id.picture,
    tracking: { referralCode: meta.referralCode },
  });
  return openSession(deps, userId, meta);
}

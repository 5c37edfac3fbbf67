import { AppError } from '@outreach/shared/errors';
import * as oidc from 'openid-client';
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
  const e = process.env;
  if (p === 'google') {
    return {
      issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
      clientId: e.GOOGLE_CLIENT_ID ?? '',
      clientSecret: e.GOOGLE_CLIENT_SECRET ?? '',
      redirectUri: `${deps.env.appUrl}/auth/google/callback`,
      scope: 'openid email profile',
    };
  }
  return {
    issuer: e.MICROSOFT_ISSUER ?? 'https://login.microsoftonline.com/common/v2.0',
    clientId: e.MICROSOFT_CLIENT_ID ?? '',
    clientSecret: e.MICROSOFT_CLIENT_SECRET ?? '',
    redirectUri: `${deps.env.appUrl}/microsoft/callback`,
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

export async function codeUrl(deps: Deps, p: OAuthProvider, state?: string): Promise<{ url: string }> {
  const cfg = providerConfig(deps, p);
  if (!cfg.clientId) throw new AppError('SERVICE_UNAVAILABLE', `${p} sign-in is not configured`);
  const config = await discover(cfg);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: cfg.redirectUri,
    scope: cfg.scope,
    response_type: 'code',
    // Real Google and Microsoft show their account chooser; the local OIDC stand-in has no such prompt.
    ...(cfg.issuer.startsWith('https://') ? { prompt: 'select_account' } : {}),
    ...(state ? { state } : {}),
  });
  return { url: url.href };
}

interface Identity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  picture?: string;
}

async function identityFromCode(deps: Deps, p: OAuthProvider, code: string): Promise<Identity> {
  const cfg = providerConfig(deps, p);
  const config = await discover(cfg);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    const callback = new URL(cfg.redirectUri);
    callback.searchParams.set('code', code);
    // RFC 9207: providers that announce it put `iss` on the redirect; the SPA forwards only the code,
    // and the issuer is the one we discovered.
    const meta = config.serverMetadata();
    if (meta.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', meta.issuer);
    tokens = await oidc.authorizationCodeGrant(config, callback, {}, { redirect_uri: cfg.redirectUri });
  } catch {
    throw new AppError('UNAUTHORIZED', 'The sign-in with this provider failed. Please try again.');
  }
  const claims = tokens.claims();
  const email = String(claims?.email ?? claims?.preferred_username ?? '').toLowerCase();
  if (!claims?.sub || !email.includes('@'))
    throw new AppError('BAD_REQUEST', 'The provider did not share an email address');
  const name = String(claims.name ?? '');
  return {
    sub: claims.sub,
    email,
    firstName: String(claims.given_name ?? name.split(' ')[0] ?? '') || email.split('@')[0],
    lastName: String(claims.family_name ?? name.split(' ').slice(1).join(' ') ?? '') || '-',
    picture: typeof claims.picture === 'string' ? claims.picture : undefined,
  };
}

export async function signInWithProvider(
  deps: Deps,
  p: OAuthProvider,
  mode: 'sign-in' | 'sign-up',
  code: string,
  meta: { ip: string; userAgent: string; referralCode?: string },
) {
  const id = await identityFromCode(deps, p, code);
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

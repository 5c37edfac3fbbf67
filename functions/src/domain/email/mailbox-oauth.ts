import { AppError } from '@outreach/shared/errors';
import { EMAIL_MAX_LENGTH } from '@outreach/shared/schemas/email';
import * as oidc from 'openid-client';
import { MailboxEntity } from '../../data/entities/mailbox.ts';
import type { MailOAuthEnv } from '../../lib/env.ts';
import type { Deps } from '../../ports/deps.ts';
import { consumeToken, issueToken } from '../auth/one-time-tokens.ts';
import { asBadRequest, mailboxSecretContext } from './mail-logins.ts';
import { getMailbox, type MailboxKey } from './mail-settings-view.ts';

export type MailOAuthProvider = 'gmail' | 'outlook';

export const mailOAuthMessages = {
  failed: 'The connection with this provider failed. Please try again.',
  noRefresh: 'The provider did not grant offline access to this mailbox. Please try again and allow access.',
  notConfigured: (p: MailOAuthProvider) => `${p === 'gmail' ? 'Gmail' : 'Outlook'} is not configured`,
} as const;

/**
 * Where the provider sends the browser back: the Integrations page, which finishes the connection
 * (the SPA's part of the state names the provider).
 */
export const mailRedirectUri = (deps: Deps, _p: MailOAuthProvider) => `${deps.env.appUrl}/integrations`;

const configs = new Map<string, Promise<oidc.Configuration>>();

/** The provider's OpenID configuration, discovered once per process. */
export function discoverMailProvider(cfg: MailOAuthEnv): Promise<oidc.Configuration> {
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

function providerEnv(deps: Deps, p: MailOAuthProvider): MailOAuthEnv {
  const cfg = deps.env.mailOAuth[p];
  if (!cfg.clientId) throw new AppError('SERVICE_UNAVAILABLE', mailOAuthMessages.notConfigured(p));
  return cfg;
}

/**
 * GET /gmail/code-url and /microsoft/outlook/code-url: the provider's consent URL for mail access
 * with offline access (a refresh token). The flow (PKCE verifier, nonce, who asked) is a one-time
 * server-side token; the state sent is `<token>.<the SPA's state>`.
 */
export async function mailCodeUrl(deps: Deps, key: MailboxKey, p: MailOAuthProvider, spaState?: string) {
  const cfg = providerEnv(deps, p);
  const config = await discoverMailProvider(cfg);
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const token = await issueToken(deps, 'oauth-state', key.userId, {
    purpose: `mailbox-${p}`,
    ...key,
    verifier,
    nonce,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: mailRedirectUri(deps, p),
    scope: cfg.scope,
    response_type: 'code',
    state: `${token}.${spaState ?? ''}`,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
    ...(p === 'gmail' ? { access_type: 'offline' } : {}),
  });
  return { url: url.href };
}

/**
 * POST /gmail/sign-in and /microsoft/outlook/sign-in: exchanges the code (bound to the flow this
 * user started), checks that the mailbox opens over SMTP with the access token, and stores the
 * refresh token encrypted. Replaces any other provider.
 */
export async function connectMailOAuth(
  deps: Deps,
  key: MailboxKey,
  p: MailOAuthProvider,
  input: { code: string; state?: string },
) {
  const cfg = providerEnv(deps, p);
  const flowToken = (input.state ?? '').split('.')[0] ?? '';
  const flow = flowToken
    ? await consumeToken(deps, 'oauth-state', flowToken)
    : { status: 'bad_request' as const };
  const data = flow.status === 'live' ? (flow.data as Record<string, string>) : null;
  if (!data || data.purpose !== `mailbox-${p}` || data.userId !== key.userId || data.teamId !== key.teamId) {
    throw new AppError('BAD_REQUEST', mailOAuthMessages.failed);
  }
  const config = await discoverMailProvider(cfg);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    const callback = new URL(mailRedirectUri(deps, p));
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state ?? '');
    const meta = config.serverMetadata();
    if (meta.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', meta.issuer);
    tokens = await oidc.authorizationCodeGrant(
      config,
      callback,
      {
        expectedState: input.state,
        expectedNonce: data.nonce,
        pkceCodeVerifier: data.verifier,
        idTokenExpected: true,
      },
      { redirect_uri: mailRedirectUri(deps, p) },
    );
  } catch {
    throw new AppError('BAD_REQUEST', mailOAuthMessages.failed);
  }
  const claims = tokens.claims();
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@') || email.length > EMAIL_MAX_LENGTH)
    throw new AppError('BAD_REQUEST', mailOAuthMessages.failed);
  if (!tokens.refresh_token) throw new AppError('BAD_REQUEST', mailOAuthMessages.noRefresh);
  await deps.mailProtocols
    .verifySmtp({ ...cfg.smtp, tls: true, username: email, password: '', accessToken: tokens.access_token })
    .catch(asBadRequest);
  const now = deps.clock.now();
  const existing = await getMailbox(deps, key);
  const secretEnc = await deps.secrets.encrypt(
    JSON.stringify({ refreshToken: tokens.refresh_token }),
    mailboxSecretContext(key.teamId, key.userId),
  );
  const name = typeof claims?.name === 'string' ? claims.name.slice(0, 200) : '';
  await MailboxEntity.put({
    ...key,
    provider: p,
    email,
    senderName: name,
    replyToEmail: email,
    secretEnc,
    status: 'connected',
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  }).go();
  return { success: true, email };
}

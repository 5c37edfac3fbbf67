import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import type { Mailboxes } from './mailboxes.ts';

export interface MailOAuthProvider {
  label: 'gmail' | 'outlook';
  url: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Whether an access token this provider issued is live and belongs to `user`. */
  validateAccessToken(user: string, token: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * A mail provider's OAuth (oidc-provider) standing in for Google's and Microsoft's consent for mail
 * access: any login is a sandbox mailbox address (created on first use), access tokens open that
 * mailbox over SMTP and IMAP with XOAUTH2, refresh tokens are issued for `offline_access`.
 * `POST /sandbox/revoke-access` (form or JSON `email`) plays the user removing the app's access in
 * their account settings: every token issued before it stops working.
 */
export async function startMailOAuthProvider(opts: {
  port: number;
  label: 'gmail' | 'outlook';
  redirectUri: string;
  mailboxes: Mailboxes;
}): Promise<MailOAuthProvider> {
  const issuer = `http://127.0.0.1:${opts.port}`;
  const clientId = `${opts.label}-mail-local-client`;
  const clientSecret = `${opts.label}-mail-local-secret`;
  const revokedBefore = new Map<string, number>();
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: [`${opts.label}-mail-local-cookie-key`] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'offline_access', 'mail'],
    conformIdTokenClaims: false,
    rotateRefreshToken: false,
    // Consent for offline_access is what makes a refresh token; the dev consent page grants it.
    issueRefreshToken: async (
      _ctx: unknown,
      client: { grantTypeAllowed(t: string): boolean },
      code: { scopes: Set<string> },
    ) => client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    async findAccount(_ctx: unknown, id: string, token?: { iat?: number }) {
      const email = opts.mailboxes.ensure(id.includes('@') ? id : `${id}@${opts.label}.sandbox.test`);
      // A token issued before the user removed our access is refused (refresh answers invalid_grant).
      if (token?.iat && token.iat * 1000 <= (revokedBefore.get(email) ?? 0)) return undefined;
      return {
        accountId: email,
        async claims() {
          return { sub: email, email, email_verified: true, name: email.split('@')[0] };
        },
      };
    },
    features: { devInteractions: { enabled: true }, revocation: { enabled: true } },
    ttl: {
      Session: 3600,
      Interaction: 3600,
      Grant: 365 * 86400,
      AuthorizationCode: 600,
      IdToken: 3600,
      AccessToken: 3600,
      RefreshToken: 365 * 86400,
    },
  } as never);
  console.warn = warn;
  provider.proxy = false;
  const callback = provider.callback();
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/sandbox/revoke-access') {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        let email = '';
        try {
          email = String(JSON.parse(body).email ?? '');
        } catch {
          email = new URLSearchParams(body).get('email') ?? '';
        }
        email = email.trim().toLowerCase();
        revokedBefore.set(email, Date.now());
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ revoked: email }));
      });
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((r) => server.listen(opts.port, '127.0.0.1', () => r()));
  return {
    label: opts.label,
    url: issuer,
    issuer,
    clientId,
    clientSecret,
    async validateAccessToken(user, token) {
      const at = await provider.AccessToken.find(token);
      if (!at?.accountId || at.accountId !== user.trim().toLowerCase()) return false;
      return (at.iat ?? 0) * 1000 > (revokedBefore.get(at.accountId) ?? 0);
    },
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import type { StandIn } from './dynamodb.ts';

export interface IdentityProvider extends StandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function nameFromLogin(login: string): { given: string; family: string } {
  const local = login.split('@')[0] ?? login;
  const [given = local, ...rest] = local.split(/[._-]+/);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { given: cap(given), family: cap(rest.join(' ') || 'Sandbox') };
}

/**
 * A real OpenID Connect provider (oidc-provider) standing in for Google or Microsoft sign-in.
 * Its built-in login page accepts any email as the login and any password; a login containing
 * `+unverified` comes back with `email_verified: false`.
 */
export async function startIdentityProvider(
  port: number,
  label: 'google' | 'microsoft',
  redirectUri: string,
): Promise<IdentityProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = `${label}-local-client`;
  const clientSecret = `${label}-local-secret`;
  // oidc-provider warns that its in-memory adapter, dev keys and dev login pages are for development:
  // exactly what this stand-in is, so those three lines are not printed at every start.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: [`${label}-local-cookie-key`] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, id: string) {
      const email = id.includes('@') ? id.toLowerCase() : `${id.toLowerCase()}@example.com`;
      const n = nameFromLogin(email);
      return {
        accountId: email,
        async claims() {
          return {
            sub: `${label}|${email}`,
            email,
            // A login with "+unverified" plays an address the provider has not verified.
            email_verified: !email.includes('+unverified'),
            name: `${n.given} ${n.family}`,
            given_name: n.given,
            family_name: n.family,
          };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Session: 3600,
      Interaction: 3600,
      Grant: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      AccessToken: 3600,
    },
  } as never);
  console.warn = warn;
  provider.proxy = false;
  const server: Server = createServer(provider.callback());
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return {
    url: issuer,
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

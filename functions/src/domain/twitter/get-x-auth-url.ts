import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../ports/deps.ts';
import { requireX, type XAccountKey, xSecretContext } from './x-account-view.ts';

/** How long the user has to authorise the app on X and type the PIN (X's codes live about as long). */
export const X_FLOW_TTL_MS = 10 * 60_000;

/**
 * GET /twitter/auth-url: X's consent URL (OAuth 2.0 authorization code with PKCE). The verifier is kept
 * server-side, encrypted, for this user until the PIN comes back; a new sign-in replaces it.
 */
export async function getXAuthUrl(deps: Deps, key: XAccountKey): Promise<{ url: string }> {
  const x = requireX(deps);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const now = deps.clock.now();
  await deps.db.entities.xConnectFlow
    .put({
      ...key,
      verifierEnc: await deps.secrets.encrypt(verifier, xSecretContext(key)),
      expiresAt: now + X_FLOW_TTL_MS,
      ttl: Math.ceil((now + X_FLOW_TTL_MS) / 1000) + 86_400,
    })
    .go();
  const state = randomBytes(16).toString('base64url');
  return { url: await x.authorizationUrl({ state, codeChallenge: challenge }) };
}

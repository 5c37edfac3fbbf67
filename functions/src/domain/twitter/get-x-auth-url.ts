import { createHash, randomBytes } from 'node:crypto';
import { XConnectFlowEntity } from '../../data/entities/x-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireX, type XAccountKey, xSecretContext } from './x-account-view.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** `<team>.<user>.<random>`, base64url parts: the flow's key and a secret only X and the user see. */
export function xFlowState(key: XAccountKey): string {
  return `${b64(key.teamId)}.${b64(key.userId)}.${randomBytes(24).toString('base64url')}`;
}

/** The flow key a state names, or null. */
export function xFlowKeyOf(state: string): XAccountKey | null {
  const [t, u, r] = state.split('.');
  if (!t || !u || !r) return null;
  const teamId = Buffer.from(t, 'base64url').toString();
  const userId = Buffer.from(u, 'base64url').toString();
  return teamId && userId ? { teamId, userId } : null;
}

export { sha256 as xFlowHash };

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
  // The state names the flow (team, user) and proves it (random): X's callback page hands it back.
  const state = xFlowState(key);
  await XConnectFlowEntity.put({
    ...key,
    stateHash: sha256(state),
    verifierEnc: await deps.secrets.encrypt(verifier, xSecretContext(key)),
    expiresAt: now + X_FLOW_TTL_MS,
    ttl: Math.ceil((now + X_FLOW_TTL_MS) / 1000) + 86_400,
  }).go();
  return { url: await x.authorizationUrl({ state, codeChallenge: challenge }) };
}

import { TokenEntity } from '../../data/entities/token.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Deps } from '../../ports/deps.ts';

export type TokenKind =
  | 'verify-email'
  | 'reset-password'
  | 'exchange'
  | 'oauth-state'
  | 'change-email'
  | 'li-verification';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  'verify-email': 24 * 3600_000,
  'reset-password': 3600_000,
  exchange: 5 * 60_000,
  'oauth-state': 10 * 60_000,
  'change-email': 24 * 3600_000,
  'li-verification': 24 * 3600_000,
};

export async function issueToken(
  deps: Deps,
  kind: TokenKind,
  userId?: string,
  data?: unknown,
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  const expiresAt = now + TOKEN_TTL_MS[kind];
  await TokenEntity.create({
    tokenHash: sha256(token),
    kind,
    userId,
    data,
    createdAt: now,
    expiresAt,
    ttl: Math.ceil(expiresAt / 1000) + 86400,
  }).go();
  return token;
}

export type TokenCheck =
  | { status: 'live'; userId?: string; data?: unknown }
  | { status: 'expired'; userId?: string }
  | { status: 'bad_request' };

/** Marks a token used, once: a second use (or a racing one) finds it spent. */
export async function consumeToken(deps: Deps, kind: TokenKind, token: string): Promise<TokenCheck> {
  const tokenHash = sha256(token);
  const t = (await TokenEntity.get({ tokenHash, kind }).go()).data;
  if (!t || t.usedAt) return { status: 'bad_request' };
  if (t.expiresAt <= deps.clock.now()) return { status: 'expired', userId: t.userId };
  try {
    await TokenEntity.patch({ tokenHash, kind })
      .set({ usedAt: deps.clock.now() })
      .where((a, op) => op.notExists(a.usedAt))
      .go();
  } catch {
    return { status: 'bad_request' };
  }
  return { status: 'live', userId: t.userId, data: t.data };
}

export async function peekToken(deps: Deps, kind: TokenKind, token: string): Promise<TokenCheck> {
  const t = (await TokenEntity.get({ tokenHash: sha256(token), kind }).go()).data;
  if (!t || t.usedAt) return { status: 'bad_request' };
  if (t.expiresAt <= deps.clock.now()) return { status: 'expired', userId: t.userId };
  return { status: 'live', userId: t.userId, data: t.data };
}

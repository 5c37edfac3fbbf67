import { AppError } from '@outreach/shared/errors';
import type { TTwitterAccountResponse } from '@outreach/shared/schemas/twitter';
import type { EntityItem } from 'electrodb';
import { XAccountEntity } from '../../data/entities/x-account.ts';
import type { Deps } from '../../ports/deps.ts';
import type { XApi } from '../../ports/x-api.ts';

export type XAccountRow = EntityItem<typeof XAccountEntity>;
export interface XAccountKey {
  teamId: string;
  userId: string;
}

export const xMessages = {
  notConfigured: 'X is not configured',
  expired: 'Your X sign-in expired. Please click "Sign in with X" again.',
  invalidPin: 'This PIN is not valid. Please sign in with X again and enter the new PIN.',
  unavailable: 'X could not be reached. Please try again later.',
  rateLimited: 'X is limiting requests from this account. Please try again later.',
  disconnected:
    'Your X account got disconnected. Please reconnect it on the Integrations page to keep your X campaigns running.',
} as const;

/** The encryption context of a user's X tokens: a ciphertext opens only for its own row. */
export const xSecretContext = (key: XAccountKey) => ({
  purpose: 'x-tokens',
  teamId: key.teamId,
  userId: key.userId,
});

export function requireX(deps: Deps): XApi {
  if (!deps.x) throw new AppError('SERVICE_UNAVAILABLE', xMessages.notConfigured);
  return deps.x;
}

export async function getXAccount(_deps: Deps, key: XAccountKey): Promise<XAccountRow | null> {
  return (await XAccountEntity.get(key).go()).data;
}

/** What the API shows of an X account: never the tokens. */
export function xAccountView(row: XAccountRow): TTwitterAccountResponse {
  return {
    name: row.name,
    username: row.username,
    imageUrl: row.imageUrl ?? null,
    status: row.status,
    error: row.status === 'broken' ? (row.errorMessage ?? xMessages.disconnected) : null,
  };
}

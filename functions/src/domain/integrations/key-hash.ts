import { createHash } from 'node:crypto';

/** The SHA-256 of a webhook key, hex: the only form of it that is a lookup key. */
export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export const keyContext = (userId: string) => ({ purpose: 'webhook-key', userId });

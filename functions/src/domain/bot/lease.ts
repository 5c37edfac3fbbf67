import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from './types.ts';

/** A LinkedIn account is driven by one bot at a time: a lease with an expiry, renewed while working. */
export const LEASE_TTL_MS = 60_000;

export async function acquireLease(
  deps: Deps,
  acc: AccountKey,
  workerId: string,
  ttlMs = LEASE_TTL_MS,
): Promise<boolean> {
  // Wall time, not the product clock: moving the local clock by days must not break mutual exclusion.
  const now = deps.clock.wallNow();
  try {
    await LinkedInAccountEntity.patch(acc)
      .set({ leaseOwner: workerId, leaseExpiresAt: now + ttlMs })
      .where(
        (a, op) =>
          `(${op.notExists(a.leaseOwner)} OR ${op.eq(a.leaseOwner, workerId)} OR ${op.lt(a.leaseExpiresAt, now)})`,
      )
      .go();
    return true;
  } catch {
    return false;
  }
}

export async function releaseLease(_deps: Deps, acc: AccountKey, workerId: string): Promise<void> {
  await LinkedInAccountEntity.patch(acc)
    .remove(['leaseOwner', 'leaseExpiresAt'])
    .where((a, op) => op.eq(a.leaseOwner, workerId))
    .go()
    .catch(() => {});
}

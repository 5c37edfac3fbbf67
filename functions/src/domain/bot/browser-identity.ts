import { type BrowserIdentity, pickBrowserIdentity } from '@outreach/shared/rules/browser-identity';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from './types.ts';

interface StoredIdentity extends BrowserIdentity {
  /** The LinkedIn login it was chosen for: another person on the same row gets an identity of their own. */
  email: string;
}

const parse = (s: string | undefined): StoredIdentity | null => {
  if (!s) return null;
  try {
    return JSON.parse(s) as StoredIdentity;
  } catch {
    return null;
  }
};

/**
 * The account's browser identity: the stored one while it still fits the account's LinkedIn login and
 * country, otherwise picked (shared rule) and stored once. Two bots racing pick the same (deterministic),
 * so the unconditional write is harmless. Null when the account is gone.
 */
export async function accountBrowserIdentity(
  _deps: Deps,
  acc: AccountKey,
  chromeMajor: number,
): Promise<BrowserIdentity | null> {
  const a = (await LinkedInAccountEntity.get(acc).go()).data;
  if (!a) return null;
  const email = a.email.trim().toLowerCase();
  const country = (a.countryCode ?? '').toUpperCase();
  const stored = parse(a.browserIdentity);
  if (stored && stored.email === email && stored.country === country) {
    const { email: _e, ...identity } = stored;
    return identity;
  }
  const identity = pickBrowserIdentity({ country, accountKey: email, chromeMajor });
  await LinkedInAccountEntity.patch(acc)
    .set({ browserIdentity: JSON.stringify({ ...identity, email } satisfies StoredIdentity) })
    .go()
    .catch(() => {}); // removed meanwhile: nothing to keep it for
  return identity;
}

import { createWriteTransaction } from '../../data/electrodb.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { UserEmailEntity } from '../../data/entities/user-email.ts';
import type { Deps } from '../../ports/deps.ts';
import { consumeToken } from '../auth/one-time-tokens.ts';

/**
 * POST /users/confirm-email-change {token}: the link mailed to the new address. The address guard
 * moves and the user's email changes in one transaction (the new address must still be free, the old
 * one still the user's), so two accounts can never share an address.
 */
export async function confirmEmailChange(deps: Deps, token: string) {
  const check = await consumeToken(deps, 'change-email', token);
  if (check.status !== 'live' || !check.userId)
    return {
      status: check.status === 'expired' ? ('expired' as const) : ('bad_request' as const),
      email: null,
    };
  const email = (check.data as { email?: string } | undefined)?.email;
  const user = (await UserEntity.get({ userId: check.userId }).go()).data;
  if (!email || !user) return { status: 'bad_request' as const, email: null };
  const res = await createWriteTransaction(
    { user: UserEntity, userEmail: UserEmailEntity },
    ({ user: u, userEmail }) => [
      userEmail.create({ email, userId: user.userId }).commit(),
      userEmail.delete({ email: user.email }).commit(),
      u
        .patch({ userId: user.userId })
        .set({ email, isEmailVerified: true, updatedAt: deps.clock.now() })
        .remove(['pendingEmail'])
        .where((a, op) => op.eq(a.email, user.email))
        .commit(),
    ],
  ).go();
  if (res.canceled) {
    if (res.data[0]?.rejected) return { status: 'taken' as const, email: null };
    return { status: 'bad_request' as const, email: null };
  }
  return { status: 'success' as const, email };
}

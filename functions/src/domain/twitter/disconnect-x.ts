import { XAccountEntity } from '../../data/entities/x-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { getXAccount, type XAccountKey, xSecretContext } from './x-account-view.ts';

/**
 * DELETE /twitter: forgets the X account and its tokens, after asking X to revoke the grant (best
 * effort: the tokens are gone from our side either way).
 */
export async function disconnectX(deps: Deps, key: XAccountKey) {
  const row = await getXAccount(deps, key);
  if (row && deps.x) {
    const secret = await deps.secrets.decrypt(row.secretEnc, xSecretContext(key)).catch(() => null);
    const refreshToken = secret ? (JSON.parse(secret) as { refreshToken?: string }).refreshToken : undefined;
    if (refreshToken) await deps.x.revoke(refreshToken).catch(() => {});
  }
  await XAccountEntity.delete(key).go();
  return { success: true };
}

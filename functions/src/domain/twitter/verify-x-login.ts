import { AppError } from '@outreach/shared/errors';
import { X_SYNC_INTERVAL_MS, X_SYNC_WINDOW_MS } from '@outreach/shared/rules/outreach/x-steps';
import { XAccountEntity, XConnectFlowEntity } from '../../data/entities/x-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { XApiError } from '../../ports/x-api.ts';
import { xFlowHash } from './get-x-auth-url.ts';
import { wakeXLeads } from './wake-x-leads.ts';
import { requireX, type XAccountKey, xAccountView, xMessages, xSecretContext } from './x-account-view.ts';
import { scheduleXSync } from './x-sync-schedule.ts';

/**
 * POST /twitter/verify-login: exchanges X's PIN (the authorization code shown for the out-of-band
 * redirect) with the verifier of the sign-in this user started, reads who signed in, and stores the
 * tokens encrypted. The flow is used once: a replayed PIN finds it gone.
 */
export async function verifyXLogin(deps: Deps, key: XAccountKey, pin: string) {
  const x = requireX(deps);
  const flow = (await XConnectFlowEntity.get(key).go()).data;
  if (!flow || flow.expiresAt <= deps.clock.now()) throw new AppError('BAD_REQUEST', xMessages.expired);
  // Behind a callback URL (AWS) the code page kept X's code and showed a PIN for it; with `oob` (the
  // sandbox's PIN page) the PIN is X's code itself.
  const viaCodePage = Boolean(flow.codeEnc && flow.pinHash && flow.stateHash);
  if (viaCodePage && xFlowHash(`${flow.stateHash}:${pin}`) !== flow.pinHash) {
    // One try per code: a wrong PIN ends the sign-in (the message asks to sign in again).
    await XConnectFlowEntity.delete(key).go();
    throw new AppError('BAD_REQUEST', xMessages.invalidPin);
  }
  try {
    await XConnectFlowEntity.delete(key)
      .where((a, op) => op.eq(a.verifierEnc, flow.verifierEnc))
      .go();
  } catch {
    throw new AppError('BAD_REQUEST', xMessages.expired); // a concurrent verify took it
  }
  const verifier = await deps.secrets.decrypt(flow.verifierEnc, xSecretContext(key));
  const code = viaCodePage ? await deps.secrets.decrypt(flow.codeEnc as string, xSecretContext(key)) : pin;
  let tokens: Awaited<ReturnType<typeof x.exchangeCode>>;
  let me: Awaited<ReturnType<typeof x.me>>;
  try {
    tokens = await x.exchangeCode({ code, codeVerifier: verifier });
    me = await x.me(tokens.accessToken);
  } catch (err) {
    if (err instanceof XApiError && err.kind === 'rate-limited')
      throw new AppError('TOO_MANY_REQUESTS', xMessages.rateLimited);
    if (err instanceof XApiError && err.kind !== 'unavailable')
      throw new AppError('BAD_REQUEST', xMessages.invalidPin);
    throw new AppError('SERVICE_UNAVAILABLE', xMessages.unavailable);
  }
  const now = deps.clock.now();
  const existing = (await XAccountEntity.get(key).go()).data;
  const secretEnc = await deps.secrets.encrypt(
    JSON.stringify({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: now + tokens.expiresIn * 1000,
    }),
    xSecretContext(key),
  );
  const row = {
    ...key,
    xUserId: me.id,
    username: me.username,
    name: me.name.slice(0, 200),
    imageUrl: me.profileImageUrl,
    secretEnc,
    status: 'connected' as const,
    tokenVersion: (existing?.tokenVersion ?? 0) + 1,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    // The same X account again keeps where its reply sync stands.
    ...(existing?.xUserId === me.id
      ? { lastDmSentAt: existing.lastDmSentAt, dmSyncLastId: existing.dmSyncLastId }
      : {}),
  };
  await XAccountEntity.put(row).go();
  // Leads whose X step waited for this account run now, not at their next hourly look.
  await wakeXLeads(deps, key);
  if (row.lastDmSentAt !== undefined && now - row.lastDmSentAt < X_SYNC_WINDOW_MS)
    await scheduleXSync(deps, key, Math.floor(now / X_SYNC_INTERVAL_MS) + 1);
  return xAccountView(row);
}

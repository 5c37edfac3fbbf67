import { isConditionFailure } from '../../data/condition-failure.ts';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { mailReconnectLink, type ReconnectReason } from '../linkedin/reconnect-mail.ts';
import { isDisconnect, notifyLinkedInDisconnected } from '../notifications/linkedin-disconnected.ts';
import { startWarmUp } from '../scheduling/caps/start-warm-up.ts';
import { resumeAccountLeads } from '../scheduling/resume-account-leads.ts';
import { unparkAccount } from './queue.ts';
import type { AccountKey, BotErrorCode, LoginStatus } from './types.ts';

const ctx = (acc: AccountKey, purpose: string) => ({ teamId: acc.teamId, userId: acc.userId, purpose });

/** The stored LinkedIn credentials, decrypted for the bot only (the API never returns them). */
export async function loadCredentials(
  deps: Deps,
  acc: AccountKey,
): Promise<{ email: string; password: string } | null> {
  const a = (await LinkedInAccountEntity.get(acc).go()).data;
  if (!a) return null;
  return JSON.parse(await deps.secrets.decrypt(a.credentialsEnc, ctx(acc, 'linkedin-credentials')));
}

/** The saved browser session (Playwright storage state), so any bot task resumes without a fresh login. */
export async function loadBrowserSession(deps: Deps, acc: AccountKey): Promise<unknown | null> {
  const a = (await LinkedInAccountEntity.get(acc).go()).data;
  if (!a?.sessionEnc) return null;
  try {
    return JSON.parse(await deps.secrets.decrypt(a.sessionEnc, ctx(acc, 'linkedin-session')));
  } catch {
    return null;
  }
}

export async function saveBrowserSession(deps: Deps, acc: AccountKey, state: unknown): Promise<void> {
  const sessionEnc = await deps.secrets.encrypt(JSON.stringify(state), ctx(acc, 'linkedin-session'));
  await LinkedInAccountEntity.patch(acc).set({ sessionEnc, updatedAt: deps.clock.now() }).go();
}

export async function clearBrowserSession(_deps: Deps, acc: AccountKey): Promise<void> {
  await LinkedInAccountEntity.patch(acc)
    .remove(['sessionEnc'])
    .go()
    .catch(() => {});
}

/** Verification codes stay valid this long after LinkedIn asks for one. */
export const VERIFICATION_WINDOW_MS = 10 * 60_000;

/**
 * The bot reports where a login stands. A verification state opens a window in which the user's
 * code (POST /linked-in/verify-code) is handed to the waiting browser identified by browserId.
 */
export async function reportLoginState(
  deps: Deps,
  acc: AccountKey,
  s: {
    status?: LoginStatus;
    errorCode?: BotErrorCode;
    browserId?: string;
    profile?: { name: string; publicId: string; memberUrn?: string };
    /** A login the bot started on its own (a session ran out mid-work): nobody waits at a code prompt. */
    unattended?: boolean;
    /** The Sales Navigator contracts read at sign-in ([] without a licence). */
    salesContracts?: { contractId: string; name: string }[];
  },
): Promise<void> {
  const now = deps.clock.now();
  const verifying = s.status?.startsWith('LOGGED_IN_VERIFICATION') ?? false;
  // A LinkedIn identity this row has not seen signed in before: a newly connected account warms up
  // (issue #9). Before the status is written, so whoever sees it connected sees its warm-up too.
  if (s.status === 'LOGGED_IN' && s.profile?.publicId) {
    const known = (await LinkedInAccountEntity.get(acc).go()).data;
    if (known && known.publicId !== s.profile.publicId) await startWarmUp(deps, acc);
  }
  // The code window is real time (a browser waits at LinkedIn's prompt), not the product clock.
  const patch = LinkedInAccountEntity.patch(acc).set({
    loginStatus: s.status,
    errorCode: s.errorCode ?? '',
    isLoginValid: s.status === 'LOGGED_IN',
    tryingLogin: verifying,
    browserId: verifying ? s.browserId : undefined,
    verificationCodeExpiresAt: verifying ? deps.clock.wallNow() + VERIFICATION_WINDOW_MS : undefined,
    profileName: s.profile?.name,
    publicId: s.profile?.publicId,
    profileUrn: s.profile?.memberUrn,
    ...(s.salesContracts
      ? { salesContracts: s.salesContracts, salesStatus: s.salesContracts.length ? 'ACTIVE' : 'NO_LICENSE' }
      : {}),
    updatedAt: now,
  });
  // The row as it was before this write (atomically), so a disconnect is told once even when reports race.
  let before: Awaited<ReturnType<typeof patch.go>>['data'];
  try {
    before = (await patch.go({ response: 'all_old' })).data;
  } catch (e) {
    // The owner removed the account while the bot was reporting: there is nothing left to report to.
    if (isConditionFailure(e)) return;
    throw e;
  }
  if (isDisconnect(before?.isLoginValid, s)) {
    await notifyLinkedInDisconnected(deps, acc);
    await tellByMail(deps, acc, 'disconnected');
  }
  // LinkedIn asks for a code and nobody is at the prompt: the member may answer from a mailed link.
  if (verifying && s.unattended && !before?.loginStatus?.startsWith('LOGGED_IN_VERIFICATION'))
    await tellByMail(deps, acc, 'verification');
  if (s.status === 'LOGGED_IN') {
    // Usable again: the bot polls its parked actions, and leads left waiting are rescheduled.
    await unparkAccount(deps, acc);
    if (before?.isLoginValid !== true) await resumeAccountLeads(deps, acc);
  }
  if (!verifying) {
    await LinkedInAccountEntity.patch(acc)
      .remove(['pendingCodeEnc', 'browserId', 'verificationCodeExpiresAt'])
      .go()
      .catch(() => {});
  }
}

/** A mail that fails must not fail the bot's report: the notification already tells the member. */
async function tellByMail(deps: Deps, acc: AccountKey, reason: ReconnectReason): Promise<void> {
  await mailReconnectLink(deps, acc, reason).catch((e: Error) =>
    console.error('reconnect mail failed', { ...acc, reason, error: e.message }),
  );
}

/** The bot waiting at a code prompt picks up the user's code once (it is removed as it is read). */
export async function takeVerificationCode(
  deps: Deps,
  acc: AccountKey,
  browserId: string,
): Promise<string | null> {
  const a = (await LinkedInAccountEntity.get(acc).go()).data;
  if (!a?.pendingCodeEnc || a.browserId !== browserId) return null;
  try {
    await LinkedInAccountEntity.patch(acc)
      .remove(['pendingCodeEnc'])
      .where((x, op) => op.eq(x.pendingCodeEnc, a.pendingCodeEnc!))
      .go();
  } catch {
    return null;
  }
  return deps.secrets.decrypt(a.pendingCodeEnc, ctx(acc, 'linkedin-code'));
}

export async function storeVerificationCode(deps: Deps, acc: AccountKey, code: string): Promise<void> {
  const pendingCodeEnc = await deps.secrets.encrypt(code, ctx(acc, 'linkedin-code'));
  // A new code clears the verdict on the previous one (e.g. VERIFICATION_INVALID), so the caller
  // waits for the bot's answer to this code.
  await LinkedInAccountEntity.patch(acc)
    .set({ pendingCodeEnc, errorCode: '', updatedAt: deps.clock.now() })
    .go();
}

export async function getAccount(_deps: Deps, acc: AccountKey) {
  return (await LinkedInAccountEntity.get(acc).go()).data ?? null;
}

import { DEFAULT_TIMEZONE } from '@outreach/shared/constants/account';
import { AppError } from '@outreach/shared/errors';
import { COUNTRY_LOCKED_MESSAGE, cloudBotErrorMessage } from '@outreach/shared/rules/linkedin-bot';
import type { TLinkedInCredentials } from '@outreach/shared/schemas/integrations';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { isTimeZone } from '../auth/create-account.ts';
import { clearBrowserSession, getAccount, storeVerificationCode } from '../bot/accounts.ts';
import { awaitBotAction, botWaitDeadline } from '../bot/await-action.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { getBotAction } from '../bot/get-bot-action.ts';
import type { AccountKey } from '../bot/types.ts';
import { botTriggerRules, hit, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { cloudBotInfoOf } from './cloud-bot-info.ts';

export type AccountRow = NonNullable<Awaited<ReturnType<typeof getAccount>>>;

/** Polls the account row (wall time) until `done` holds or the wait is over. */
export async function waitFor(
  deps: Deps,
  acc: AccountKey,
  done: (a: AccountRow) => boolean,
  answerBy?: number,
): Promise<AccountRow | null> {
  const deadline = botWaitDeadline(deps, answerBy);
  for (;;) {
    const a = await getAccount(deps, acc);
    if (a && done(a)) return a;
    if (deps.clock.wallNow() >= deadline) return null;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Answers the bot's verdict: connected or a code step as data, an error code as a 400, no verdict as a 408. */
export function verdict(deps: Deps, a: AccountRow | null) {
  if (!a)
    throw new AppError(
      'REQUEST_TIMEOUT',
      'LinkedIn login is taking longer than usual. We keep trying in the background.',
    );
  if (a.errorCode && a.errorCode !== 'VERIFICATION_INVALID') {
    throw new AppError('BAD_REQUEST', cloudBotErrorMessage(a.errorCode) ?? 'Something went wrong');
  }
  if (a.loginStatus === 'LOGGED_IN_INVALID')
    throw new AppError('BAD_REQUEST', cloudBotErrorMessage('LOGGED_IN_INVALID')!);
  return cloudBotInfoOf(a, deps.clock.wallNow());
}

/**
 * Starts login attempt `attempt` (the row already says so) and waits for the bot's first verdict:
 * connected, a code step or an error; null when none came before the API's time limit.
 */
export async function loginAndWait(
  deps: Deps,
  acc: AccountKey,
  attempt: string,
  reason: 'credentials' | 'reconnect',
  answerBy?: number,
  beforeEnqueue?: () => Promise<void>,
): Promise<AccountRow | null> {
  // A browser still waiting at an older attempt's code prompt sees its browserId gone and stops.
  // The row can vanish between the two writes (DELETE /linked-in/remove-credentials at the same time):
  // the later removal wins, and this call says so instead of failing with a 500.
  await LinkedInAccountEntity.patch(acc)
    .remove(['browserId', 'pendingCodeEnc', 'verificationCodeExpiresAt'])
    .go()
    .catch((e: Error) => {
      if (e.message?.includes('conditional request failed'))
        throw new AppError(
          'CONFLICT',
          'Your LinkedIn account was removed meanwhile. Please connect it again.',
        );
      throw e;
    });
  await beforeEnqueue?.();
  await enqueueBotAction(deps, { ...acc, actionId: attempt, type: 'login', payload: { reason } });
  const a = await waitFor(deps, acc, (x) => Boolean(x.loginStatus) || Boolean(x.errorCode), answerBy);
  if (!a) {
    const action = await getBotAction(deps, { ...acc, actionId: attempt });
    if (action?.status === 'failed')
      throw new AppError(
        'BAD_REQUEST',
        cloudBotErrorMessage(action.error ?? 'SOMETHING_UNEXPECTED_HAPPENED')!,
      );
  }
  return a;
}

/**
 * PATCH /linked-in/update-credentials: stores the credentials encrypted and asks the bot to log in.
 * Waits for the bot's verdict (connected, code step or error) up to the API's time limit.
 */
export async function updateCredentials(
  deps: Deps,
  acc: AccountKey,
  input: TLinkedInCredentials,
  answerBy?: number,
) {
  await hit(deps, botTriggerRules('login', acc.userId), THROTTLE_MESSAGE);
  const now = deps.clock.now();
  const existing = await getAccount(deps, acc);
  if (existing?.isLoginValid && existing.countryCode && existing.countryCode !== input.countryCode) {
    throw new AppError('BAD_REQUEST', COUNTRY_LOCKED_MESSAGE);
  }
  const credentialsEnc = await deps.secrets.encrypt(
    JSON.stringify({ email: input.email, password: input.password }),
    {
      teamId: acc.teamId,
      userId: acc.userId,
      purpose: 'linkedin-credentials',
    },
  );
  const attempt = `login#${now}`;
  await LinkedInAccountEntity.upsert({
    ...acc,
    email: input.email,
    countryCode: input.countryCode,
    credentialsEnc,
    loginStatus: '',
    errorCode: '',
    isLoginValid: false,
    tryingLogin: true,
    loginAttemptId: attempt,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  }).go();
  // A different LinkedIn login must not reuse the previous person's browser session.
  const a = await loginAndWait(deps, acc, attempt, 'credentials', answerBy, async () => {
    if (existing && existing.email !== input.email) await clearBrowserSession(deps, acc);
  });
  return verdict(deps, a);
}

/** POST /linked-in/verify-code: hands the user's code to the browser waiting at LinkedIn's code prompt. */
export async function verifyCode(
  deps: Deps,
  acc: AccountKey,
  input: { code: string; browserId: string },
  answerBy?: number,
) {
  const a = await getAccount(deps, acc);
  const usable =
    a?.loginStatus?.startsWith('LOGGED_IN_VERIFICATION') &&
    a.browserId === input.browserId &&
    (a.verificationCodeExpiresAt ?? 0) > deps.clock.wallNow(); // real time, like the waiting browser
  if (!a || !usable) {
    throw new AppError(
      'BAD_REQUEST',
      'This verification step has expired. Please connect your LinkedIn account again.',
    );
  }
  const before = a.updatedAt;
  await storeVerificationCode(deps, acc, input.code);
  const after = await waitFor(
    deps,
    acc,
    (x) =>
      x.loginStatus === 'LOGGED_IN' ||
      Boolean(x.errorCode) ||
      (x.updatedAt > before && !x.pendingCodeEnc && x.loginStatus !== a.loginStatus),
    answerBy,
  );
  if (after?.errorCode === 'VERIFICATION_INVALID')
    throw new AppError('BAD_REQUEST', cloudBotErrorMessage('VERIFICATION_INVALID')!);
  return verdict(deps, after);
}

/** DELETE /linked-in/remove-credentials: forgets credentials and session; pending bot work is cancelled. */
export async function removeCredentials(_deps: Deps, acc: AccountKey) {
  await LinkedInAccountEntity.delete(acc).go();
  const { data } = await BotActionEntity.query
    .byAccountStatus({ ...acc, status: 'pending' })
    .go({ pages: 'all' });
  await Promise.all(
    data.map((r) =>
      BotActionEntity.patch({ ...acc, actionId: r.actionId })
        .set({ status: 'cancelled', dueAt: r.dueAt })
        .where((x, op) => op.eq(x.status, 'pending'))
        .go()
        .catch(() => {}),
    ),
  );
  return { success: true };
}

/** GET /linked-in/check-connection: asks the bot to open LinkedIn with the saved session. */
export async function checkConnection(deps: Deps, acc: AccountKey, answerBy?: number) {
  await hit(deps, botTriggerRules('check-connection', acc.userId), THROTTLE_MESSAGE);
  const { connectionCheckTexts } = await import('@outreach/shared/rules/linkedin-bot');
  if (!(await getAccount(deps, acc))) return { connected: false, message: connectionCheckTexts.failure };
  const actionId = `check#${deps.clock.now()}`;
  await enqueueBotAction(deps, { ...acc, actionId, type: 'check-connection', payload: {} });
  const settled = await awaitBotAction(
    deps,
    { ...acc, actionId },
    (a) => a?.status === 'done' || a?.status === 'failed',
    answerBy,
  );
  const o = settled?.action?.outcome as { connected: boolean; name?: string } | undefined;
  return o?.connected
    ? { connected: true, message: connectionCheckTexts.success(o.name ?? '') }
    : { connected: false, message: connectionCheckTexts.failure };
}

/** POST /users/me/bots: registers the cloud bot with the user's timezone (fallback America/Los_Angeles). */
export async function registerBot(deps: Deps, acc: AccountKey, timezone?: string) {
  const tz = timezone && isTimeZone(timezone) ? timezone : DEFAULT_TIMEZONE;
  const a = await getAccount(deps, acc);
  // The account can be removed between the read and the write (a concurrent remove-credentials): then
  // there is nothing to register, not a 500.
  const registered =
    Boolean(a) &&
    (await LinkedInAccountEntity.patch(acc)
      .set({ timezone: tz, updatedAt: deps.clock.now() })
      .go()
      .then(
        () => true,
        (e: Error) => {
          if (e.message?.includes('conditional request failed')) return false;
          throw e;
        },
      ));
  return { timezone: tz, registered };
}

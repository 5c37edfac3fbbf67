import { BotActionEntity } from '../../data/entities/bot-action.ts';
import type { Deps } from '../../ports/deps.ts';
import { ACTION_RUN_TIMEOUT_MS, MAX_ACTION_ATTEMPTS } from './action-limits.ts';
import { applyBotOutcome } from './apply-outcome.ts';
import { getBotAction, toAction } from './get-bot-action.ts';
import { type DueAccount, pollDueAccounts } from './queue.ts';
import type {
  AccountKey,
  ActionKey,
  ActionOutcomes,
  ActionPayloads,
  BotAction,
  BotActionType,
} from './types.ts';

// The functions import these from their own modules: this one also applies outcomes (the bot's side),
// which brings campaigns, posts and their libraries along.
export { ACTION_RUN_TIMEOUT_MS, MAX_ACTION_ATTEMPTS } from './action-limits.ts';
export { enqueueBotAction } from './enqueue-bot-action.ts';
export { getBotAction } from './get-bot-action.ts';

/**
 * Accounts with due work, oldest due first, read from the per-account queue (bot/queue.ts), never
 * from the actions themselves: a backlog of one account is one entry in line, and accounts the bot
 * cannot work (removed, invalid login, a code never entered) are parked, not returned. An account
 * whose worker went silent mid-action keeps its entry due, so its last action is taken over.
 */
export async function accountsWithDueWork(
  deps: Deps,
  limit = 50,
  opts: { urgentOnly?: boolean } = {},
): Promise<DueAccount[]> {
  return pollDueAccounts(deps, limit, opts);
}

/** Due pending actions of one account, plus running ones whose worker went silent. */
export async function dueActionsForAccount(
  deps: Deps,
  acc: AccountKey,
  limit = 20,
  runTimeoutMs = ACTION_RUN_TIMEOUT_MS,
): Promise<BotAction[]> {
  const now = deps.clock.now();
  const wall = deps.clock.wallNow();
  // Two index reads (due pending, running) instead of the account's whole history.
  const [pending, running] = await Promise.all([
    BotActionEntity.query
      .byAccountStatus({ ...acc, status: 'pending' })
      .lte({ dueAt: now })
      .go({ limit }),
    BotActionEntity.query.byAccountStatus({ ...acc, status: 'running' }).go({ pages: 'all' }),
  ]);
  return [...pending.data, ...running.data.filter((r) => (r.startedAt ?? 0) + runTimeoutMs <= wall)]
    .sort((a, b) => a.dueAt - b.dueAt)
    .slice(0, limit)
    .map(toAction);
}

/**
 * Claims an action for a worker: pending → running, or a stale running one (its worker died).
 * Conditional, so two workers never run the same action at once. Null when someone else has it.
 */
export async function claimAction(
  deps: Deps,
  k: ActionKey,
  workerId: string,
  runTimeoutMs = ACTION_RUN_TIMEOUT_MS,
): Promise<BotAction | null> {
  const cur = await getBotAction(deps, k);
  if (!cur) return null;
  const now = deps.clock.wallNow();
  const stale = cur.status === 'running' && (cur.startedAt ?? 0) + runTimeoutMs <= now;
  if (cur.status !== 'pending' && !stale) return null;
  if (cur.attempts >= MAX_ACTION_ATTEMPTS) {
    // Its workers kept dying: it fails for good, and the failure is applied as a reported one is
    // (a campaign step's lead leaves flight, a collect ends its search, a sync says it failed).
    const error = 'Too many attempts';
    if (await finishAction(deps, k, 'failed', undefined, error, undefined, true))
      await applied(k, () => applyBotOutcome(deps, { ...cur, status: 'failed', error }));
    return null;
  }
  try {
    await BotActionEntity.patch(k)
      .set({ status: 'running', workerId, startedAt: now, dueAt: cur.dueAt, attempts: cur.attempts + 1 })
      .where((a, op) => `${op.eq(a.status, cur.status)} AND ${op.eq(a.attempts, cur.attempts)}`)
      .go();
  } catch {
    return null;
  }
  return { ...cur, status: 'running', workerId, startedAt: now, attempts: cur.attempts + 1 };
}

async function finishAction(
  deps: Deps,
  k: ActionKey,
  status: 'done' | 'failed' | 'cancelled',
  outcome: unknown,
  error?: string,
  workerId?: string,
  applying = false,
): Promise<boolean> {
  const cur = await getBotAction(deps, k);
  if (!cur || cur.status === 'done' || cur.status === 'failed' || cur.status === 'cancelled') return false;
  try {
    await BotActionEntity.patch(k)
      .set({
        status,
        outcome,
        error,
        finishedAt: deps.clock.now(),
        dueAt: cur.dueAt,
        ...(applying ? { applying: true, applyingSince: deps.clock.wallNow() } : {}),
      })
      .where((a, op) =>
        workerId
          ? `${op.eq(a.status, 'running')} AND ${op.eq(a.workerId, workerId)}`
          : // Without a worker (an action failed for its attempts): only from the state just read,
            // so two claimers meeting it fail it, and apply the failure, once.
            op.eq(a.status, cur.status),
      )
      .go();
    return true;
  } catch {
    return false;
  }
}

/** The bot reports a finished action; the outcome is applied to campaigns and account state once. */
export async function completeAction<T extends BotActionType>(
  deps: Deps,
  k: ActionKey,
  workerId: string,
  outcome: ActionOutcomes[T],
): Promise<void> {
  const action = await getBotAction(deps, k);
  if (!action) return;
  if (await finishAction(deps, k, 'done', outcome, undefined, workerId, true)) {
    await applied(k, () => applyBotOutcome(deps, { ...action, status: 'done', outcome } as BotAction));
  }
}

/** Applies a finished action's outcome, then clears its `applying` mark (also when applying threw). */
async function applied(k: ActionKey, apply: () => Promise<void>): Promise<void> {
  try {
    await apply();
  } finally {
    await BotActionEntity.patch(k)
      .remove(['applying', 'applyingSince'])
      .go()
      .catch(() => {});
  }
}

/**
 * Applies again the outcomes a process that died between "finished" and "applied" left behind: the
 * account's actions still marked `applying` for longer than `staleMs` (wall time; a live process
 * applies within seconds). Run by the worker holding the account's lease, so by one at a time.
 * Step outcomes are guarded by the lead's state (a lead no longer on that step is left alone); an
 * apply cut half way may repeat what it had written (a note, a counter). Returns how many it applied.
 */
export async function reapplyUnapplied(
  deps: Deps,
  acc: AccountKey,
  staleMs = ACTION_RUN_TIMEOUT_MS,
): Promise<number> {
  // The index holds only marked actions: none, or the few a dying process left.
  const { data } = await BotActionEntity.query
    .unapplied({ teamId: acc.teamId, userId: acc.userId })
    .go({ limit: 50, attributes: ['teamId', 'userId', 'actionId', 'applyingSince'] });
  const staleBefore = deps.clock.wallNow() - staleMs;
  let count = 0;
  for (const row of data.filter((r) => (r.applyingSince ?? 0) <= staleBefore)) {
    const k = { teamId: row.teamId, userId: row.userId, actionId: row.actionId };
    const action = await getBotAction(deps, k);
    if (!action?.applying) continue;
    await applied(k, () => applyBotOutcome(deps, action));
    count++;
  }
  return count;
}

/** A failed attempt: back to pending for a retry at `retryAt`, or failed for good. */
export async function failAction(
  deps: Deps,
  k: ActionKey,
  workerId: string,
  error: string,
  retryAt?: number,
): Promise<void> {
  const cur = await getBotAction(deps, k);
  if (cur?.status !== 'running' || cur.workerId !== workerId) return;
  if (retryAt !== undefined && cur.attempts < MAX_ACTION_ATTEMPTS) {
    await BotActionEntity.patch(k)
      .set({ status: 'pending', dueAt: retryAt, error })
      .where((a, op) => `${op.eq(a.status, 'running')} AND ${op.eq(a.workerId, workerId)}`)
      .go()
      .catch(() => {});
    return;
  }
  if (await finishAction(deps, k, 'failed', undefined, error, workerId, true)) {
    await applied(k, () => applyBotOutcome(deps, { ...cur, status: 'failed', error }));
  }
}

/**
 * Profiles this account has invited (connect actions done as sent or already pending), with the
 * time of the action. Sync uses it to tell an accepted invitation from any other new connection.
 */
export async function invitedProfiles(
  _deps: Deps,
  acc: AccountKey,
): Promise<{ publicId: string; at: number }[]> {
  const { data } = await BotActionEntity.query.byAccount(acc).go({ pages: 'all' });
  const out = new Map<string, number>();
  for (const r of data) {
    if (r.type !== 'connect' || r.status !== 'done') continue;
    const o = r.outcome as ActionOutcomes['connect'] | undefined;
    if (o?.result !== 'sent' && o?.result !== 'already-pending') continue;
    const p = r.payload as ActionPayloads['connect'];
    const publicId = o.person?.publicId ?? p.profileUrl.match(/\/in\/([^/?#]+)/)?.[1];
    if (publicId) out.set(decodeURIComponent(publicId), r.finishedAt ?? r.dueAt);
  }
  return [...out].map(([publicId, at]) => ({ publicId, at }));
}

import type { EntityItem } from 'electrodb';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { BotQueueEntity } from '../../data/entities/bot-queue.ts';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import type { Deps } from '../../ports/deps.ts';
import { notifyLinkedInDisconnected } from '../notifications/linkedin-disconnected.ts';
import { urgentRankAt } from './priority.ts';
import type { AccountKey } from './types.ts';

// The bot's work queue, one entry per LinkedIn account (data/entities/bot-queue.ts). Workers poll
// the entries of every lane oldest-due first, then read the chosen account's own due actions, so a
// backlog of one account is one entry in line, and an account the bot cannot work is parked.

/** Lanes (partitions) the due accounts are spread over; a poll reads all of them. */
export const QUEUE_LANES = 8;
const PARKED = 'parked';
/** Index reads may trail a write briefly: an entry touched this recently (wall time) stays due. */
const INDEX_LAG_MS = 10_000;
/** Pending actions a settle reads to find the account's earliest foreground one. */
const SETTLE_READ = 100;

/** Login states in which the bot cannot work an account (only a new login can). */
export const UNWORKABLE_LOGIN_STATES: ReadonlySet<string> = new Set([
  'LOGGED_IN_VERIFICATION',
  'LOGGED_IN_VERIFICATION_PHONE',
  'LOGGED_IN_VERIFICATION_EMAIL',
  'LOGGED_IN_VERIFICATION_2FA',
  'LOGGED_IN_INVALID',
]);

type Entry = EntityItem<typeof BotQueueEntity>;
/**
 * A polled account, with the wall time of the last enqueue that touched its entry, and whether it
 * has foreground work due (campaign steps, a user waiting) or only background syncs.
 */
export type DueAccount = AccountKey & { touchedAt: number; urgent: boolean };
type AccountRow = { loginStatus?: string; verificationCodeExpiresAt?: number } | null;

/** The lane of an account: a stable hash of its key (FNV-1a), so its entry always lives in one place. */
export function laneOf(acc: AccountKey): string {
  let h = 0x811c9dc5;
  const key = `${acc.teamId}|${acc.userId}`;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `due#${h % QUEUE_LANES}`;
}

async function getEntry(_deps: Deps, acc: AccountKey): Promise<Entry | null> {
  const key = { teamId: acc.teamId, userId: acc.userId };
  return (await BotQueueEntity.get(key).go({ consistent: true })).data ?? null;
}

/**
 * Retries `attempt` while another writer changed the entry in between (every write below is
 * conditional on the version it read).
 */
async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (e) {
      if (!isConditionFailure(e) || i >= 9) throw e;
    }
  }
}

/**
 * Records that an account has an action due at `dueAt` (product time). Call it BEFORE writing the
 * action: a crash in between leaves a harmless extra visit, never an action nobody polls.
 * `urgentAt` (priority.ts' urgentRankAt) marks foreground work: campaign steps and what a user waits
 * on; without it the action is background (a periodic sync) and ranks behind them. A parked
 * account stays parked (its actions wait) unless `unpark` (a new login is what can revive it).
 * Every call stamps `touchedAt`, which makes a concurrent settle retry, without conditions of its
 * own in the common case, so many steps of one account enqueued at once do not contend.
 */
export async function markAccountDue(
  deps: Deps,
  acc: AccountKey,
  dueAt: number,
  opts: { unpark?: boolean; urgentAt?: number } = {},
): Promise<void> {
  const { urgentAt } = opts;
  const key = { teamId: acc.teamId, userId: acc.userId };
  const entries = BotQueueEntity;
  await withRetries(async () => {
    const touchedAt = deps.clock.wallNow(); // measures index lag, not product time
    // One write in the common case: stamp the entry and learn what it held.
    let cur: Entry | null = null;
    try {
      cur = ((await entries.patch(key).set({ touchedAt }).go({ response: 'all_old' })).data as Entry) ?? null;
    } catch (e) {
      if (!isConditionFailure(e)) throw e; // no entry yet
    }
    if (!cur) {
      await entries
        .create({ ...key, lane: laneOf(key), nextDueAt: dueAt, urgentAt, version: 1, touchedAt })
        .go();
      return;
    }
    if (opts.unpark && cur.lane === PARKED) {
      const version = cur.version;
      await entries
        .patch(key)
        .set({
          lane: laneOf(key),
          nextDueAt: Math.min(dueAt, cur.nextDueAt),
          ...(urgentAt === undefined ? {} : { urgentAt: Math.min(urgentAt, cur.urgentAt ?? urgentAt) }),
          touchedAt,
          version: version + 1,
        })
        .remove(['parkedReason', 'parkedAt'])
        .where((a, op) => op.eq(a.version, version))
        .go();
      return;
    }
    if (urgentAt !== undefined && (cur.urgentAt === undefined || urgentAt < cur.urgentAt)) {
      await entries
        .patch(key)
        .set({ urgentAt })
        .where((a, op) => `${op.notExists(a.urgentAt)} OR ${op.gt(a.urgentAt, urgentAt)}`)
        .go()
        .catch((e) => {
          if (!isConditionFailure(e)) throw e; // an earlier one was set meanwhile
        });
    }
    if (dueAt < cur.nextDueAt) {
      await entries
        .patch(key)
        .set({ nextDueAt: dueAt })
        .where((a, op) => op.gt(a.nextDueAt, dueAt))
        .go()
        .catch((e) => {
          if (!isConditionFailure(e)) throw e; // an earlier time was set meanwhile: nothing to do
        });
    }
  });
}

/**
 * Why the bot cannot work this account now, or null when it can: the account was removed, its
 * login is invalid, or it waits for a verification code whose window has passed (while the window
 * is open a browser is waiting at the prompt, so that is normal connecting, not a broken account).
 */
export function unworkableReason(account: AccountRow, wallNow: number): string | null {
  if (!account) return 'removed';
  const status = account.loginStatus ?? '';
  if (!UNWORKABLE_LOGIN_STATES.has(status)) return null;
  if (status.startsWith('LOGGED_IN_VERIFICATION') && (account.verificationCodeExpiresAt ?? 0) > wallNow)
    return null;
  return status;
}

/**
 * Parks an account's queue entry (read at `version`): its pending actions stay pending but nobody
 * polls them until a login revives the account. Tells the owner once per state change: on the
 * parking itself, unless the state was already told (a disconnect of a valid login is notified by
 * reportLoginState; a removed account was removed by its owner). Answers whether this call parked it.
 */
export async function parkAccount(
  deps: Deps,
  acc: AccountKey,
  version: number,
  reason: string,
): Promise<boolean> {
  const key = { teamId: acc.teamId, userId: acc.userId };
  try {
    await BotQueueEntity.patch(key)
      .set({ lane: PARKED, parkedReason: reason, parkedAt: deps.clock.now(), version: version + 1 })
      .where((a, op) => `${op.eq(a.version, version)} AND ${op.ne(a.lane, PARKED)}`)
      .go();
  } catch (e) {
    if (isConditionFailure(e)) return false; // touched or parked meanwhile: the next poll decides again
    throw e;
  }
  if (reason.startsWith('LOGGED_IN_VERIFICATION')) await notifyLinkedInDisconnected(deps, key);
  return true;
}

/** The account can be worked again (a login succeeded): its parked actions are polled again. */
export async function unparkAccount(deps: Deps, acc: AccountKey): Promise<void> {
  const key = { teamId: acc.teamId, userId: acc.userId };
  const now = deps.clock.now();
  await withRetries(async () => {
    const cur = await getEntry(deps, key);
    if (!cur) return;
    // Always a new version, so a poll that read the old state cannot park it afterwards.
    const patch = BotQueueEntity.patch(key).set({
      version: cur.version + 1,
      ...(cur.lane === PARKED ? { lane: laneOf(key), nextDueAt: Math.min(now, cur.nextDueAt) } : {}),
    });
    await (cur.lane === PARKED ? patch.remove(['parkedReason', 'parkedAt']) : patch)
      .where((a, op) => op.eq(a.version, cur.version))
      .go();
  });
}

/** Whether an account's entry is parked (and why). */
export async function queueState(
  deps: Deps,
  acc: AccountKey,
): Promise<{ parked: boolean; reason?: string; nextDueAt?: number } | null> {
  const cur = await getEntry(deps, acc);
  if (!cur) return null;
  return { parked: cur.lane === PARKED, reason: cur.parkedReason, nextDueAt: cur.nextDueAt };
}

/**
 * After a worker served an account (holding its lease): moves the entry to the account's earliest
 * pending action, or removes it when nothing is left. Conditional on the version read, so an
 * action enqueued meanwhile is never lost; a parked entry is left to the login that revives it.
 */
export async function settleAccountQueue(
  deps: Deps,
  acc: DueAccount | AccountKey,
  opts: { idleAt?: number } = {},
): Promise<void> {
  const key = { teamId: acc.teamId, userId: acc.userId };
  await withRetries(async () => {
    const cur = await getEntry(deps, key);
    if (!cur || cur.lane === PARKED) return;
    const [pending, running, unapplied] = await Promise.all([
      // Earliest first; the first foreground one among them sets the entry's rank (an account has a
      // handful of periodic syncs, so it is within the first page).
      BotActionEntity.query
        .byAccountStatus({ ...key, status: 'pending' })
        .go({ limit: SETTLE_READ, attributes: ['dueAt', 'type'] }),
      BotActionEntity.query
        .byAccountStatus({ ...key, status: 'running' })
        .go({ limit: 1, attributes: ['dueAt'] }),
      BotActionEntity.query.unapplied(key).go({ limit: 1, attributes: ['actionId'] }),
    ]);
    const now = deps.clock.now();
    // A running action left behind (a shutdown mid-action) is taken over once it times out, and an
    // outcome left unapplied is applied again once its mark is as old (reapplyUnapplied): keep polling.
    const keepDue =
      running.data.length > 0 ||
      unapplied.data.length > 0 ||
      cur.touchedAt + INDEX_LAG_MS > deps.clock.wallNow();
    const earliest = pending.data[0]?.dueAt;
    if (earliest === undefined && !keepDue) {
      await BotQueueEntity.delete(key)
        .where((a, op) => `${op.eq(a.version, cur.version)} AND ${op.eq(a.touchedAt, cur.touchedAt)}`)
        .go();
      return;
    }
    const nextDueAt = Math.min(
      earliest ?? Number.POSITIVE_INFINITY,
      keepDue ? now : Number.POSITIVE_INFINITY,
    );
    let urgentAt: number | undefined;
    for (const a of pending.data) {
      const at = urgentRankAt(a.type, a.dueAt);
      if (at !== undefined && (urgentAt === undefined || at < urgentAt)) urgentAt = at;
    }
    // A left-behind running action is taken over at the front of the line, like the step it was.
    if (running.data.length > 0) urgentAt = Math.min(urgentAt ?? now, now);
    // The visit's idle mark (see the entity), with the stamp the account was polled at: an enqueue
    // since then (a newer stamp) makes the mark stale by itself.
    const polledAt = 'touchedAt' in acc ? acc.touchedAt : undefined;
    const idle = opts.idleAt !== undefined && polledAt !== undefined;
    const patch = BotQueueEntity.patch(key).set({
      nextDueAt,
      version: cur.version + 1,
      ...(idle ? { idleAt: opts.idleAt, idleTouchedAt: polledAt } : {}),
    });
    const removed: ('urgentAt' | 'idleAt' | 'idleTouchedAt')[] = [
      ...(urgentAt === undefined ? (['urgentAt'] as const) : []),
      ...(idle ? [] : (['idleAt', 'idleTouchedAt'] as const)),
    ];
    const withRank = urgentAt === undefined ? patch : patch.set({ urgentAt });
    await (removed.length ? withRank.remove(removed) : withRank)
      .where((a, op) => `${op.eq(a.version, cur.version)} AND ${op.eq(a.touchedAt, cur.touchedAt)}`)
      .go();
  });
}

/**
 * The accounts to serve now, oldest due first across all lanes. Each candidate's account is
 * checked: one the bot cannot work (removed, invalid, a code never entered) is parked instead of
 * returned, so it never again stands in front of the others. `urgentOnly` answers only accounts
 * with foreground work due (a busy worker asking whether campaign work waits for a slot).
 */
export async function pollDueAccounts(
  deps: Deps,
  limit: number,
  opts: { urgentOnly?: boolean } = {},
): Promise<DueAccount[]> {
  const now = deps.clock.now();
  const lanes = Array.from({ length: QUEUE_LANES }, (_, i) => `due#${i}`);
  const pages = await Promise.all(
    lanes.map((lane) => BotQueueEntity.query.byLane({ lane }).lte({ nextDueAt: now }).go({ limit })),
  );
  // Accounts with foreground work due (campaign steps, a user waiting) first, by its rank; then
  // those with only background syncs due, oldest first.
  const urgent = (e: Entry) => e.urgentAt !== undefined && e.urgentAt <= now;
  const rank = (e: Entry): [number, number] => (urgent(e) ? [0, e.urgentAt ?? 0] : [1, e.nextDueAt]);
  const entries = pages
    .flatMap((p) => p.data)
    .filter((e) => e.nextDueAt <= now && (!opts.urgentOnly || urgent(e)))
    .map((e) => ({ e, r: rank(e) }))
    .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1])
    .map(({ e }) => e)
    .slice(0, limit);
  const wall = deps.clock.wallNow();
  const rows = await Promise.all(
    entries.map(
      async (e) =>
        (await LinkedInAccountEntity.get({ teamId: e.teamId, userId: e.userId }).go()).data ?? null,
    ),
  );
  const out: DueAccount[] = [];
  for (const [i, e] of entries.entries()) {
    const reason = unworkableReason(rows[i], wall);
    if (reason) await parkAccount(deps, e, e.version, reason);
    else out.push({ teamId: e.teamId, userId: e.userId, touchedAt: e.touchedAt, urgent: urgent(e) });
  }
  return out;
}

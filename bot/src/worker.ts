import { getAccount, reportLoginState } from '@outreach/functions/domain/bot/accounts';
import {
  ACTION_RUN_TIMEOUT_MS,
  accountsWithDueWork,
  claimAction,
  completeAction,
  dueActionsForAccount,
  failAction,
  reapplyUnapplied,
} from '@outreach/functions/domain/bot/actions';
import { acquireLease, LEASE_TTL_MS, releaseLease } from '@outreach/functions/domain/bot/lease';
import { isBackground } from '@outreach/functions/domain/bot/priority';
import { type DueAccount, settleAccountQueue } from '@outreach/functions/domain/bot/queue';
import type {
  AccountKey,
  ActionOutcomes,
  BotAction,
  BotActionType,
} from '@outreach/functions/domain/bot/types';
import { logger } from '@outreach/functions/lib/logger';
import type { Deps } from '@outreach/functions/ports/deps';
import type { Browser } from 'playwright-core';
import { AccountBrowser, launchBrowser } from './browser.ts';
import {
  AccountBlocked,
  type ExecContext,
  LimitReached,
  open,
  RetryLater,
  SessionExpired,
} from './executors/common.ts';
import { executors } from './executors/index.ts';
import { performLogin } from './executors/login.ts';
import { OffSiteUrl, paths } from './linkedin/page-objects.ts';
import { type Pacer, wallSleep as sleep, wallPacer } from './pacing.ts';

export type WorkerEvent =
  | {
      type: 'lease-acquired' | 'lease-released' | 'lease-lost';
      acc: AccountKey;
      workerId: string;
      at: number;
    }
  | {
      type: 'action';
      acc: AccountKey;
      workerId: string;
      actionId: string;
      action: BotActionType;
      ok: boolean;
      outcome?: unknown;
      error?: string;
      ms: number;
      at: number;
    };

export interface WorkerOptions {
  deps: Deps;
  workerId: string;
  /** LinkedIn's origin: https://www.linkedin.com, or the sandbox's URL. */
  baseUrl: string;
  signal: AbortSignal;
  /** How often to look for due work when idle. */
  pollMs?: number;
  /** Random pause between two actions of one account (human pace), [min, max] ms. */
  actionDelayMs?: [number, number];
  /** Accounts served at once by this worker. */
  concurrency?: number;
  leaseTtlMs?: number;
  /** After this long a claimed action counts as abandoned and may be taken over (re-verified). */
  runTimeoutMs?: number;
  /** How long a login waits for the user's verification code. */
  verificationWindowMs?: number;
  /** Serve only some accounts (dedicated bots, tests). */
  accountFilter?: (acc: AccountKey) => boolean;
  onEvent?: (e: WorkerEvent) => void;
  /** Called after every successful poll for work: the worker is alive and able to take leases. */
  onPoll?: () => void;
  /** A browser to share (otherwise launched on first need and closed at the end). */
  browser?: Browser;
  /** The pauses between actions: real sleeps unless a rehearsal runs them on the product clock. */
  pacer?: Pacer;
}

const keyOf = (a: AccountKey) => `${a.teamId}|${a.userId}`;
const BLOCKING_STATES = new Set([
  'LOGGED_IN_VERIFICATION',
  'LOGGED_IN_VERIFICATION_PHONE',
  'LOGGED_IN_VERIFICATION_EMAIL',
  'LOGGED_IN_VERIFICATION_2FA',
  'LOGGED_IN_INVALID',
]);
/** Retry pacing for unexpected errors (timeouts, a crashed page), by attempt. */
/** Step actions whose outcome can carry LinkedIn's limit signal (ActionOutcomes' 'limit-signal'). */
const limitReporting = new Set<string>(['view-profile', 'connect', 'message']);
const backoffMs = (attempt: number) => Math.min(60, 2 ** attempt) * 60_000;

/** How long saving or closing a browser context may take before the worker moves on without it. */
const CLOSE_TIMEOUT_MS = 10_000;

/** Waits for `p` to settle, at most `ms`; never throws. */
async function settleWithin(p: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    p.catch(() => {}),
    new Promise<void>((r) => {
      timer = setTimeout(r, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** Signing in again failed (a verification is needed, the password changed, …). */
class NotLoggedIn extends Error {}

/**
 * The bot's main loop: finds accounts with due work, takes each account's lease (one bot per
 * account), and works its queue one action at a time at a human pace, verifying before acting.
 */
export async function runWorker(opts: WorkerOptions): Promise<void> {
  const { deps, workerId, signal } = opts;
  const pollMs = opts.pollMs ?? 5_000;
  const concurrency = opts.concurrency ?? 2;
  const leaseTtlMs = opts.leaseTtlMs ?? LEASE_TTL_MS;
  const runTimeoutMs = opts.runTimeoutMs ?? ACTION_RUN_TIMEOUT_MS;
  const [delayMin, delayMax] = opts.actionDelayMs ?? [20_000, 90_000];
  const pacer = opts.pacer ?? wallPacer;
  const emit = (e: WorkerEvent) => opts.onEvent?.(e);
  const active = new Map<string, Promise<void>>();
  /**
   * Accounts whose last visit found nothing due, when (wall and product time) and at which enqueue
   * stamp. Their entry may stay due a while after an enqueue (index lag, settleAccountQueue): such an
   * account rests until the next poll instead of being visited again at once, in a loop, unless an
   * enqueue touched it since or the product clock moved on (a test or rehearsal moving time).
   */
  const emptyVisits = new Map<string, { wall: number; product: number; touchedAt: number }>();
  const resting = (acc: DueAccount) => {
    const v = emptyVisits.get(keyOf(acc));
    if (!v) return false;
    const wall = Date.now() - v.wall;
    return wall < pollMs && v.touchedAt === acc.touchedAt && deps.clock.now() - v.product < wall + pollMs;
  };
  /**
   * Slots wanted by accounts with foreground work due while every slot is busy (set by each poll of
   * a full worker): a visit with only background syncs left ends at its next action boundary and
   * gives its slot up, so campaign work never waits for another account's syncs to finish. Its
   * syncs stay pending and its entry due: it is served again once a slot is free.
   */
  let slotsWanted = 0;
  /** Visits pausing after a background action: waking one lets it give its slot up at once. */
  const pausing = new Map<string, () => void>();
  /** Accounts that hit an invitation limit: no connect actions before this time (product clock). */
  const invitesPausedUntil = new Map<string, number>();

  let browser = opts.browser;
  let launching: Promise<Browser> | undefined;
  const getBrowser = async (): Promise<Browser> => {
    if (browser?.isConnected()) return browser;
    launching ??= launchBrowser().then((b) => {
      browser = b;
      launching = undefined;
      return b;
    });
    return launching;
  };

  async function serveAccount(acc: DueAccount): Promise<void> {
    const key = keyOf(acc);
    let worked = false;
    let yielded = false;
    emit({ type: 'lease-acquired', acc, workerId, at: Date.now() });
    let lost = false;
    const renew = setInterval(
      () => {
        acquireLease(deps, acc, workerId, leaseTtlMs)
          .then((ok) => {
            if (!ok && !lost) {
              lost = true;
              emit({ type: 'lease-lost', acc, workerId, at: Date.now() });
            }
          })
          .catch(() => {});
      },
      Math.max(200, Math.floor(leaseTtlMs / 3)),
    );
    let session: AccountBrowser | undefined;
    let loggedIn = false;
    /** Product time of the visit's last read of due actions, when it found none it could run. */
    let idleAt: number | undefined;
    try {
      // Outcomes a process that died between "finished" and "applied" left behind (the queue kept
      // this account due for them): applied now, by the lease holder only.
      await reapplyUnapplied(deps, acc, runTimeoutMs).catch((e) =>
        logger.error('bot re-apply failed', { workerId, ...acc, error: e as Error }),
      );
      while (!signal.aborted && !lost) {
        const account = await getAccount(deps, acc);
        if (!account) break;
        const blocked = !!account.loginStatus && BLOCKING_STATES.has(account.loginStatus);
        const pausedUntil = invitesPausedUntil.get(key) ?? 0;
        const readAt = deps.clock.now();
        const due = (await dueActionsForAccount(deps, acc, 20, runTimeoutMs)).filter(
          (a) =>
            (!blocked || a.type === 'login') && !(a.type === 'connect' && pausedUntil > deps.clock.now()),
        );
        // A login goes first: everything else needs it.
        due.sort((a, b) => Number(b.type === 'login') - Number(a.type === 'login'));
        if (due.length === 0) {
          idleAt = readAt;
          break;
        }
        // Only after one action of this visit: a visit always moves its syncs on, so background work
        // (an acceptance a campaign waits to see) is never starved by a stream of other accounts' steps.
        if (slotsWanted > 0 && worked && due.every((a) => isBackground(a.type))) {
          slotsWanted--;
          yielded = true;
          break;
        }
        // The browser only once there is work: a visit that finds nothing due costs two reads.
        session ??= await AccountBrowser.open(deps, await getBrowser(), acc);
        let claimed: BotAction | null = null;
        for (const a of due) {
          claimed = await claimAction(deps, a, workerId, runTimeoutMs);
          if (claimed) break;
        }
        if (!claimed) break;
        worked = true;
        const stop = await runAction(claimed);
        if (stop) break;
        // Human pace between outreach actions; a login or a connection check is the user waiting on screen.
        const interactive =
          claimed.type === 'login' || claimed.type === 'check-connection' || claimed.type === 'typeahead';
        if (!interactive) {
          const wake = new AbortController();
          if (isBackground(claimed.type)) pausing.set(key, () => wake.abort());
          try {
            const ms = delayMin + Math.random() * (delayMax - delayMin);
            await pacer.pause(acc, ms, AbortSignal.any([signal, wake.signal]));
          } finally {
            pausing.delete(key);
          }
        }
        if (!(await acquireLease(deps, acc, workerId, leaseTtlMs))) break;
      }
    } finally {
      clearInterval(renew);
      if (session) {
        // Bounded: a page still busy with an abandoned action must not keep the lease (or shutdown) forever.
        if (loggedIn) await settleWithin(session.save(), CLOSE_TIMEOUT_MS);
        await settleWithin(session.close(), CLOSE_TIMEOUT_MS);
      }
      // Still holding the lease: move the account's queue entry to its next due action (or drop it).
      await settleAccountQueue(deps, acc, { idleAt }).catch((e) =>
        logger.error('bot queue settle failed', { workerId, ...acc, error: e as Error }),
      );
      if (worked || yielded) emptyVisits.delete(key);
      else emptyVisits.set(key, { wall: Date.now(), product: deps.clock.now(), touchedAt: acc.touchedAt });
      // Stamped before the write: another worker's lease can only start after it.
      const releasedAt = Date.now();
      await releaseLease(deps, acc, workerId);
      emit({ type: 'lease-released', acc, workerId, at: releasedAt });
    }

    /** Runs one claimed action; answers true when the account should not be worked any further now. */
    async function runAction(action: BotAction): Promise<boolean> {
      const s = session!;
      const t0 = Date.now();
      const ctx: ExecContext = {
        deps,
        acc,
        actionId: action.actionId,
        workerId,
        base: opts.baseUrl,
        session: s,
        page: s.page,
        log: (message, extra) =>
          logger.info(message, { workerId, actionId: action.actionId, type: action.type, ...acc, ...extra }),
      };
      const loginOpts = { signal, verificationWindowMs: opts.verificationWindowMs };

      const ensureLoggedIn = async () => {
        if (loggedIn) return;
        try {
          await open(ctx, paths.feed);
          loggedIn = true;
          return;
        } catch (e) {
          if (!(e instanceof SessionExpired)) throw e;
        }
        ctx.log('session-expired: signing in again');
        const outcome = await performLogin(ctx, { ...loginOpts, unattended: true });
        await reportLoginState(deps, acc, outcome);
        if (outcome.status !== 'LOGGED_IN')
          throw new NotLoggedIn(`${outcome.status} ${outcome.errorCode ?? ''}`);
        loggedIn = true;
      };

      const execute = async (): Promise<unknown> => {
        const run = executors[action.type] as (
          c: ExecContext,
          p: unknown,
          o: typeof loginOpts,
        ) => Promise<unknown>;
        if (action.type === 'login' || action.type === 'check-connection')
          return run(ctx, action.payload, loginOpts);
        await ensureLoggedIn();
        try {
          return await run(ctx, action.payload, loginOpts);
        } catch (e) {
          if (!(e instanceof SessionExpired)) throw e;
          loggedIn = false;
          await ensureLoggedIn();
          return run(ctx, action.payload, loginOpts);
        }
      };

      const report = (ok: boolean, outcome?: unknown, error?: string) => {
        const ms = Date.now() - t0;
        const result = (outcome as { result?: string; status?: string } | undefined) ?? {};
        logger.info('bot action', {
          workerId,
          ...acc,
          actionId: action.actionId,
          type: action.type,
          attempt: action.attempts,
          ok,
          result: result.result ?? result.status,
          error,
          ms,
        });
        emit({
          type: 'action',
          acc,
          workerId,
          actionId: action.actionId,
          action: action.type,
          ok,
          outcome,
          error,
          ms,
          at: Date.now(),
        });
      };

      try {
        const outcome = await execute();
        if (
          signal.aborted &&
          action.type === 'login' &&
          (outcome as ActionOutcomes['login']).status !== 'LOGGED_IN'
        )
          throw new Error('Shutting down while waiting for a verification code');
        await completeAction(deps, action, workerId, outcome as ActionOutcomes[BotActionType]);
        if (action.type === 'login') loggedIn = (outcome as ActionOutcomes['login']).status === 'LOGGED_IN';
        if (action.type === 'connect' && (outcome as ActionOutcomes['connect']).result === 'weekly-limit') {
          invitesPausedUntil.set(key, deps.clock.now() + 24 * 60 * 60_000);
        }
        report(true, outcome);
        await s.saveIfStale().catch(() => {});
        return action.type === 'login' && !loggedIn;
      } catch (e) {
        const err = e as Error;
        const now = deps.clock.now();
        report(false, undefined, err.message);
        if (err instanceof NotLoggedIn) {
          await failAction(deps, action, workerId, err.message, now + 30 * 60_000);
          return true;
        }
        if (err instanceof AccountBlocked) {
          await reportLoginState(deps, acc, { status: 'LOGGED_IN_INVALID', errorCode: 'RESTRICTED' });
          await failAction(deps, action, workerId, err.message, now + 6 * 60 * 60_000);
          return true;
        }
        if (err instanceof LimitReached && limitReporting.has(action.type)) {
          // A step refused by LinkedIn's limit: the outcome says so, and the product pauses that kind
          // of the account's outreach (the next actions of that kind are not tried one by one).
          if (err.signal === 'daily-invite-limit') invitesPausedUntil.set(key, now + err.retryInMs);
          await completeAction(deps, action, workerId, {
            result: 'limit-signal',
            signal: err.signal,
          } as never);
          report(true, { result: 'limit-signal', signal: err.signal });
          return false;
        }
        if (err instanceof RetryLater) {
          if (action.type === 'connect' && /invitation limit/i.test(err.message))
            invitesPausedUntil.set(key, now + err.retryInMs);
          await failAction(deps, action, workerId, err.message, now + err.retryInMs);
          return false;
        }
        if (err instanceof OffSiteUrl) {
          // A target off LinkedIn's origin is refused for good: retrying cannot make it safe.
          await failAction(deps, action, workerId, err.message);
          return false;
        }
        if (signal.aborted) {
          // Shutting down mid-action: leave it claimed; it times out and is re-verified by the next bot.
          return true;
        }
        logger.error('bot action error', { workerId, actionId: action.actionId, error: err });
        await failAction(deps, action, workerId, err.message, now + backoffMs(action.attempts));
        loggedIn = false;
        return false;
      }
    }
  }

  try {
    while (!signal.aborted) {
      const full = active.size >= concurrency;
      // A full worker still polls, for foreground work only: it decides whether a background visit yields.
      const accounts = await accountsWithDueWork(deps, full ? concurrency + 3 : 50, { urgentOnly: full })
        .then((list) => {
          opts.onPoll?.();
          return list;
        })
        .catch((e) => {
          logger.error('bot poll failed', { workerId, error: e as Error });
          return [] as DueAccount[];
        });
      const servable = (acc: DueAccount) =>
        !active.has(keyOf(acc)) && !resting(acc) && (!opts.accountFilter || opts.accountFilter(acc));
      if (full) {
        slotsWanted = Math.min(concurrency, accounts.filter(servable).length);
        // Visits pausing after a sync give their slot up now rather than after the pause.
        for (const wake of [...pausing.values()].slice(0, slotsWanted)) wake();
      } else {
        slotsWanted = 0;
        for (const acc of accounts) {
          if (active.size >= concurrency || signal.aborted) break;
          if (!servable(acc)) continue;
          if (!(await acquireLease(deps, acc, workerId, leaseTtlMs))) continue;
          const key = keyOf(acc);
          const p = serveAccount(acc)
            .catch((e) => logger.error('bot account loop failed', { workerId, ...acc, error: e as Error }))
            .finally(() => active.delete(key));
          active.set(key, p);
        }
      }
      await Promise.race([sleep(pollMs, signal), ...active.values()]);
    }
  } finally {
    await Promise.allSettled(active.values());
    if (!opts.browser && browser) await settleWithin(browser.close(), CLOSE_TIMEOUT_MS);
  }
}

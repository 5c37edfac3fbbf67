import type { AccountKey } from '@outreach/functions/domain/bot/types';
import { describe, expect, it } from 'vitest';
import { botActions } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

const DAY = 86_400_000;
const LI_MESSAGE =
  'Your LinkedIn account got disconnected. Please reconnect it to keep your campaigns running.';

const keyOf = (s: Session): AccountKey => ({ teamId: s.teamId, userId: s.userId });
const has = (list: AccountKey[], acc: AccountKey) =>
  list.some((a) => a.teamId === acc.teamId && a.userId === acc.userId);

/**
 * Puts `n` view-profile actions on an account's queue, due at `dueAt` + i ms: the queue entry as
 * enqueueBotAction marks it, then the actions in batch writes (a backlog, not 300 separate steps).
 */
async function enqueueViews(acc: AccountKey, n: number, dueAt: number, prefix: string) {
  const deps = await domainDeps();
  const { markAccountDue } = await import('@outreach/functions/domain/bot/queue');
  await markAccountDue(deps, acc, dueAt, { urgentAt: dueAt });
  const createdAt = deps.clock.now();
  const rows = Array.from({ length: n }, (_, j) => ({
    ...acc,
    actionId: `${prefix}#${String(j).padStart(4, '0')}`,
    type: 'view-profile' as const,
    payload: {
      campaignId: 'fairness',
      leadId: `lead-${j}`,
      stepIndex: 0,
      profileUrl: `https://www.linkedin.com/in/fairness-${j}/`,
    },
    status: 'pending' as const,
    dueAt: dueAt + j,
    attempts: 0,
    createdAt,
  }));
  const { unprocessed } = await deps.db.entities.botAction.put(rows).go({ concurrency: 6 });
  expect(unprocessed).toHaveLength(0);
}

async function notificationsOf(s: Session) {
  return (await s.call('GET', '/notifications?page=1&perPage=50')).body.notifications as {
    message: string;
  }[];
}

describe('a broken LinkedIn account does not stall the bot (issue 7 §4)', () => {
  it('300 due actions of a broken account, 1 of a healthy one: the healthy one runs at the next poll', async () => {
    const deps = await domainDeps();
    const { accountsWithDueWork, claimAction, completeAction, dueActionsForAccount } = await import(
      '@outreach/functions/domain/bot/actions'
    );
    const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
    const { queueState } = await import('@outreach/functions/domain/bot/queue');
    const [brokenS, healthyS] = await Promise.all([newSession(), newSession()]);
    const broken = keyOf(brokenS);
    const healthy = keyOf(healthyS);

    // Prepare: the broken account's backlog is due long before anything else in the table (other
    // tests only enqueue at the product's now), then its login turns invalid.
    const now = deps.clock.now();
    await enqueueViews(broken, 300, now - 30 * DAY, 'backlog');
    await enqueueViews(healthy, 1, now - 29 * DAY, 'healthy');
    await reportLoginState(deps, broken, { status: 'LOGGED_IN_INVALID', errorCode: 'LOGGED_IN_INVALID' });

    // Act: one poll, as a worker makes it (the worker's own limit).
    const polled = await accountsWithDueWork(deps, 50);

    // Assess: the healthy account is served; the broken one is parked, its actions kept pending.
    expect(has(polled, healthy)).toBe(true);
    expect(has(polled, broken)).toBe(false);
    expect(await queueState(deps, broken)).toMatchObject({ parked: true, reason: 'LOGGED_IN_INVALID' });
    const due = await dueActionsForAccount(deps, healthy);
    expect(due.map((a) => a.actionId)).toEqual(['healthy#0000']);
    const claimed = await claimAction(deps, due[0], 'fairness-bot');
    expect(claimed?.status).toBe('running');
    await completeAction(deps, due[0], 'fairness-bot', { result: 'viewed' } as never);
    expect((await botActions(healthy)).find((a) => a.actionId === 'healthy#0000')?.status).toBe('done');
    const backlog = await botActions(broken);
    expect(backlog).toHaveLength(300);
    expect(backlog.every((a) => a.status === 'pending')).toBe(true);

    // Later polls do not bring it back, and the owner was told once (the disconnect).
    expect(has(await accountsWithDueWork(deps, 50), broken)).toBe(false);
    expect((await notificationsOf(brokenS)).filter((n) => n.message === LI_MESSAGE)).toHaveLength(1);

    // The account signs in again: its parked actions are polled again.
    await reportLoginState(deps, broken, { status: 'LOGGED_IN' });
    expect(await queueState(deps, broken)).toMatchObject({ parked: false });
    expect(has(await accountsWithDueWork(deps, 50), broken)).toBe(true);
    expect((await dueActionsForAccount(deps, broken, 5)).map((a) => a.actionId)).toEqual([
      'backlog#0000',
      'backlog#0001',
      'backlog#0002',
      'backlog#0003',
      'backlog#0004',
    ]);
  });

  it('a trend refresh a user waits on is served ahead of accounts with overdue background work', async () => {
    const deps = await domainDeps();
    const { accountsWithDueWork, enqueueBotAction } = await import('@outreach/functions/domain/bot/actions');
    const [busyS, waitingS] = await Promise.all([newSession(), newSession()]);
    const busy = keyOf(busyS);
    const waiting = keyOf(waitingS);
    // Prepare: campaign views overdue by hours (the clock moved), then a user clicks Refresh.
    await enqueueViews(busy, 20, deps.clock.now() - 6 * 3_600_000, 'overdue');
    await enqueueBotAction(deps, {
      ...waiting,
      actionId: 'trend#fairness#1',
      type: 'search-posts',
      payload: { trendId: 'fairness', term: 'hiring', sortBy: 'top_match', max: 20 },
    });
    // Act
    const polled = await accountsWithDueWork(deps, 50);
    // Assess: both are served, the waiting user's account first.
    const at = (acc: AccountKey) =>
      polled.findIndex((a) => a.teamId === acc.teamId && a.userId === acc.userId);
    expect(at(waiting)).toBeGreaterThanOrEqual(0);
    expect(at(busy)).toBeGreaterThan(at(waiting));
  });

  it('a due campaign step is served ahead of accounts whose periodic syncs are overdue, also after a visit', async () => {
    const deps = await domainDeps();
    const { accountsWithDueWork, enqueueBotAction } = await import('@outreach/functions/domain/bot/actions');
    const { settleAccountQueue } = await import('@outreach/functions/domain/bot/queue');
    const [syncingS, campaignS] = await Promise.all([newSession(), newSession()]);
    const syncing = keyOf(syncingS);
    const campaign = keyOf(campaignS);
    const now = deps.clock.now();
    // Prepare: the first account's inbox and invitation syncs are days overdue (the clock moved while
    // nobody worked them); the second has a sync a day younger and a campaign view due a moment ago.
    await enqueueBotAction(deps, {
      ...syncing,
      actionId: 'sync#inbox',
      type: 'sync-inbox',
      payload: { sinceMs: 0, full: false },
      dueAt: now - 26 * DAY,
    });
    await enqueueBotAction(deps, {
      ...syncing,
      actionId: 'sync#invitations',
      type: 'sync-invitations',
      payload: { runId: 1 },
      dueAt: now - 26 * DAY + 1,
    });
    await enqueueBotAction(deps, {
      ...campaign,
      actionId: 'sync#inbox',
      type: 'sync-inbox',
      payload: { sinceMs: 0, full: false },
      dueAt: now - 25 * DAY,
    });
    await enqueueBotAction(deps, {
      ...campaign,
      actionId: 'step#c#l#0',
      type: 'view-profile',
      payload: { campaignId: 'c', leadId: 'l', stepIndex: 0, profileUrl: 'https://www.linkedin.com/in/l/' },
      dueAt: now - 1000,
    });
    const order = (polled: AccountKey[]) =>
      [syncing, campaign].map((acc) =>
        polled.findIndex((a) => a.teamId === acc.teamId && a.userId === acc.userId),
      );
    // Act + assess: the campaign's account comes first although its sync is younger than the other's.
    let [s, c] = order(await accountsWithDueWork(deps, 50));
    expect(c).toBeGreaterThanOrEqual(0);
    expect(s).toBeGreaterThan(c);
    // A worker's visit recomputes the entry from the actions: the rank survives it.
    await settleAccountQueue(deps, campaign);
    await settleAccountQueue(deps, syncing);
    [s, c] = order(await accountsWithDueWork(deps, 50));
    expect(c).toBeGreaterThanOrEqual(0);
    expect(s).toBeGreaterThan(c);
    // Once the campaign work is done, the account ranks by its syncs alone (behind the older one).
    await deps.db.entities.botAction
      .patch({ ...campaign, actionId: 'step#c#l#0' })
      .set({ status: 'done' })
      .go();
    await settleAccountQueue(deps, campaign);
    [s, c] = order(await accountsWithDueWork(deps, 50));
    expect(c).toBeGreaterThan(s);
  });

  it('an account whose verification code never came is parked and its owner told once', async () => {
    const deps = await domainDeps();
    const { accountsWithDueWork } = await import('@outreach/functions/domain/bot/actions');
    const { queueState } = await import('@outreach/functions/domain/bot/queue');
    const s = await newSession();
    const acc = keyOf(s);
    await enqueueViews(acc, 3, deps.clock.now() - 28 * DAY, 'waiting');
    // LinkedIn asked for a code and the window closed without one (as the bot leaves the row).
    await deps.db.entities.linkedInAccount
      .patch(acc)
      .set({ loginStatus: 'LOGGED_IN_VERIFICATION_EMAIL', isLoginValid: false, verificationCodeExpiresAt: 1 })
      .go();

    for (let i = 0; i < 3; i++) expect(has(await accountsWithDueWork(deps, 50), acc)).toBe(false);

    expect(await queueState(deps, acc)).toMatchObject({
      parked: true,
      reason: 'LOGGED_IN_VERIFICATION_EMAIL',
    });
    expect((await notificationsOf(s)).filter((n) => n.message === LI_MESSAGE)).toHaveLength(1);
  });

  it('a removed account is parked silently, and new credentials (a login) revive it', async () => {
    const deps = await domainDeps();
    const { accountsWithDueWork, enqueueBotAction } = await import('@outreach/functions/domain/bot/actions');
    const { queueState } = await import('@outreach/functions/domain/bot/queue');
    const s = await newSession();
    const acc = keyOf(s);
    await enqueueViews(acc, 2, deps.clock.now() - 27 * DAY, 'gone');
    await deps.db.entities.linkedInAccount.delete(acc).go();

    expect(has(await accountsWithDueWork(deps, 50), acc)).toBe(false);
    expect(await queueState(deps, acc)).toMatchObject({ parked: true, reason: 'removed' });
    expect(await notificationsOf(s)).toHaveLength(0);

    // A new outreach action keeps waiting; a login (new credentials) puts the account back in line.
    await enqueueViews(acc, 1, deps.clock.now() - 27 * DAY, 'later');
    expect(await queueState(deps, acc)).toMatchObject({ parked: true });
    await enqueueBotAction(deps, {
      ...acc,
      actionId: 'login#revive',
      type: 'login',
      payload: { reason: 'credentials' },
    });
    expect(await queueState(deps, acc)).toMatchObject({ parked: false });
  });
});

import type { BotAction, BotActionType } from '@outreach/functions/domain/bot/types';
import { domainDeps } from './domain.ts';
import { clockNow, waitFor } from './outreach.ts';

/** The bot actions of one LinkedIn account (the test plays the bot: no bot process runs in integration). */
export async function botActions(acc: { teamId: string; userId: string }) {
  const deps = await domainDeps();
  const { data } = await deps.db.entities.botAction.query.byAccount(acc).go({ pages: 'all' });
  return data;
}

/** Waits for a pending action of a type and claims it, as the bot would. */
async function claimNext<T extends BotActionType>(
  acc: { teamId: string; userId: string },
  type: T,
  ms: number,
) {
  const deps = await domainDeps();
  const { claimAction } = await import('@outreach/functions/domain/bot/actions');
  const row = await waitFor(
    async () => (await botActions(acc)).find((a) => a.type === type && a.status === 'pending'),
    ms,
    `a pending ${type} action`,
  );
  const key = { teamId: row.teamId, userId: row.userId, actionId: row.actionId };
  const claimed = await claimAction(deps, key, 'test-bot');
  if (!claimed) throw new Error(`could not claim ${row.actionId}`);
  return { deps, key, claimed: claimed as BotAction<T> };
}

/** Waits for a pending action of a type, claims it and reports its outcome, as the bot would. */
export async function completeNext<T extends BotActionType>(
  acc: { teamId: string; userId: string },
  type: T,
  outcome: (a: BotAction<T>) => unknown,
  ms = 20_000,
): Promise<BotAction<T>> {
  const { deps, key, claimed } = await claimNext(acc, type, ms);
  const { completeAction } = await import('@outreach/functions/domain/bot/actions');
  await completeAction(deps, key, 'test-bot', outcome(claimed) as never);
  return claimed;
}

/** Waits for a pending action of a type, claims it and reports it failed for good, as the bot would. */
export async function failNext<T extends BotActionType>(
  acc: { teamId: string; userId: string },
  type: T,
  error: string,
  ms = 20_000,
): Promise<BotAction<T>> {
  const { deps, key, claimed } = await claimNext(acc, type, ms);
  const { failAction } = await import('@outreach/functions/domain/bot/actions');
  await failAction(deps, key, 'test-bot', error);
  return claimed;
}

/**
 * Waits until the work the product clock made due is done (e2e, where the real bot runs): no bot
 * action of the accounts running or due, and no lead of the campaign in flight or due without a
 * newer schedule (or until `until` holds). A story moves the clock again only after this: it waits
 * for data, not for time.
 */
export async function settled(
  accounts: { teamId: string; userId: string }[],
  campaignId: string,
  opts: { ms?: number; until?: () => Promise<boolean> } = {},
): Promise<void> {
  const deps = await domainDeps();
  await waitFor(
    async () => {
      // What the story looks for may come before all the due work is done: no need to wait for the rest.
      if (opts.until && (await opts.until())) return true;
      const now = await clockNow();
      // Recurring syncs wait as pending with a later due time: only what is due counts.
      for (const acc of accounts) {
        const actions = await botActions(acc);
        // A finished action whose outcome is still being applied (its leads, its next page) is not quiet.
        if (
          actions.some(
            (a) => a.status === 'running' || a.applying || (a.status === 'pending' && a.dueAt <= now),
          )
        )
          return false;
      }
      const { data: leads } = await deps.db.entities.lead.query
        .byCampaign({ teamId: accounts[0]!.teamId, campaignId })
        .go({ pages: 'all' });
      return !leads.some(
        (l) => l.stage === 'in-flight' || (l.stage === 'scheduled' && (l.nextDueAt ?? 0) <= now),
      );
    },
    opts.ms ?? 150_000,
    'the bot and the scheduler to be done with what is due',
  );
}

/**
 * Runs the scheduled steps of these leads (all of the campaigns' when none are named) through the
 * steps consumer, as its queue would deliver them (each twice): made due now, so none is "early".
 */
export async function runDueSteps(s: { teamId: string }, campaignIds: string[], onlyLeads?: string[]) {
  const deps = await domainDeps();
  const now = await clockNow();
  const messages: unknown[] = [];
  for (const campaignId of campaignIds) {
    const { data } = await deps.db.entities.lead.query.byCampaign({ teamId: s.teamId, campaignId }).go();
    for (const l of data) {
      if (onlyLeads && !onlyLeads.includes(l.leadId)) continue;
      if (l.stage !== 'scheduled') continue;
      // Due now, so our deliveries are not "early" (the runtime's own schedules fire later and drop).
      await deps.db.entities.lead
        .patch({ teamId: s.teamId, campaignId, leadId: l.leadId })
        .set({ nextDueAt: now - 1 })
        .go();
      const m = {
        kind: 'step',
        teamId: s.teamId,
        campaignId,
        leadId: l.leadId,
        stepIndex: l.nextTouchIndex ?? 0,
        attempt: l.stepAttempt ?? 0,
      };
      messages.push(m, m);
    }
  }
  const { handler } = await import('@outreach/functions/jobs/run-step');
  const Records = messages.map((b, i) => ({
    messageId: `caps-${i}-${Math.random().toString(36).slice(2)}`,
    receiptHandle: 'r',
    body: JSON.stringify(b),
    attributes: {} as never,
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:steps',
    awsRegion: 'us-east-1',
  }));
  for (let i = 0; i < Records.length; i += 10) {
    const r = await handler({ Records: Records.slice(i, i + 10) } as never, {} as never);
    if (r.batchItemFailures.length)
      throw new Error(`run-step failed: ${JSON.stringify(r.batchItemFailures)}`);
  }
}

import { randomUUID } from 'node:crypto';
import { ACTION_RUN_TIMEOUT_MS, claimAction, enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import { measureBotDemand } from '@outreach/functions/domain/bot/measure-bot-demand';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';

// The bot scaler's signal (jobs/publish-bot-metrics.ts), read from the bot-action status index of the
// real table. Other tests share the table, so the assertions hold whatever else is queued there.
describe('measureBotDemand', () => {
  it('counts accounts with due or running work, caps the read, and counts actions stuck in running', async () => {
    // Prepare: three fresh accounts with one due action each.
    const deps = await domainDeps();
    const team = `team-demand-${randomUUID()}`;
    const accounts = [1, 2, 3].map((i) => ({ teamId: team, userId: `user-${i}` }));
    for (const acc of accounts) {
      await enqueueBotAction(deps, {
        ...acc,
        actionId: `check#${randomUUID()}`,
        type: 'check-connection',
        payload: {},
        dueAt: deps.clock.now() - 1,
      });
    }
    const first = { ...accounts[0], actionId: '' };
    const pending = await deps.db.entities.botAction.query.byAccount(accounts[0]).go();
    first.actionId = pending.data[0].actionId;

    // Act: claim one (it runs), then measure as if its worker had gone silent past the run timeout.
    const claimed = await claimAction(deps, first, 'worker-demand-test');
    expect(claimed?.status).toBe('running');
    const later = (claimed?.startedAt ?? 0) + ACTION_RUN_TIMEOUT_MS;
    const demand = await measureBotDemand(deps, { maxAccounts: 100_000, wallNow: later });
    const capped = await measureBotDemand(deps, { maxAccounts: 2, wallNow: later });

    // Assess
    expect(demand.accountsWithWork).toBeGreaterThanOrEqual(3);
    expect(demand.actionsStuckRunning).toBeGreaterThanOrEqual(1);
    expect(capped.accountsWithWork).toBe(2);
  });
});

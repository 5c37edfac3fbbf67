// Steps dispatched per second by the scheduler: 10,000 leads in 100 campaigns, seeded through the
// domain, all due at once; measured from "due" to 10,000 step bot actions, through the whole local
// path: table scheduler poller → SQS `steps` queue → consumer → run-step (limit transaction) → bot action.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '@outreach/local/runtime';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100);
const LEADS_PER_CAMPAIGN = Number(process.env.BENCH_LEADS ?? 100);
const TOTAL = CAMPAIGNS * LEADS_PER_CAMPAIGN;

const dataDir = mkdtempSync(join(tmpdir(), 'outreach-bench-'));
const runtime = await startRuntime({ dataDir, quiet: true, seed: false, bot: false });
try {
  const { getDeps } = await import('@outreach/functions/lib/deps');
  const { addLeads } = await import('@outreach/functions/domain/leads/add-leads');
  const deps = getDeps();
  const now = deps.clock.now();
  const teamId = 'bench-team';
  const always = { scheduled: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startHour: 0, endHour: 24 })) };

  // One LinkedIn account per campaign (a daily limit is per account), each allowed its 100 views a day.
  const t0 = Date.now();
  const campaigns = Array.from({ length: CAMPAIGNS }, (_, i) => ({
    teamId,
    campaignId: `bench-c${String(i).padStart(3, '0')}`,
    userId: `bench-u${String(i).padStart(3, '0')}`,
    name: `Bench ${i}`,
    category: 'linkedin' as const,
    campaignType: 'csv upload',
    status: 'active' as const,
    runState: 'running' as const,
    touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] },
    createdAt: now,
    updatedAt: now,
  }));
  // A paying team whose users are verified and whose LinkedIn accounts are signed in: run-step
  // checks all three before it dispatches anything.
  await deps.db.entities.team
    .create({
      teamId,
      name: 'Bench',
      ownerId: campaigns[0].userId,
      hasPaidPlan: true,
      plan: 'pro',
      createdAt: now,
      updatedAt: now,
    })
    .go();
  await Promise.all(
    campaigns.map(async (c) => {
      await deps.db.entities.user
        .create({
          userId: c.userId,
          email: `${c.userId}@bench.test`,
          firstName: 'Bench',
          lastName: c.userId,
          isEmailVerified: true,
          createdAt: now,
          updatedAt: now,
        })
        .go();
      await deps.db.entities.linkedInAccount
        .create({
          teamId,
          userId: c.userId,
          email: `${c.userId}@sandbox.test`,
          credentialsEnc: 'unused',
          loginStatus: 'LOGGED_IN',
          isLoginValid: true,
          createdAt: now,
          updatedAt: now,
        })
        .go();
      await deps.db.entities.userSettings
        .upsert({ userId: c.userId, operatingHours: always, dailyLimits: { views: 250 }, updatedAt: now })
        .go();
      await deps.db.entities.campaign.create(c).go();
    }),
  );
  const counts: number[] = [];
  for (let i = 0; i < campaigns.length; i += 10) {
    await Promise.all(
      campaigns.slice(i, i + 10).map(async (c) => {
        const people = Array.from({ length: LEADS_PER_CAMPAIGN }, (_, j) => ({
          publicId: `${c.campaignId}-p${j}`,
          profileUrl: `https://www.linkedin.com/in/${c.campaignId}-p${j}/`,
          firstName: `P${j}`,
        }));
        counts.push(await addLeads(deps, c, people, { concurrency: 8 }));
      }),
    );
  }
  const seeded = counts.reduce((a, b) => a + b, 0);
  const seedMs = Date.now() - t0;
  console.log(`seeded ${seeded} leads in ${CAMPAIGNS} campaigns in ${(seedMs / 1000).toFixed(1)} s`);

  // Every first step is due within the jitter window (≤ 20 min): move the product clock past it.
  const counterKeys = campaigns.map((c) => ({
    teamId,
    userId: c.userId,
    day: '',
    limitKey: 'views',
  }));
  const { dailyCounterKey } = await import('@outreach/shared/rules/outreach/daily-limits');
  const dispatched = async () => {
    const day = dailyCounterKey(deps.clock.now(), 'America/Los_Angeles');
    const keys = counterKeys.map((k) => ({ ...k, day }));
    const { data } = await deps.db.entities.dailyCounter.get(keys).go();
    return data.reduce((n, c) => n + (c.count ?? 0), 0);
  };
  runtime.clock.advance(21 * 60_000);
  const start = Date.now();
  let last = 0;
  let n = 0;
  while (n < TOTAL) {
    await new Promise((r) => setTimeout(r, 1000));
    n = await dispatched();
    if (n !== last) {
      process.stdout.write(`  ${n} dispatched after ${((Date.now() - start) / 1000).toFixed(1)} s\r`);
      last = n;
    }
    if (Date.now() - start > 30 * 60_000) break;
  }
  const secs = (Date.now() - start) / 1000;
  const pending = (
    await Promise.all(
      campaigns.map(
        async (c) =>
          (
            await deps.db.entities.botAction.query
              .byAccountStatus({ teamId, userId: c.userId, status: 'pending' })
              .go({ pages: 'all', attributes: ['actionId'] })
          ).data,
      ),
    )
  ).flat();
  console.log(
    `\nscheduler: ${n} steps dispatched in ${secs.toFixed(1)} s = ${(n / secs).toFixed(0)} steps/s`,
  );
  console.log(
    `  (${pending.length} step bot actions pending; ${TOTAL} leads, ${CAMPAIGNS} campaigns, 2 consumers, DynamoDB Local)`,
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

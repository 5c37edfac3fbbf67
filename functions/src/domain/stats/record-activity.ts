import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { ActivityEntity } from '../../data/entities/activity.ts';
import { ActivityCountEntity } from '../../data/entities/activity-count.ts';
import type { Deps } from '../../ports/deps.ts';
import { emitActivityEvents } from '../webhooks/emit-activity-events.ts';
import { bucketsAt } from './activity-buckets.ts';

export interface ActivityInput {
  teamId: string;
  userId: string;
  campaignId: string;
  campaignName?: string;
  leadId: string;
  kind: string;
  message?: string;
  touchIndex?: number;
  person?: unknown;
  /** The member whose LinkedIn account acted, and their name at the time (issue #9). */
  senderId?: string;
  senderName?: string;
  /** A stable id makes recording the same event twice (at the same instant) write one row. */
  activityId?: string;
  at?: number;
}

type Row = ActivityInput & { activityId: string; at: number };
type Counter = { teamId: string; scope: string; bucket: string; kind: string; n: number };

/** The counters scope of one member's activity in their team. */
export const memberStatsScope = (userId: string) => `member#${userId}`;

/** DynamoDB's cap on the items of one transaction. */
const MAX_ITEMS = 100;
/** Attempts when other writers moved the same counters at the same moment. */
const ATTEMPTS = 6;

const countersOf = (rows: Row[]): Counter[] => {
  const out = new Map<string, Counter>();
  // `member#<userId>`: the team stats page's per-member counts (teams/get-team-stats.ts).
  for (const r of rows)
    for (const scope of ['team', r.campaignId, memberStatsScope(r.userId)])
      for (const bucket of bucketsAt(r.at)) {
        const k = `${r.teamId}\u0000${scope}\u0000${bucket}\u0000${r.kind}`;
        const c = out.get(k) ?? { teamId: r.teamId, scope, bucket, kind: r.kind, n: 0 };
        c.n++;
        out.set(k, c);
      }
  return [...out.values()];
};

/** Writes rows and their counter additions in one transaction; rows already recorded drop out. */
async function writeChunk(_deps: Deps, rows: Row[]): Promise<void> {
  for (let attempt = 1; rows.length > 0; attempt++) {
    const counters = countersOf(rows);
    const res = await createWriteTransaction(
      { activity: ActivityEntity, activityCount: ActivityCountEntity },
      ({ activity, activityCount }) => [
        ...rows.map(({ at, activityId, ...r }) => activity.create({ ...r, at, activityId }).commit()),
        ...counters.map(({ n, ...key }) => activityCount.update(key).add({ count: n }).commit()),
      ],
    ).go();
    if (!res.canceled) return;
    // The callback's mixed item list leaves ElectroDB unable to type the outcomes.
    const outcomes = res.data as unknown as { code?: string }[];
    const exists = new Set(
      outcomes.flatMap((d, i) => (i < rows.length && d.code === 'ConditionalCheckFailed' ? [i] : [])),
    );
    if (exists.size > 0) {
      rows = rows.filter((_, i) => !exists.has(i));
      continue;
    }
    const conflict = outcomes.some((d) => d.code === 'TransactionConflict');
    if (!conflict || attempt >= ATTEMPTS)
      throw new Error(`recording activity failed: ${outcomes.map((d) => d.code).join(',')}`);
    await new Promise((r) => setTimeout(r, 10 * 2 ** attempt * Math.random()));
  }
}

/**
 * Records performed actions in the activity log (team, campaign and lead views read it) and, in
 * the same transactions, adds them to the team's and the campaigns' counters of their time buckets
 * (one addition per counter per transaction, so a batch moves each hot counter once). Recording
 * the same activity id twice writes nothing the second time.
 */
export async function recordActivities(deps: Deps, inputs: readonly ActivityInput[]): Promise<void> {
  let chunk: Row[] = [];
  const all: Row[] = [];
  for (const a of inputs) {
    const at = a.at ?? deps.clock.now();
    const row: Row = { ...a, at, activityId: a.activityId ?? ulid(at) };
    all.push(row);
    if (chunk.length > 0 && chunk.length + 1 + countersOf([...chunk, row]).length > MAX_ITEMS) {
      await writeChunk(deps, chunk);
      chunk = [];
    }
    chunk.push(row);
  }
  if (chunk.length > 0) await writeChunk(deps, chunk);
  // Outgoing webhooks of the subscribable kinds (rows recorded before included: re-emitting is idempotent).
  await emitActivityEvents(deps, all);
}

/** Records one performed action (see recordActivities). */
export async function recordActivity(deps: Deps, a: ActivityInput): Promise<void> {
  await recordActivities(deps, [a]);
}

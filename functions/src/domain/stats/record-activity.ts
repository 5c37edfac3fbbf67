import { ulid } from 'ulid';
import type { Deps } from '../../ports/deps.ts';
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
  /** A stable id makes recording the same event twice (at the same instant) write one row. */
  activityId?: string;
  at?: number;
}

/** Attempts when another recording of the same team moved the same counters at the same moment. */
const ATTEMPTS = 4;

/**
 * Records one performed action in the activity log (team, campaign and lead views read it) and, in
 * the same transaction, adds it to the team's and the campaign's counters of its time buckets.
 * Recording the same activity id twice writes nothing the second time.
 */
export async function recordActivity(deps: Deps, a: ActivityInput): Promise<void> {
  const at = a.at ?? deps.clock.now();
  const row = {
    teamId: a.teamId,
    activityId: a.activityId ?? ulid(at),
    at,
    userId: a.userId,
    campaignId: a.campaignId,
    campaignName: a.campaignName,
    leadId: a.leadId,
    kind: a.kind,
    message: a.message,
    touchIndex: a.touchIndex,
    person: a.person,
  };
  for (let attempt = 1; ; attempt++) {
    const res = await deps.db.transaction
      .write(({ activity, activityCount }) => [
        activity.create(row).commit(),
        ...['team', a.campaignId].flatMap((scope) =>
          bucketsAt(at).map((bucket) =>
            activityCount
              .update({ teamId: a.teamId, scope, bucket, kind: a.kind })
              .add({ count: 1 })
              .commit(),
          ),
        ),
      ])
      .go();
    if (!res.canceled) return;
    // Already recorded.
    if (res.data[0]?.code === 'ConditionalCheckFailed') return;
    const conflict = res.data.some((d) => d.code === 'TransactionConflict');
    if (!conflict || attempt >= ATTEMPTS)
      throw new Error(`recording activity failed: ${res.data.map((d) => d.code).join(',')}`);
  }
}

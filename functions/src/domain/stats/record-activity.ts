import { ulid } from 'ulid';
import type { Deps } from '../../ports/deps.ts';

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

/** Records one performed action in the activity log (team, campaign and lead views read it). */
export async function recordActivity(deps: Deps, a: ActivityInput): Promise<void> {
  const at = a.at ?? deps.clock.now();
  try {
    await deps.db.entities.activity
      .create({
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
      })
      .go();
  } catch (e) {
    if (!(e as Error).message?.includes('conditional request failed')) throw e;
  }
}

import { createHash } from 'node:crypto';
import { replyActionKinds } from '@outreach/shared/rules/outreach/activity';
import type { WebhookEventType } from '@outreach/shared/schemas/webhooks';
import type { Deps } from '../../ports/deps.ts';
import { actionRow } from '../integrations/integration-rows.ts';
import { emitWebhookEvent, teamSubscriptions } from './emit-webhook-event.ts';

/** The webhook event each subscribable action kind is (every other kind sends nothing). */
export const eventOfKind: Readonly<Record<string, WebhookEventType>> = {
  'lead found': 'lead.created',
  connected: 'invite.accepted',
  'email bounced': 'email.bounced',
  ...Object.fromEntries(replyActionKinds.map((k) => [k, 'reply.received' as const])),
};

/** A recorded activity row, as the activity log stores it. */
export interface RecordedActivity {
  teamId: string;
  userId: string;
  campaignId: string;
  campaignName?: string;
  leadId: string;
  kind: string;
  message?: string;
  person?: unknown;
  activityId: string;
  at: number;
}

/** The stable event id of an activity: the same recorded fact always gives the same id. */
export const activityEventId = (a: Pick<RecordedActivity, 'teamId' | 'activityId'>) =>
  `evt_${createHash('sha256').update(`${a.teamId}|${a.activityId}`).digest('hex').slice(0, 32)}`;

const CONCURRENCY = 8;

/**
 * The producer of the lead, acceptance, reply and bounce events: every activity recorded with one of
 * those kinds (whoever records it: the campaign runner, the email channel, the inbox) is emitted to the
 * team's subscriptions, its `data` the same row the integration API's action lists answer. Idempotent
 * (the event id comes from the activity id) and never fails the recording: a failure is logged.
 */
export async function emitActivityEvents(deps: Deps, rows: readonly RecordedActivity[]): Promise<void> {
  const byTeam = new Map<string, RecordedActivity[]>();
  for (const r of rows) {
    if (!eventOfKind[r.kind]) continue;
    byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), r]);
  }
  for (const [teamId, list] of byTeam) {
    try {
      const subs = await teamSubscriptions(deps, teamId);
      const wanted = new Set(subs.flatMap((s) => s.events));
      const queue = list.filter((r) => wanted.has(eventOfKind[r.kind]!));
      const worker = async () => {
        for (let r = queue.shift(); r; r = queue.shift()) {
          await emitWebhookEvent(
            deps,
            teamId,
            {
              id: activityEventId(r),
              type: eventOfKind[r.kind]!,
              occurredAt: r.at,
              data: { ...actionRow(r), userId: r.userId },
            },
            subs,
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    } catch (e) {
      console.error('webhook events not emitted', { teamId, error: (e as Error).message });
    }
  }
}

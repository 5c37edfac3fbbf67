import type { Deps } from '../../ports/deps.ts';
import type { BotAction } from '../bot/types.ts';
import { recordActivity } from '../stats/record-activity.ts';

/** Greetings have no campaign: their activity files under this id (ours). */
export const GREETINGS_ACTIVITY_CAMPAIGN = 'greetings';

/** A greeting sent (or found sent after a crash): activity 'greeting sent' (Greetings), once per occasion. */
export async function recordGreeting(deps: Deps, a: BotAction<'send-greeting'>) {
  const o = a.outcome;
  if (a.status !== 'done' || (o?.result !== 'sent' && o?.result !== 'already-sent')) return;
  const p = a.payload;
  await recordActivity(deps, {
    teamId: a.teamId,
    userId: a.userId,
    campaignId: GREETINGS_ACTIVITY_CAMPAIGN,
    leadId: p.publicId,
    kind: 'greeting sent',
    message: p.text,
    activityId: a.actionId,
    person: {
      publicId: p.publicId,
      firstName: p.firstName,
      lastName: p.lastName,
      profileUrl: p.profileUrl,
    },
  });
}

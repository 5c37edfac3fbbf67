import { dailyCounterKey } from '@outreach/shared/rules/outreach/daily-limits';
import {
  greetingKindPrefix,
  isRepeatGreeting,
  planGreetings,
} from '@outreach/shared/rules/outreach/greetings';
import { nextAllowedInstant } from '@outreach/shared/rules/outreach/work-hours';
import type { GreetingType } from '@outreach/shared/schemas/profile';
import { retryConflicts } from '../../data/condition-failure.ts';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { BotActionEntity } from '../../data/entities/bot-action.ts';
import { DailyCounterEntity } from '../../data/entities/daily-counter.ts';
import type { Deps } from '../../ports/deps.ts';
import { markAccountDue } from '../bot/queue.ts';
import type { ActionOutcomes, BotAction } from '../bot/types.ts';
import { loadAccountSettings } from '../settings/account-settings.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';

/**
 * After a celebrations read: each occasion of an enabled type still due gets one `send-greeting`
 * action (its id, one per person and occasion, is the idempotency key). In ONE transaction per
 * greeting: a unit of the day's messages limit (`count < limit`, shared with campaign messages) and
 * the action. Outside work hours they are due at the next window; once the day's limit is used the
 * rest wait for a later read (an occasion stays due for GREETING_WINDOW_DAYS). A person greeted on
 * an occasion of the same kind dated within GREETING_REPEAT_DAYS (an earlier read listed the
 * birthday under another date) is not greeted again.
 */
export async function queueGreetings(deps: Deps, action: BotAction<'sync-celebrations'>) {
  const acc = { teamId: action.teamId, userId: action.userId };
  const seen = (action.outcome as ActionOutcomes['sync-celebrations'] | undefined)?.celebrations ?? [];
  const { greetingMessages } = await loadAccountSettings(deps, acc.userId);
  const now = deps.clock.now();
  const planned = planGreetings(seen, greetingMessages, now);
  if (planned.length === 0) return { queued: 0 };
  const { limits, timezone, hours } = await loadOutreachSettings(deps, acc.userId);
  const at = nextAllowedInstant(hours, timezone, now);
  if (at === null) return { queued: 0 };
  const day = dailyCounterKey(at, timezone);
  const names = new Map(seen.map((c) => [c.publicId, c]));
  await markAccountDue(deps, acc, at, { urgentAt: at });
  let queued = 0;
  for (const g of planned) {
    if (await greetedOfKind(acc, g)) continue;
    const person = names.get(g.publicId);
    const { canceled, data } = await retryConflicts(() =>
      createWriteTransaction(
        { dailyCounter: DailyCounterEntity, botAction: BotActionEntity },
        ({ dailyCounter, botAction }) => [
          dailyCounter
            .upsert({ ...acc, day, limitKey: 'messages', ttl: Math.floor(now / 1000) + 8 * 86_400 })
            .add({ count: 1 })
            .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, limits.messages)}`)
            .commit(),
          botAction
            .create({
              ...acc,
              actionId: g.actionId,
              type: 'send-greeting',
              payload: {
                type: g.type,
                date: g.date,
                publicId: g.publicId,
                profileUrl: g.profileUrl,
                text: g.text,
                firstName: person?.firstName ?? '',
                lastName: person?.lastName ?? '',
              },
              status: 'pending',
              dueAt: at,
              attempts: 0,
              createdAt: now,
            })
            .commit(),
        ],
      ).go(),
    );
    if (!canceled) {
      queued++;
      continue;
    }
    // The day's messages are used up: the rest wait for a later read.
    if ((data as { code?: string }[])[0]?.code === 'ConditionalCheckFailed') break;
    // Greeted already (the action exists): nothing twice.
  }
  return { queued };
}

/** Whether an earlier greeting of this kind to this person, under another date, is recent enough to rule it out. */
async function greetedOfKind(
  acc: { teamId: string; userId: string },
  g: { actionId: string; type: GreetingType; publicId: string; date: string },
) {
  const { data } = await BotActionEntity.query
    .byAccount(acc)
    .begins({ actionId: greetingKindPrefix(g) })
    .go({ attributes: ['actionId', 'payload', 'status'] });
  return data.some(
    (a) =>
      a.actionId !== g.actionId &&
      a.status !== 'failed' &&
      a.status !== 'cancelled' &&
      isRepeatGreeting((a.payload as { date: string }).date, g.date),
  );
}

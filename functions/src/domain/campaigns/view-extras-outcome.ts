import { dailyCounterKey } from '@outreach/shared/rules/outreach/daily-limits';
import type { Deps } from '../../ports/deps.ts';
import type { BotAction } from '../bot/types.ts';
import { countViewExtras } from '../scheduling/steps/li-view.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';

type Note = (
  kind: string,
  extra: { message?: string; touchIndex?: number; activityId?: string },
) => Promise<void>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Records an LI View's extras as their own action kinds (profile followed, skills endorsed, post
 * liked) and counts them against the daily limits of the account that acted (the sender: in a
 * rotated campaign not the campaign's owner), in its own time zone. Stable activity ids: once per step.
 */
export async function noteViewExtras(
  deps: Deps,
  account: { teamId: string; userId: string },
  a: BotAction<'view-profile'>,
  note: Note,
): Promise<void> {
  const o = a.outcome;
  if (o?.result !== 'viewed') return;
  const p = a.payload;
  const id = (kind: string) => `${kind}#${p.leadId}#${p.stepIndex}#${a.actionId}`;
  if (o.followed) await note('profile followed', { touchIndex: p.stepIndex, activityId: id('follow') });
  if (o.endorsed)
    await note('skills endorsed', {
      message: `Endorsed ${plural(o.endorsed, 'skill', 'skills')}`,
      touchIndex: p.stepIndex,
      activityId: id('endorse'),
    });
  if (o.liked)
    await note('post liked', {
      message: `Liked ${plural(o.liked, 'post', 'posts')}`,
      touchIndex: p.stepIndex,
      activityId: id('like'),
    });
  if (o.followed || o.endorsed || o.liked) {
    const { timezone } = await loadOutreachSettings(deps, account.userId);
    await countViewExtras(deps, account, dailyCounterKey(deps.clock.now(), timezone), o);
  }
}

import { isAutoWithdrawActionId } from '@outreach/shared/rules/outreach/auto-withdraw';
import { invitationTexts } from '@outreach/shared/schemas/invitations';
import type { Deps } from '../../ports/deps.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import type { AccountKey, ActionOutcomes, ActionPayloads, BotAction } from '../bot/types.ts';
import { recordActivity } from '../stats/record-activity.ts';
import { changeInvitation, fieldsOf, type InvitePerson } from './invitation-row.ts';

/** Activity of the account's own housekeeping has no campaign: it files under this id (ours). */
export const AUTO_WITHDRAW_ACTIVITY_CAMPAIGN = 'auto-withdraw';

type Status = 'WITHDRAW' | 'ACCEPT' | 'REJECT';

/**
 * POST /invites/change-status: withdraw sent invitations, accept or reject received ones (spec 3 §4).
 * Each invitation of the caller in the right tab is marked for the bot's next batch, one bot action
 * carries them; ids that are not the caller's, or in another tab, are skipped.
 */
export async function changeInvitesStatus(
  deps: Deps,
  acc: AccountKey,
  ids: (string | number)[],
  status: Status,
) {
  const tab = status === 'WITHDRAW' ? 'sent' : 'received';
  const queued: string[] = [];
  for (const raw of [...new Set(ids.map(String))]) {
    // Only the ones this call marks go to the bot (one already queued is in an earlier batch).
    let marked = false;
    await changeInvitation(deps, { ...acc, invitationId: raw }, (cur) => {
      marked = !!cur && cur.tab === tab && !cur.pendingAction;
      return cur && marked ? { ...fieldsOf(cur), pendingAction: status } : null;
    });
    if (marked) queued.push(raw);
  }
  if (queued.length) {
    const actionId = `invites#${status}#${deps.clock.now()}#${queued[0]}`;
    await enqueueBotAction(deps, {
      ...acc,
      actionId,
      type: 'change-invitations',
      payload: { status, invitationIds: queued },
    });
  }
  return { queued: queued.length, message: invitationTexts.queued };
}

/**
 * The bot's results: withdrawn ones move to the withdrawn tab, answered ones leave; failures stay as
 * they were. An automatic withdrawal is recorded as activity 'invite withdrawn' (Invites withdrawn).
 */
export async function applyInvitationsOutcome(deps: Deps, action: BotAction) {
  const acc = { teamId: action.teamId, userId: action.userId };
  if (action.type !== 'change-invitations') return;
  const p = action.payload as ActionPayloads['change-invitations'];
  const o = action.outcome as ActionOutcomes['change-invitations'] | undefined;
  const results = new Map((o?.results ?? []).map((r) => [r.invitationId, r.result]));
  for (const id of p.invitationIds) {
    const result = action.status === 'done' ? (results.get(id) ?? 'failed') : 'failed';
    let withdrawn = false;
    const row = await changeInvitation(deps, { ...acc, invitationId: id }, (cur) => {
      withdrawn = false;
      if (!cur || cur.pendingAction !== p.status) return null;
      const base = { ...fieldsOf(cur), pendingAction: '' };
      if (result === 'failed') return base;
      withdrawn = p.status === 'WITHDRAW' && result === 'done';
      if (p.status === 'WITHDRAW') return { ...base, tab: 'withdrawn', result: 'withdrawn' };
      return { ...base, tab: 'done', result: result === 'gone' ? 'closed' : p.status.toLowerCase() };
    });
    if (withdrawn && row && isAutoWithdrawActionId(action.actionId)) {
      const person = row.person as InvitePerson | undefined;
      await recordActivity(deps, {
        ...acc,
        campaignId: AUTO_WITHDRAW_ACTIVITY_CAMPAIGN,
        leadId: person?.publicId || id,
        kind: 'invite withdrawn',
        activityId: `auto-withdrawn#${id}`,
        person: person && {
          publicId: person.publicId ?? undefined,
          firstName: person.firstName,
          lastName: person.lastName,
          headline: person.headline ?? undefined,
          pictureUrl: person.imageUrl ?? undefined,
          linkedInUrn: person.entityUrn || undefined,
          profileUrl: person.publicId ? `https://www.linkedin.com/in/${person.publicId}/` : undefined,
        },
      });
    }
  }
}

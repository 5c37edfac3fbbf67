import {
  type LimitSignal,
  type PausedKind,
  signalKind,
  signalPauseUntil,
} from '@outreach/shared/rules/outreach/sender-caps';
import { BotActionEntity } from '../../../data/entities/bot-action.ts';
import { SenderCapsEntity } from '../../../data/entities/sender-caps.ts';
import type { Deps } from '../../../ports/deps.ts';
import { notify } from '../../notifications/notify.ts';
import { loadSenderCaps } from './check-sender-caps.ts';

type Owner = { teamId: string; userId: string };

/** The bot actions of each paused kind: queued ones wait the pause out instead of each being refused. */
const kindActions: Record<PausedKind, readonly string[]> = {
  invites: ['connect'],
  messages: ['message'],
  views: ['view-profile'],
};

/** The owner's notification of a pause (OURS, in the words of the daily-limits page). */
export const pauseNotice: Record<LimitSignal, (hours: number) => string> = {
  'weekly-invite-limit': (h) =>
    `LinkedIn says you reached the weekly invitation limit. Invitations are paused for ${h} hours; other steps go on.`,
  'daily-invite-limit': (h) =>
    `LinkedIn says you reached today's invitation limit. Invitations are paused for ${h} hours; other steps go on.`,
  'message-limit': (h) =>
    `LinkedIn says you reached its message limit. Messages are paused for ${h} hours; other steps go on.`,
  'view-limit': (h) =>
    `LinkedIn says you reached today's limit for profile views. Profile views are paused for ${h} hours; other steps go on.`,
};

/** Until when a kind of outreach is paused on a caps row (0: not paused). */
export function pausedUntilOf(caps: Awaited<ReturnType<typeof loadSenderCaps>>, kind: PausedKind): number {
  if (kind === 'messages') return caps?.messagesPausedUntil ?? 0;
  if (kind === 'views') return caps?.viewsPausedUntil ?? 0;
  return caps?.invitesPausedUntil ?? 0;
}

/**
 * LinkedIn told the bot a limit was reached (issue #9): that kind of the sender's outreach
 * (invitations, messages or profile views) pauses for hours (`signalPauseUntil`), so the leads
 * behind wait it out once instead of each trying and being refused. Actions of that kind already
 * queued for the bot wait until the pause ends; the owner is told once per pause. Answers the end.
 */
export async function pauseOutreach(deps: Deps, acc: Owner, signal: LimitSignal): Promise<number> {
  const owner = { teamId: acc.teamId, userId: acc.userId };
  const now = deps.clock.now();
  const kind = signalKind(signal);
  const caps = await loadSenderCaps(deps, owner);
  const current = pausedUntilOf(caps, kind);
  const until = signalPauseUntil(signal, now, current);
  const set =
    kind === 'invites'
      ? { invitesPausedUntil: until, pauseSignal: signal, pausedAt: now }
      : kind === 'messages'
        ? { messagesPausedUntil: until, messagesPausedAt: now }
        : { viewsPausedUntil: until, viewsPausedAt: now };
  await SenderCapsEntity.upsert({ ...owner, ...set, updatedAt: now }).go();

  const { data } = await BotActionEntity.query
    .byAccountStatus({ ...owner, status: 'pending' })
    .lt({ dueAt: until })
    .go({ pages: 'all' });
  await Promise.all(
    data
      .filter((a) => kindActions[kind].includes(a.type))
      .map((a) =>
        BotActionEntity.patch({ ...owner, actionId: a.actionId })
          .set({ dueAt: until })
          .where((x, op) => op.eq(x.status, 'pending'))
          .go()
          .catch(() => {}),
      ),
  );
  if (current <= now)
    await notify(deps, {
      ...owner,
      type: 'linkedin-limit',
      level: 'warning',
      target: 'user',
      message: pauseNotice[signal](Math.round((until - now) / 3_600_000)),
    });
  return until;
}

/** LinkedIn's invitation-limit signals pause the sender's invitations (see `pauseOutreach`). */
export async function pauseInvites(
  deps: Deps,
  owner: Owner,
  signal: 'weekly-invite-limit' | 'daily-invite-limit',
): Promise<number> {
  return pauseOutreach(deps, owner, signal);
}

/** Counts invitations sent by the product and still pending (+1 sent, -1 accepted or withdrawn). */
export async function countPendingInvites(deps: Deps, acc: { teamId: string; userId: string }, n: 1 | -1) {
  const owner = { teamId: acc.teamId, userId: acc.userId };
  const now = deps.clock.now();
  if (n > 0) {
    await SenderCapsEntity.upsert({ ...owner, updatedAt: now })
      .add({ pendingInvites: 1 })
      .go();
    return;
  }
  // Never below zero (invitations sent before the counter existed).
  await SenderCapsEntity.patch(owner)
    .subtract({ pendingInvites: 1 })
    .set({ updatedAt: now })
    .where((a, op) => op.gt(a.pendingInvites, 0))
    .go()
    .catch(() => {});
}

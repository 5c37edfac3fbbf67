import { DAY, HOUR } from './limits.ts';
import type { Person } from './population.ts';
import { REPLY_TEXTS } from './population-data.ts';
import { pick, rngFor } from './random.ts';
import type { AccountState, Conversation, SentInvitation } from './state.ts';

export interface ReactionSettings {
  /** Share of invitations accepted. */
  acceptRate: number;
  acceptDelayMinMs: number;
  acceptDelayMaxMs: number;
  /** Share of messages to connections that get a reply. */
  replyRate: number;
  replyDelayMinMs: number;
  replyDelayMaxMs: number;
}

export const DEFAULT_REACTIONS: ReactionSettings = {
  acceptRate: 0.4,
  acceptDelayMinMs: 2 * HOUR,
  acceptDelayMaxMs: 3 * DAY,
  replyRate: 0.2,
  replyDelayMinMs: 30 * 60_000,
  replyDelayMaxMs: 2 * DAY,
};

/** When (if ever) the invitee accepts; decided by the seed and the ids alone. */
export function acceptanceTime(
  seed: number,
  email: string,
  invitation: Pick<SentInvitation, 'id' | 'personId' | 'sentAt'>,
  settings: ReactionSettings = DEFAULT_REACTIONS,
): number | null {
  const rand = rngFor(seed, 'accept', email, invitation.personId, invitation.id);
  if (rand() >= settings.acceptRate) return null;
  const span = settings.acceptDelayMaxMs - settings.acceptDelayMinMs;
  return invitation.sentAt + settings.acceptDelayMinMs + Math.floor(rand() * span);
}

/** When (if ever) a message gets its reply, and the reply's text. */
export function replyFor(
  seed: number,
  email: string,
  messageId: string,
  sentAt: number,
  senderFirstName: string,
  settings: ReactionSettings = DEFAULT_REACTIONS,
): { at: number; text: string } | null {
  const rand = rngFor(seed, 'reply', email, messageId);
  if (rand() >= settings.replyRate) return null;
  const span = settings.replyDelayMaxMs - settings.replyDelayMinMs;
  const at = sentAt + settings.replyDelayMinMs + Math.floor(rand() * span);
  return { at, text: pick(rand, REPLY_TEXTS).replace('{first}', senderFirstName) };
}

/**
 * Applies every reaction that is due at `now`. Called whenever an account's state is read,
 * so no timers are needed and moving the clock is enough to see acceptances and replies.
 * Returns whether anything changed.
 */
export function settleAccount(
  account: AccountState,
  ctx: { seed: number; now: number; me: Person; newId: () => string; settings?: ReactionSettings },
): boolean {
  const settings = ctx.settings ?? DEFAULT_REACTIONS;
  let changed = false;
  for (const inv of account.invitations) {
    if (inv.status !== 'pending') continue;
    const at = acceptanceTime(ctx.seed, account.email, inv, settings);
    if (at !== null && at <= ctx.now) {
      inv.status = 'accepted';
      inv.acceptedAt = at;
      if (!account.connections.some((c) => c.personId === inv.personId)) {
        account.connections.push({ personId: inv.personId, connectedAt: at, source: 'invitation-accepted' });
      }
      changed = true;
    }
  }
  for (const conversation of account.conversations) {
    if (settleConversation(conversation, account.email, ctx, settings)) changed = true;
  }
  return changed;
}

function settleConversation(
  conversation: Conversation,
  email: string,
  ctx: { seed: number; now: number; me: Person; newId: () => string },
  settings: ReactionSettings,
): boolean {
  let changed = false;
  for (const message of [...conversation.messages]) {
    if (message.from !== 'me' || message.settled) continue;
    const reply = replyFor(ctx.seed, email, message.id, message.at, ctx.me.firstName, settings);
    if (reply === null) {
      message.settled = true;
      changed = true;
    } else if (reply.at <= ctx.now) {
      message.settled = true;
      conversation.messages.push({ id: ctx.newId(), from: 'them', text: reply.text, at: reply.at });
      changed = true;
    }
  }
  if (changed) conversation.messages.sort((a, b) => a.at - b.at);
  return changed;
}

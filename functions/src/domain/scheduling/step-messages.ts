import { createHash } from 'node:crypto';
import type { CampaignMoveMessage } from '../campaigns/move-campaign.ts';
import type { ConnectionSyncMessage } from '../contacts/request-connection-sync.ts';
import type { InboxSyncMessage } from '../conversations/request-inbox-sync.ts';
import type { MailSyncMessage } from '../email/mail-sync-schedule.ts';
import type { GreetingsSyncMessage } from '../greetings/request-greetings-sync.ts';
import type { InvitesSyncMessage } from '../invitations/request-invites-sync.ts';
import type { XSyncMessage } from '../twitter/x-sync-schedule.ts';
import type { WebhookMessage } from '../webhooks/webhook-messages.ts';
import type { RevokeMessage } from './steps/revoke-invite.ts';

/** A lead's step is due: the body of a `steps` queue message (and of its schedule). */
export interface StepMessage {
  kind: 'step';
  teamId: string;
  campaignId: string;
  leadId: string;
  stepIndex: number;
  attempt: number;
}

/** Time to ask the bot for new acceptances and replies on one LinkedIn account. */
export interface SyncMessage {
  kind: 'sync';
  teamId: string;
  userId: string;
  bucket: number;
  /** Sync even with no lead awaiting by stage (a lead waits at a Condition step, issue #9). */
  keep?: boolean;
}

export type StepsQueueMessage =
  | StepMessage
  | SyncMessage
  | ConnectionSyncMessage
  | WebhookMessage
  | MailSyncMessage
  | RevokeMessage
  | InboxSyncMessage
  | InvitesSyncMessage
  | GreetingsSyncMessage
  | XSyncMessage
  | CampaignMoveMessage;

/** Human-like spread of due times: up to this much is added to every step (ours). */
export const JITTER_MAX_MS = 20 * 60_000;

/** How often (product time) an account's network is synced while it waits on acceptances or replies (ours). */
export const SYNC_INTERVAL_MS = 4 * 3_600_000;

/**
 * A deterministic random delay in [0, max): the same seed (lead id and step) always gets the same
 * jitter, so schedules are reproducible in tests and a retry lands on the same minute.
 *
 * @example
 * jitterMs('lead-1#0') === jitterMs('lead-1#0') // true
 */
export function jitterMs(seed: string, maxMs = JITTER_MAX_MS): number {
  // FNV-1a, 32 bit.
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return Math.floor(((h >>> 0) / 0x1_0000_0000) * maxMs);
}

/**
 * A schedule name: EventBridge allows 64 characters of [0-9A-Za-z-_.], so the parts are hashed.
 * The due time is part of the name: rescheduling creates a new schedule, and the old one, if it
 * still fires, is dropped as stale by run-step.
 */
export function scheduleName(kind: 'st' | 'sy', ...parts: (string | number)[]): string {
  return `${kind}-${createHash('sha1').update(parts.join('|')).digest('hex')}`;
}

/** The bot action id of a step: the idempotency key of the side effect on LinkedIn. */
export function stepActionId(m: Pick<StepMessage, 'campaignId' | 'leadId' | 'stepIndex' | 'attempt'>) {
  const base = `step#${m.campaignId}#${m.leadId}#${m.stepIndex}`;
  return m.attempt > 0 ? `${base}#r${m.attempt}` : base;
}

/**
 * The condition every step's claim puts on its lead: still scheduled for exactly this step and
 * attempt, so a redelivered or stale message claims nothing (ElectroDB `where` callback).
 */
export const stillDueFor =
  (msg: Pick<StepMessage, 'stepIndex' | 'attempt'>) =>
  // biome-ignore lint/suspicious/noExplicitAny: ElectroDB's attribute and operation types are per entity
  (a: { stage: any; nextTouchIndex: any; stepAttempt: any }, op: { eq: (attr: any, value: any) => string }) =>
    `${op.eq(a.stage, 'scheduled')} AND ${op.eq(a.nextTouchIndex, msg.stepIndex)} AND ${op.eq(a.stepAttempt, msg.attempt)}`;

import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

export const botActionTypes = [
  'login',
  'check-connection',
  'collect-search',
  'view-profile',
  'connect',
  'message',
  'sync-network',
  'sync-connections',
  'publish-post',
  'search-posts',
  'like-post',
  'withdraw-invite',
  'sync-inbox',
  'send-inbox-message',
  'sync-invitations',
  'change-invitations',
  'send-inmail',
  'collect-members',
  'send-group-message',
  'send-chained-messages',
  'sync-groups',
  'sync-celebrations',
  'send-greeting',
  'send-event-message',
  'invite-to-event',
  'sync-events',
  'invite-to-company',
  'sync-saved-searches',
  'sync-companies',
  'typeahead',
] as const;

export const botActionStatuses = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;

/**
 * One thing the cloud bot must do on one LinkedIn account. `actionId` is the idempotency key
 * (e.g. `step#<campaignId>#<leadId>#<stepIndex>`): creating it twice keeps one.
 * Workers find accounts with due work in the per-account queue (bot-queue.ts), then read that
 * account's due actions through `byAccountStatus`: there is no global index of all actions by status.
 */
export const BotActionEntity = tableEntity(
  new Entity({
    model: { entity: 'botAction', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      actionId: { type: 'string', required: true },
      type: { type: botActionTypes, required: true },
      payload: { type: 'any' },
      status: { type: botActionStatuses, required: true, default: 'pending' },
      dueAt: { type: 'number', required: true },
      attempts: { type: 'number', default: 0 },
      workerId: { type: 'string' },
      startedAt: { type: 'number' },
      finishedAt: { type: 'number' },
      /**
       * Set with the finished status, removed once its outcome has been applied to campaigns and
       * account state (applyBotOutcome): "finished" and "its effects written" are two writes, and
       * whoever waits for the account to be quiet must not read the gap between them as quiet.
       */
      applying: { type: 'boolean' },
      /**
       * Wall time the `applying` mark was set, kept while it stands. A mark older than a run timeout
       * belongs to a process that died between the two writes; the account's next visit applies the
       * outcome again (reapplyUnapplied).
       */
      applyingSince: { type: 'number' },
      outcome: { type: 'any' },
      error: { type: 'string' },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: ['actionId'] },
      },
      /** One account's actions in one status by due time: what a worker holding its lease reads. */
      byAccountStatus: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['teamId', 'userId', 'status'] },
        sk: { field: 'gsi2sk', composite: ['dueAt', 'actionId'] },
      },
      /**
       * Sparse: one account's finished actions whose outcome is still being applied. Its keys exist
       * only while `applying` is set. Its composites are the item's own key, so ElectroDB weighs the
       * condition on every write: a write that does not set `applying` (a claim, a retry, the mark's
       * removal) leaves the item out of it; only finished actions are ever marked.
       */
      unapplied: {
        index: 'gsi1',
        condition: (attr) => attr.applying === true,
        pk: { field: 'gsi1pk', composite: ['teamId', 'userId'] },
        sk: { field: 'gsi1sk', composite: ['actionId'] },
      },
    },
  }),
);

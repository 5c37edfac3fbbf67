import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * One X action of a campaign step (a Twitter DM or a Twitter Follow of one lead, one attempt).
 * `sendKey` is derived from the step (campaign, lead, step, attempt) and is the idempotency key of the
 * action: created conditionally with the daily-limit unit and the lead's move, before X is called, so
 * a redelivered step message finds it and never sends twice.
 */
export const XSendEntity = tableEntity(
  new Entity({
    model: { entity: 'xSend', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      sendKey: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      leadId: { type: 'string', required: true },
      stepIndex: { type: 'number', required: true },
      attempt: { type: 'number', required: true },
      kind: { type: ['dm', 'follow'] as const, required: true },
      /** The lead's handle, without `@`. */
      handle: { type: 'string', required: true },
      /** The daily counter unit the claim took (given back when X did nothing). */
      day: { type: 'string', required: true },
      /** `sending`: claimed, X not yet answered; `sent`: X did it; `failed`: X refused or could not. */
      status: { type: ['sending', 'sent', 'failed'] as const, required: true },
      /** X's id of the person, and of the DM event once sent. */
      targetUserId: { type: 'string' },
      eventId: { type: 'string' },
      error: { type: 'string' },
      createdAt: { type: 'number', required: true },
      sentAt: { type: 'number' },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['teamId', 'sendKey'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * One campaign email (the Email step of one lead, one attempt). `messageKey` is derived from the
 * step (campaign, lead, step, attempt) and is both the idempotency key of the send (created
 * conditionally with the daily-limit unit and the lead's move) and the local part of the
 * Message-ID, so a reply's In-Reply-To/References or a bounce's copied headers lead back to it.
 */
export const EmailSendEntity = tableEntity(
  new Entity({
    model: { entity: 'emailSend', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      messageKey: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      leadId: { type: 'string', required: true },
      stepIndex: { type: 'number', required: true },
      attempt: { type: 'number', required: true },
      to: { type: 'string', required: true },
      subject: { type: 'string' },
      /** The Message-ID header sent, with its angle brackets. */
      messageId: { type: 'string', required: true },
      /** `sending`: claimed, SMTP not yet answered; `sent`: accepted by the server; `failed`: refused. */
      /** The secret part of the unsubscribe link of this email. */
      unsubscribeToken: { type: 'string', required: true },
      status: { type: ['sending', 'sent', 'failed'] as const, required: true },
      error: { type: 'string' },
      /** Set once a reply or a bounce was applied to the lead. */
      outcome: { type: ['replied', 'bounced'] as const },
      createdAt: { type: 'number', required: true },
      sentAt: { type: 'number' },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['teamId', 'messageKey'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

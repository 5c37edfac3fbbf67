import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A user's connected mailbox for the email channel (spec 1 §3 mail settings, connected email
 * account): one provider at a time (SMTP+IMAP, Gmail or Outlook). Passwords and OAuth tokens are
 * stored encrypted (`secretEnc`, Secrets port) and never returned by the API.
 */
export const MailboxEntity = tableEntity(
  new Entity({
    model: { entity: 'mailbox', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      provider: { type: ['smtp', 'gmail', 'outlook'] as const, required: true },
      /** The address mail is sent from. */
      email: { type: 'string', required: true },
      senderName: { type: 'string' },
      replyToEmail: { type: 'string' },
      /** SMTP settings without the password: { smtpServer, port, username, isTlsEnabled }. */
      smtp: { type: 'any' },
      /** IMAP settings without the password: { imapServer, port, username, isTlsEnabled }. */
      imap: { type: 'any' },
      /** Encrypted JSON: the SMTP and IMAP passwords, or the provider's refresh token. */
      secretEnc: { type: 'string', required: true },
      /** `broken`: the provider refused us since (revoked grant, changed password). */
      status: { type: ['connected', 'broken'] as const, required: true, default: 'connected' },
      errorMessage: { type: 'string' },
      /** Reply and bounce detection: where the IMAP reading left off. */
      imapUidValidity: { type: 'number' },
      imapLastUid: { type: 'number' },
      /** When a campaign email last left through it: replies and bounces are read while recent. */
      lastCampaignSendAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['userId'] },
      },
    },
  }),
);

import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A user's email preferences that outlive a connected mailbox (spec 1 §3): the signature (rich
 * text, at most one image) and whether campaign emails carry the unsubscribe link.
 */
export const MailPreferencesEntity = tableEntity(
  new Entity({
    model: { entity: 'mailPreferences', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      emailSignature: { type: 'string' },
      emailAttachments: { type: 'any' },
      isExcludedSignatureDash: { type: 'boolean' },
      includeUnsubscribeEmailLink: { type: 'boolean' },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A user's Facebook login (spec 1 §3 Facebook data): facebookDetails (name, email, picture url),
 * facebookPages (id, name, category, optional ig), the options pages_checked and ig_accounts_checked,
 * and the unauthorized flag. The long-lived user token and the page tokens are stored encrypted
 * (`secretEnc`, Secrets port, purpose `meta-tokens`) and never returned by the API.
 */
export const FacebookAccountEntity = tableEntity(
  new Entity({
    model: { entity: 'facebookAccount', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      fbUserId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string' },
      pictureUrl: { type: 'string' },
      /** `{ id, name, category, ig?: { id, username, profile_pic, follows_count, followers_count, media_count, name } }[]` */
      pages: { type: 'any', required: true, default: () => [] },
      pagesChecked: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      igAccountsChecked: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      secretEnc: { type: 'string', required: true },
      /** When the long-lived user token expires (product clock, ms). */
      expiresAt: { type: 'number', required: true },
      /** Facebook refused our token since (the user removed the app, or it expired): reconnect. */
      unauthorized: { type: 'boolean', required: true, default: false },
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

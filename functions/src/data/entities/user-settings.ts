import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A user's outreach settings (spec 1 §3 preferences): work hours (`operatingHours.scheduled`) and
 * daily limits. Keyed by the user, like the user row: they follow the person across teams.
 */
export const UserSettingsEntity = tableEntity(
  new Entity({
    model: { entity: 'userSettings', version: '1', service: 'outreach' },
    attributes: {
      userId: { type: 'string', required: true },
      operatingHours: { type: 'any' },
      dailyLimits: { type: 'any' },
      /** Notification settings switches (spec 1 §2); a missing key is on. */
      notificationSettings: { type: 'any' },
      /** Auto-withdrawal of pending LinkedIn invitations (`TAutoWithdraw`; unset: off). */
      autoWithdraw: { type: 'any' },
      /** Greeting messages per occasion (`TGreetingMessage[]`; unset: the defaults, all off). */
      greetingMessages: { type: 'any' },
      /** Sign-ups that came through this user's referral link. */
      referredCount: { type: 'number' },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

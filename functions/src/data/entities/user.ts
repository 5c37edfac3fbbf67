import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** A person who signs in. Users are their own tenant; team data hangs off memberships. */
export const UserEntity = tableEntity(
  new Entity({
    model: { entity: 'user', version: '1', service: 'outreach' },
    attributes: {
      userId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      passwordHash: { type: 'string' },
      authProviders: { type: 'set', items: 'string' },
      googleSub: { type: 'string' },
      microsoftSub: { type: 'string' },
      profilePictureUrl: { type: 'string' },
      /** The S3 key of a photo the user uploaded (served through GET /users/{id}/photo/{file}). */
      photoKey: { type: 'string' },
      /** A new address waiting for its confirmation link (PATCH /users/change-email). */
      pendingEmail: { type: 'string' },
      isEmailVerified: { type: 'boolean', default: false },
      isWalkthroughCompleted: { type: 'boolean', default: false },
      isBlocked: { type: 'boolean', default: false },
      isAlfredAdmin: { type: 'boolean', default: false },
      isGhostUser: { type: 'boolean', default: false },
      lastTeamId: { type: 'string' },
      timezone: { type: 'string', default: 'America/Los_Angeles' },
      language: { type: 'string', default: 'en' },
      needToLogout: { type: 'boolean', default: false },
      tracking: {
        type: 'map',
        properties: {
          landingUrl: { type: 'string' },
          utmSource: { type: 'string' },
          lastPage: { type: 'string' },
          pageCounter: { type: 'number' },
          referralCode: { type: 'string' },
          trialOrigin: { type: 'string' },
          promoCode: { type: 'string' },
        },
      },
      whoWillBeUsing: { type: 'string' },
      howYouHeard: { type: 'string' },
      haveYouUsedSocialSellingTools: { type: 'string' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
      byEmail: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['email'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  }),
);

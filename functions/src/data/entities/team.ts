import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** The tenant: every team-scoped key starts with its id. */
export const TeamEntity = tableEntity(
  new Entity({
    model: { entity: 'team', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      ownerId: { type: 'string', required: true },
      seats: { type: 'number', default: 1 },
      plan: { type: 'string', default: 'trial' },
      planVersion: { type: 'string' },
      isTrialExtended: { type: 'boolean', default: false },
      isSubscriptionPaused: { type: 'boolean', default: false },
      hasPaidPlan: { type: 'boolean', default: false },
      hasFreePlan: { type: 'boolean', default: false },
      trialStartedAt: { type: 'number' },
      trialEndsAt: { type: 'number' },
      isWhiteLabelCustomDomain: { type: 'boolean', default: false },
      /** Team toggles (spec 1 §7): teammates see each other's leads / inboxes. */
      isShareMemberLeads: { type: 'boolean', default: false },
      isMemberInboxEnabled: { type: 'boolean', default: false },
      /** Owners in the team; role changes and removals move it in their transaction, never below 1. */
      ownerCount: { type: 'number' },
      isVerifyOnTheFlyEnabled: { type: 'boolean' },
      /** Members whose LinkedIn gets disconnected are told by mail too (PATCH /teams/send-disconnected-email). */
      isSendDisconnectedEmailEnabled: { type: 'boolean' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

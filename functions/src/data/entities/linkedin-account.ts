import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A user's connected LinkedIn account and its cloud-bot state (spec 1 §3 cloud bot status).
 * Credentials and the browser session are stored encrypted (Secrets port) and never returned by the API.
 */
export const LinkedInAccountEntity = tableEntity(
  new Entity({
    model: { entity: 'linkedInAccount', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      countryCode: { type: 'string' },
      credentialsEnc: { type: 'string', required: true },
      /** Encrypted Playwright storage state (cookies + local storage) of the last good session. */
      sessionEnc: { type: 'string' },
      /** The browser identity (JSON: user agent, locale, timezone, viewport) chosen once for the account. */
      browserIdentity: { type: 'string' },
      loginStatus: { type: 'string' },
      salesStatus: { type: 'string' },
      /** The Sales Navigator contracts the member holds, as the bot read them at sign-in. */
      salesContracts: { type: 'any' },
      /** The contract Sales Navigator work runs under (POST /users/set-contract-id). */
      selectedContractId: { type: 'string' },
      errorCode: { type: 'string' },
      warningType: { type: 'string' },
      isLoginValid: { type: 'boolean', default: false },
      tryingLogin: { type: 'boolean', default: false },
      browserId: { type: 'string' },
      /** The login action of the latest credentials; outcomes of older attempts are ignored. */
      loginAttemptId: { type: 'string' },
      verificationCodeExpiresAt: { type: 'number' },
      /** A code the user typed, waiting for the bot to submit it (cleared once used). */
      pendingCodeEnc: { type: 'string' },
      profileName: { type: 'string' },
      profileUrn: { type: 'string' },
      publicId: { type: 'string' },
      timezone: { type: 'string' },
      leaseOwner: { type: 'string' },
      leaseExpiresAt: { type: 'number' },
      lastActivityAt: { type: 'number' },
      /** Product time of the last verify-on-the-fly or disconnected mail (at most one per 6 hours). */
      reconnectMailAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['userId'] },
      },
      byOwner: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  }),
);

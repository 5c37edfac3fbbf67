import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A user's connected X (Twitter) account (spec 1 §3 Twitter account: name, username, imageUrl). The
 * OAuth tokens are stored encrypted (`secretEnc`, Secrets port: JSON accessToken, refreshToken,
 * expiresAt) and never returned by the API.
 */
export const XAccountEntity = tableEntity(
  new Entity({
    model: { entity: 'xAccount', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      xUserId: { type: 'string', required: true },
      username: { type: 'string', required: true },
      name: { type: 'string', required: true },
      imageUrl: { type: 'string' },
      secretEnc: { type: 'string', required: true },
      /** `broken`: X refused our tokens since (the user removed the app): reconnect. */
      status: { type: ['connected', 'broken'] as const, required: true, default: 'connected' },
      errorMessage: { type: 'string' },
      /** Bumped at every token refresh: refreshes race on it (X rotates refresh tokens). */
      tokenVersion: { type: 'number', required: true, default: 0 },
      /** Wall-clock end of the lease of the one refresh in progress (X rotates refresh tokens). */
      refreshingUntil: { type: 'number' },
      /** Per X endpoint (`dm`, `follow`, `lookup`): until when X's 429 holds campaign steps back. */
      limitedUntil: { type: 'any' },
      /** When a campaign DM last went out: the reply sync runs while this is recent. */
      lastDmSentAt: { type: 'number' },
      /** The newest DM event the reply sync has read (X's event ids grow with time). */
      dmSyncLastId: { type: 'string' },
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

/**
 * The X sign-in a user started (GET /twitter/auth-url) and finishes by typing X's PIN (POST
 * /twitter/verify-login): the PKCE verifier, encrypted, until it is used or expires.
 */
export const XConnectFlowEntity = tableEntity(
  new Entity({
    model: { entity: 'xConnectFlow', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      verifierEnc: { type: 'string', required: true },
      /** SHA-256 of the `state` sent to X: the code page finds and proves the flow by it. */
      stateHash: { type: 'string' },
      /** X's code, encrypted, once the code page received it (a callback URL rather than `oob`). */
      codeEnc: { type: 'string' },
      /** SHA-256 of the PIN the code page showed for that code. */
      pinHash: { type: 'string' },
      expiresAt: { type: 'number', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['userId'] },
      },
    },
  }),
);

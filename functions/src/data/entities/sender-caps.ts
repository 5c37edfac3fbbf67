import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * The product's own caps of one sender (a user's LinkedIn account in a team, issue #9): a pause
 * after LinkedIn's limit signal, the pending-invitations threshold and count, and the warm-up.
 */
export const SenderCapsEntity = tableEntity(
  new Entity({
    model: { entity: 'senderCaps', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** No invitations before this instant (a limit signal from LinkedIn). */
      invitesPausedUntil: { type: 'number' },
      /** The signal behind the pause ('weekly-invite-limit' | 'daily-invite-limit'). */
      pauseSignal: { type: 'string' },
      pausedAt: { type: 'number' },
      /** No messages before this instant (LinkedIn's message-limit signal). */
      messagesPausedUntil: { type: 'number' },
      messagesPausedAt: { type: 'number' },
      /** No profile views before this instant (LinkedIn's profile-view limit signal). */
      viewsPausedUntil: { type: 'number' },
      viewsPausedAt: { type: 'number' },
      /** Invitations sent by the product and still pending (kept counter: +1 sent, -1 accepted or withdrawn). */
      pendingInvites: { type: 'number' },
      /** New invites wait at or above this many pending (null: the default). */
      pendingInvitesHold: { type: 'number' },
      /** The local day the warm-up started ('YYYY-MM-DD'); absent: no warm-up. */
      warmUpStartDate: { type: 'string' },
      updatedAt: { type: 'number' },
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A campaign lead the owner's X account sent a DM to, keyed by the person's X user id: the X reply
 * sync (domain/twitter/sync-x-replies.ts) reads a DM's sender here to find the leads it answers.
 * Written when a Twitter DM step is sent.
 */
export const XDmLeadEntity = tableEntity(
  new Entity({
    model: { entity: 'xDmLead', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      /** The campaign owner (whose X account sent the DM). */
      userId: { type: 'string', required: true },
      /** X's id of the person the DM went to. */
      targetUserId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      leadId: { type: 'string', required: true },
      /** When our first DM to this lead went out (a reply is a DM from them after it). */
      sentAt: { type: 'number', required: true },
    },
    indexes: {
      byTarget: {
        pk: { field: 'pk', composite: ['teamId', 'userId', 'targetUserId'] },
        sk: { field: 'sk', composite: ['campaignId', 'leadId'] },
      },
    },
  }),
);

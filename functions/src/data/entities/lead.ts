import { leadStatuses } from '@outreach/shared/rules/outreach/leads';
import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/** Where a lead is in its sequence (ours; spec 3 has only `status` and `nextTouchIndex`). */
export const leadStages = [
  /** Waiting for the step `nextTouchIndex` at `nextDueAt` (a schedule exists while the campaign runs). */
  'scheduled',
  /** The step's bot action is queued or running. */
  'in-flight',
  /** An invite was sent; the next step waits for acceptance (sync-network). */
  'awaiting-accept',
  /** The last step was a message; only reply detection remains. */
  'messaged',
  'replied',
  'done',
] as const;

/**
 * A person in one campaign. `leadId` is derived from the LinkedIn public id, so the same person is
 * added to a campaign once (a conditional create dedupes). `byPerson` finds a person's leads on an
 * account when the network sync reports an acceptance or a reply; `byStage` tells whether an account
 * still waits on acceptances or replies, without reading its leads; `byTeamRecent` lists the team's
 * leads across campaigns for the CRM.
 */
export const LeadEntity = tableEntity(
  new Entity({
    model: { entity: 'lead', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      leadId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** When the lead's sender (`userId`) was settled for good in a rotated campaign (issue #9). */
      senderAt: { type: 'number' },
      publicId: { type: 'string', required: true },
      profileUrl: { type: 'string', required: true },
      entityUrn: { type: 'string', required: true },
      memberUrn: { type: 'string' },
      status: { type: leadStatuses, required: true },
      stage: { type: leadStages, required: true },
      nextTouchIndex: { type: 'number', required: true },
      /** Retries of the current step (a postponed step gets a new bot action id). */
      stepAttempt: { type: 'number', default: 0 },
      nextDueAt: { type: 'number' },
      person: { type: 'any', required: true },
      /**
       * What LinkedIn showed for each column the user edited (`{ title: 'CTO', … }`, null when it was
       * empty): "reset column" puts it back. Absent until the first edit.
       */
      personOriginals: { type: 'any' },
      csvColumns: { type: 'any' },
      customData: { type: 'any' },
      /** Action kinds this lead has had in the campaign (spec 4 `type` filters read them). */
      actions: { type: 'list', items: { type: 'string' } },
      lastAction: { type: 'string' },
      lastActionAt: { type: 'number' },
      requestedAt: { type: 'number' },
      connectedAt: { type: 'number' },
      repliedAt: { type: 'number' },
      /** When the lead first opened a campaign email (the open pixel, issue #9). */
      openedAt: { type: 'number' },
      /** Branches the lead took (`<condition index>:yes|no`, issue #9). */
      branches: { type: 'list', items: { type: 'string' } },
      /** The Condition step the lead waits at, and since when (its `within_days` count from then). */
      waitIndex: { type: 'number' },
      waitSince: { type: 'number' },
      threadId: { type: 'string' },
      isExcluded: { type: 'boolean', default: false },
      isReturnToCampaign: { type: 'boolean', default: false },
      /** Tag ids of the person (the CRM's lead tags); a deleted tag's id is dropped on read. */
      tags: { type: 'list', items: { type: 'number' } },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byCampaign: {
        pk: { field: 'pk', composite: ['teamId', 'campaignId'] },
        sk: { field: 'sk', composite: ['leadId'] },
      },
      byPerson: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['teamId', 'userId', 'publicId'] },
        sk: { field: 'gsi1sk', composite: ['campaignId'] },
      },
      byStage: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['teamId', 'userId', 'stage'] },
        sk: { field: 'gsi2sk', composite: ['campaignId', 'leadId'] },
      },
      /** The CRM's lead list across campaigns, most recently changed first (spec 3 §3 sort default). */
      byTeamRecent: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['teamId'] },
        sk: { field: 'gsi3sk', composite: ['updatedAt'] },
      },
    },
  }),
);

import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * One performed action (spec 3 §3 Activity item): a lead viewed, invited, connected, messaged,
 * replied… Time-sorted per team for the global activity and the dashboard, per campaign for its
 * actions and chart, per lead for its history, per user and kind for the integration API, per kind for the filtered global activity.
 */
export const ActivityEntity = tableEntity(
  new Entity({
    model: { entity: 'activity', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      activityId: { type: 'string', required: true },
      at: { type: 'number', required: true },
      userId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      campaignName: { type: 'string' },
      leadId: { type: 'string', required: true },
      /** The action kind (`leadActionKinds`), the API's `description`. */
      kind: { type: 'string', required: true },
      message: { type: 'string' },
      touchIndex: { type: 'number' },
      person: { type: 'any' },
      /**
       * Ours (issue #9): the member whose LinkedIn account acted (a rotated campaign's sender; the
       * owner otherwise), and their name as it was then (what a removed member's rows keep showing).
       */
      senderId: { type: 'string' },
      senderName: { type: 'string' },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['at', 'activityId'] },
      },
      byCampaign: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['teamId', 'campaignId'] },
        sk: { field: 'gsi1sk', composite: ['at', 'activityId'] },
      },
      byLead: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['teamId', 'campaignId', 'leadId'] },
        sk: { field: 'gsi2sk', composite: ['at', 'activityId'] },
      },
      /**
       * One user's actions of one kind, newest first: the integration API's `get-last-actions`,
       * `new-leads` and `new-reply-detected` read only the rows they answer, not the team's whole log.
       */
      byUserKind: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['teamId', 'userId', 'kind'] },
        sk: { field: 'gsi3sk', composite: ['at', 'activityId'] },
      },
      /**
       * A team's actions of one kind, newest first: the global activity list filtered by action
       * (`filters`) reads only the kinds it shows, one partition per kind, merged by time.
       */
      byTeamKind: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['teamId', 'kind'] },
        sk: { field: 'gsi4sk', composite: ['at', 'activityId'] },
      },
    },
  }),
);

import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * How many leads of a campaign a spec 4 `type` filter selects (`leadTypeFilters`). Moved in the
 * transaction that changes a lead's status or actions (imports add their approved leads at once),
 * so the filtered lead lists answer their total without counting leads.
 */
export const LeadTypeCounterEntity = tableEntity(
  new Entity({
    model: { entity: 'leadTypeCounter', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      type: { type: 'string', required: true },
      count: { type: 'number' },
    },
    indexes: {
      byCampaign: {
        pk: { field: 'pk', composite: ['teamId', 'campaignId'] },
        sk: { field: 'sk', composite: ['type'] },
      },
    },
  }),
);

import { campaignCategories, campaignStatuses } from '@outreach/shared/rules/outreach/campaigns';
import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * How many campaigns of a team sit in one category and list tab (`campaignListStatus`). Moved in
 * the same transaction as the campaign write that changes its tab, so the list tabs and totals
 * never count campaigns.
 */
export const CampaignCounterEntity = tableEntity(
  new Entity({
    model: { entity: 'campaignCounter', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      category: { type: campaignCategories, required: true },
      listStatus: { type: campaignStatuses, required: true },
      count: { type: 'number' },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['category', 'listStatus'] },
      },
    },
  }),
);

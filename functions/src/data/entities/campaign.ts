import { campaignCategories, campaignStatuses, runStates } from '@outreach/shared/rules/outreach/campaigns';
import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A campaign of a team (spec 3 §3). `userId` is the member whose LinkedIn account runs it.
 * Lead counters are kept on the row (atomic `add`) so lists and statuses never count leads.
 */
export const CampaignEntity = tableEntity(
  new Entity({
    model: { entity: 'campaign', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      campaignId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      category: { type: campaignCategories, required: true },
      campaignType: { type: 'string', required: true },
      status: { type: campaignStatuses, required: true },
      runState: { type: runStates, required: true },
      searchUrl: { type: 'string' },
      searchParameters: { type: 'any' },
      /** Creation options of spec 4 (excludeNoPhotos, premiumOnly, autoApproveLeads, …). */
      options: { type: 'any' },
      touchSequence: { type: 'any' },
      /** Sender rotation (issue #9): members whose LinkedIn accounts work the leads; none: `userId` alone. */
      senderIds: { type: 'list', items: { type: 'string' } },
      customSnippets: { type: 'any' },
      /** An interactive campaign's answers to its questions (POST /campaigns/interactive-questions). */
      interactiveAnswers: { type: 'any' },
      maxSearchAmount: { type: 'number' },
      isSearchEnded: { type: 'boolean', default: false },
      /** How many times the search was restarted (spec 3 §4): each round collects under new action ids. */
      searchRound: { type: 'number' },
      /**
       * Searches added to the campaign after its own (POST /lead-sources): AddedLeadSource[] of
       * domain/lead-sources/lead-sources.ts, at most maxAddedLeadSources. Each is collected and
       * restarted like the campaign's own search; `sourcesVersion` orders their rewrites.
       */
      leadSources: { type: 'any' },
      sourcesVersion: { type: 'number' },
      isRemoved: { type: 'boolean', default: false },
      /**
       * The team the campaign is moving to: its owner joined that team and took it along
       * (move-campaign.ts). Paused and unchangeable until the move is done; then it lives there.
       */
      movingTo: { type: 'string' },
      csvKey: { type: 'string' },
      /** The `{{column}}` placeholders the campaign's CSV files give (their other columns). */
      csvColumnNames: { type: 'list', items: { type: 'string' } },
      leadsCount: { type: 'number', default: 0 },
      ignoredLeadsCount: { type: 'number', default: 0 },
      viewedLeadsCount: { type: 'number', default: 0 },
      requestedLeadsCount: { type: 'number', default: 0 },
      connectedLeadsCount: { type: 'number', default: 0 },
      messagedLeadsCount: { type: 'number', default: 0 },
      followedUpLeadsCount: { type: 'number', default: 0 },
      inmailedLeadsCount: { type: 'number', default: 0 },
      repliesCount: { type: 'number', default: 0 },
      finishedLeadsCount: { type: 'number', default: 0 },
      actionsCount: { type: 'number', default: 0 },
      /** Email campaigns: leads emailed and leads whose email bounced (issue #13). */
      emailedLeadsCount: { type: 'number', default: 0 },
      bouncedLeadsCount: { type: 'number', default: 0 },
      /** X steps: leads sent an X DM, and leads followed on X (issue #13). */
      xMessagedLeadsCount: { type: 'number', default: 0 },
      xFollowedLeadsCount: { type: 'number', default: 0 },
      publishedAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      // campaignId is a ULID, so the partition reads newest-last by creation time.
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['campaignId'] },
      },
    },
  }),
);

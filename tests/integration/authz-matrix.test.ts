import type { NewNotification } from '@outreach/functions/domain/notifications/notify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, api } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import {
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';
import { fillPath, idFieldsOf, type RouteInfo, routeList } from '../support/route-table.ts';

/**
 * The authorization matrix (issue #7 §6), generated from the route table: every input that names
 * stored data (path params, ids in query or body) is tried with another team's ids and must answer
 * 403 or 404 without touching that team's data. A new route that takes an id fails the coverage test
 * until it gets an attack below or an exclusion with its reason.
 */

/** The victim team's data the attacks point at. */
interface Victim {
  campaignId: string;
  campaignName: string;
  uploadKey: string;
  notificationId: string;
  templateId: string;
  sequenceTemplateId: string;
  teamId: string;
  memberId: string;
  inviteId: string;
  postId: string;
  trendId: string;
  leadUrn: string;
  tagId: number;
  connectionUrn: string;
  webhookId: string;
  webhookDeliveryId: string;
  userId: string;
  conversationId: string;
  /** A thread of the victim's Sales Navigator inbox. */
  snConversationId: string;
  invitationId: string;
  groupId: string;
  /** A second group, for the delete (the member attacks use the first). */
  spareGroupId: string;
}

/**
 * One call with the victim's ids. `filtered`: a list filter or a bulk call that skips unknown ids; it may
 * answer 200 but must not show the victim's data. `rejected`: the spec answers another team's id as
 * unknown input (400 'Unknown tag'); 400, 403 or 404 in the error shape.
 */
interface Attack {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  expect?: 'denied' | 'filtered' | 'rejected';
}

const campaign = (v: Victim) => ({ params: { id: v.campaignId } });

/** Attacks per `ROUTE field`; the field names come from `idFieldsOf` (route-table.ts). */
const attacks: Record<string, (v: Victim) => Attack> = {
  'GET /campaigns/activity query.campaigns': (v) => ({
    query: { campaigns: v.campaignId },
    expect: 'filtered',
  }),
  'POST /campaigns/audience body.csvKey': (v) => ({
    body: { category: 'linkedin', campaignType: 'csv upload', csvKey: v.uploadKey },
  }),
  'POST /campaigns/interactive-questions body.campaignId': (v) => ({
    body: {
      campaignId: v.campaignId,
      answers: { goal: 'hire', audience: 'taken over', connections: { second: true, third: true } },
    },
  }),
  'POST /campaigns/linked-in/audience/csv body.key': (v) => ({ body: { key: v.uploadKey } }),
  'GET /campaigns/{id} params.id': campaign,
  'PATCH /campaigns/{id}/sequence params.id': (v) => ({
    ...campaign(v),
    body: { touchSequence: viewConnectMessage() },
  }),
  'POST /campaigns/{id}/publish params.id': campaign,
  'PATCH /campaigns/{id}/running-state params.id': (v) => ({ ...campaign(v), body: { runState: 'running' } }),
  'PATCH /campaigns/{id}/name params.id': (v) => ({ ...campaign(v), body: { name: 'taken over' } }),
  'PATCH /campaigns/{id}/archive params.id': (v) => ({ ...campaign(v), body: { toArchive: true } }),
  'DELETE /campaigns/{id} params.id': campaign,
  'GET /campaigns/{id}/actions params.id': campaign,
  'GET /campaigns/{id}/progress params.id': campaign,
  'GET /campaigns/{id}/activity/chart params.id': campaign,
  'GET /campaigns/{id}/search-list/ignored params.id': campaign,
  'POST /campaigns/{id}/audience/connections params.id': (v) => ({
    ...campaign(v),
    body: { entityUrns: ['urn:li:fsd_profile:someone'] },
  }),
  'PATCH /campaigns/{id}/audience/connections params.id': (v) => ({
    ...campaign(v),
    body: { entityUrns: ['urn:li:fsd_profile:someone'] },
  }),
  'POST /campaigns/{id}/audience/sales-explorer-connections params.id': (v) => ({
    ...campaign(v),
    body: { entityUrns: ['someone'] },
  }),
  'PATCH /campaigns/{id}/audience/sales-explorer-connections params.id': (v) => ({
    ...campaign(v),
    body: { entityUrns: ['someone'] },
  }),
  'POST /campaigns/{id}/activity/csv params.id': (v) => ({
    ...campaign(v),
    body: { email: 'attacker@example.com' },
  }),
  'GET /leads/campaign/{id} params.id': campaign,
  'POST /leads/campaign/{id}/csv params.id': (v) => ({
    ...campaign(v),
    body: { receiverEmail: 'attacker@example.com' },
  }),
  'GET /leads/campaign/{id}/statuses params.id': campaign,
  'PATCH /notifications/{id}/mark-as-read params.id': (v) => ({ params: { id: v.notificationId } }),
  'PUT /templates/{id} params.id': (v) => ({
    params: { id: v.templateId },
    body: { name: 'taken over', content: { sequence: [{ message: 'x' }] } },
  }),
  'PATCH /templates/{id}/toggle-availability params.id': (v) => ({ params: { id: v.templateId } }),
  'DELETE /templates/{id} params.id': (v) => ({ params: { id: v.templateId } }),
  'GET /sequence-templates/{id} params.id': (v) => ({ params: { id: v.sequenceTemplateId } }),
  'PATCH /sequence-templates/{id} params.id': (v) => ({
    params: { id: v.sequenceTemplateId },
    body: { name: 'taken over' },
  }),
  'DELETE /sequence-templates/{id} params.id': (v) => ({ params: { id: v.sequenceTemplateId } }),
  'PATCH /sequence-templates/{id}/toggle-availability params.id': (v) => ({
    params: { id: v.sequenceTemplateId },
  }),
  'POST /campaigns/{id}/clone params.id': (v) => ({ ...campaign(v), body: {} }),
  'PATCH /campaigns/{id}/restart-search params.id': (v) => ({
    ...campaign(v),
    body: { restartCampaign: true },
  }),
  'PATCH /campaigns/{id}/restart-search body.leadSourceIds': (v) => ({
    ...campaign(v),
    body: { leadSourceIds: [v.campaignId] },
  }),
  'GET /campaigns/replies query.campaigns': (v) => ({
    query: { campaigns: v.campaignId },
    expect: 'filtered',
  }),
  'GET /campaigns/statistics query.campaignId': (v) => ({ query: { campaignId: v.campaignId } }),
  'GET /campaigns/{id}/list-item params.id': campaign,
  'GET /campaigns/{id}/sequence-progress params.id': campaign,
  'GET /lead-sources/campaign/{id} params.id': campaign,
  'POST /lead-sources body.campaignId': (v) => ({
    body: {
      campaignId: v.campaignId,
      searchType: 'linkedin search',
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=taken-over',
    },
  }),
  'PATCH /leads/campaign/{id}/skip params.id': (v) => ({ ...campaign(v), body: { entityUrns: ['x'] } }),
  'GET /leads/campaign/{id}/ignored params.id': campaign,
  'PATCH /leads/campaign/{id}/return params.id': (v) => ({ ...campaign(v), body: { entityUrns: ['x'] } }),
  'DELETE /leads/campaign/{id}/ignored params.id': (v) => ({ ...campaign(v), body: { entityUrns: ['x'] } }),
  'DELETE /leads/campaign/{id}/ignored/all params.id': campaign,
  ...teamAttacks(),
  'GET /posts/{id} params.id': (v) => ({ params: { id: v.postId } }),
  'PATCH /posts/{id} params.id': (v) => ({
    params: { id: v.postId },
    body: { title: 'taken over', content: 'x', networks: ['linkedin'], scheduledAt: 4_102_444_800_000 },
  }),
  'PATCH /posts/{id}/archive params.id': (v) => ({ params: { id: v.postId } }),
  'PATCH /trends/{id} params.id': (v) => ({ params: { id: v.trendId }, body: { term: 'taken over' } }),
  'DELETE /trends/{id} params.id': (v) => ({ params: { id: v.trendId } }),
  'POST /trends/{id}/refresh params.id': (v) => ({ params: { id: v.trendId } }),
  'GET /trends/{id}/posts params.id': (v) => ({ params: { id: v.trendId } }),
  'GET /trend-posts query.trendId': (v) => ({ query: { trendId: v.trendId } }),
  'POST /trend-posts/{id}/like params.id': (v) => ({ params: { id: `${v.trendId}.7100000000001` } }),
  'DELETE /posts/{id} params.id': (v) => ({ params: { id: v.postId } }),
  'PATCH /posts/{id}/post-time params.id': (v) => ({
    params: { id: v.postId },
    body: { timestamp: 4_102_444_800_000 },
  }),
  'PATCH /campaigns/{id}/{type}/audience/csv params.id': (v) => ({
    params: { id: v.campaignId, type: 'linked-in' },
    body: { key: v.uploadKey },
  }),
  'PATCH /campaigns/{id}/{type}/audience/csv params.type': (v) => ({
    params: { id: v.campaignId, type: 'email' },
    body: { key: v.uploadKey },
  }),
  'PATCH /campaigns/{id}/{type}/audience/csv body.key': (v) => ({
    params: { id: v.campaignId, type: 'linked-in' },
    body: { key: v.uploadKey },
  }),
  'PATCH /campaigns/{id}/audience params.id': (v) => ({ ...campaign(v), body: { maxSearchAmount: 5 } }),
  // Lead finder (issue #14): the victim's campaign as the target of a selection.
  'POST /lead-finder/campaigns/{id}/leads params.id': (v) => ({ ...campaign(v), body: { publicIds: ['x'] } }),
  // CRM (issue #10): the victim's lead, tag and synced connection.
  'GET /leads query.campaignIds': (v) => ({ query: { campaignIds: v.campaignId }, expect: 'filtered' }),
  'POST /leads body.campaignIds': (v) => ({ body: { campaignIds: [v.campaignId] }, expect: 'filtered' }),
  'GET /leads/{id} params.id': (v) => ({ params: { id: v.leadUrn } }),
  'POST /leads/add-tags body.leadIds': (v) => ({
    body: { leadIds: [v.leadUrn], tagIds: [v.tagId] },
    expect: 'rejected',
  }),
  'POST /leads/add-tags body.tagIds': (v) => ({
    body: { leadIds: [v.leadUrn], tagIds: [v.tagId] },
    expect: 'rejected',
  }),
  'PUT /leads/{id}/set-tags params.id': (v) => ({ params: { id: v.leadUrn }, body: { tagIds: [] } }),
  'PUT /leads/{id}/set-tags body.tagIds': (v) => ({
    params: { id: v.leadUrn },
    body: { tagIds: [v.tagId] },
    expect: 'rejected',
  }),
  'PUT /leads/{id}/create-set-tag params.id': (v) => ({
    params: { id: v.leadUrn },
    body: { tag: 'Victim tag' },
  }),
  // Unknown ids are skipped (answers `updated: 0`); the snapshot shows the victim's lead unchanged.
  'POST /leads/exclude body.leadIds': (v) => ({
    body: { leadIds: [v.leadUrn], exclude: false },
    expect: 'filtered',
  }),
  ...Object.fromEntries(
    (['PATCH', 'DELETE', 'GET'] as const).flatMap((method) => {
      const key =
        method === 'GET'
          ? 'GET /leads/{id}/campaign/{campaignId}/actions'
          : `${method} /leads/{id}/campaign/{campaignId}/custom-data`;
      const attack = (v: Victim): Attack => ({
        params: { id: v.leadUrn, campaignId: v.campaignId },
        ...(method === 'PATCH' ? { body: { customData: { note: 'taken over' } } } : {}),
      });
      return [
        [`${key} params.id`, attack],
        [`${key} params.campaignId`, attack],
      ];
    }),
  ),
  'PATCH /tags/{id} params.id': (v) => ({
    params: { id: String(v.tagId) },
    body: { id: v.tagId, tag: 'Victim tag' },
  }),
  'PATCH /tags/{id} body.id': (v) => ({
    params: { id: String(v.tagId) },
    body: { id: v.tagId, tag: 'Victim tag' },
  }),
  'DELETE /tags/{id} params.id': (v) => ({ params: { id: String(v.tagId) } }),
  'GET /connections query.campaignIds': (v) => ({ query: { campaignIds: v.campaignId }, expect: 'filtered' }),
  'POST /connections body.campaignIds': (v) => ({
    body: { campaignIds: [v.campaignId] },
    expect: 'filtered',
  }),
  'GET /connections/tagged query.tagIds': (v) => ({ query: { tagIds: String(v.tagId) }, expect: 'filtered' }),
  'PATCH /connections/{entityUrn} params.entityUrn': (v) => ({
    params: { entityUrn: v.connectionUrn },
    body: { tagIds: [] },
  }),
  'PATCH /connections/{entityUrn} body.tagIds': (v) => ({
    params: { entityUrn: v.connectionUrn },
    body: { tagIds: [v.tagId] },
    expect: 'rejected',
  }),
  'PATCH /connections/{entityUrn}/notes params.entityUrn': (v) => ({
    params: { entityUrn: v.connectionUrn },
    body: { notes: 'taken over' },
  }),
  'GET /connections/{entityUrn}/actions params.entityUrn': (v) => ({
    params: { entityUrn: v.connectionUrn },
  }),
  'DELETE /webhook-subscriptions/{id} params.id': (v) => ({ params: { id: v.webhookId } }),
  'POST /webhook-subscriptions/{id}/test params.id': (v) => ({ params: { id: v.webhookId } }),
  'GET /webhook-subscriptions/{id}/deliveries params.id': (v) => ({ params: { id: v.webhookId } }),
  'POST /webhook-subscriptions/{id}/deliveries/{deliveryId}/replay params.id': (v) => ({
    params: { id: v.webhookId, deliveryId: v.webhookDeliveryId },
  }),
  'POST /webhook-subscriptions/{id}/deliveries/{deliveryId}/replay params.deliveryId': (v) => ({
    params: { id: v.webhookId, deliveryId: v.webhookDeliveryId },
  }),
  'PATCH /webhook-subscriptions/{id} params.id': (v) => ({
    params: { id: v.webhookId },
    body: { url: 'https://webhooks.sandbox.test/taken-over', events: ['lead.created'] },
  }),
  'POST /campaigns/email/audience/csv body.key': (v) => ({ body: { key: v.uploadKey } }),
  'POST /campaigns/twitter/audience/csv body.key': (v) => ({ body: { key: v.uploadKey } }),
  ...inboxAttacks(),
  ...rotationAttacks(),
  // Leads (session 9): the remaining /leads calls.
  'PATCH /leads/{id} params.id': (v) => ({ params: { id: v.leadUrn }, body: { company: 'Taken over' } }),
  'PATCH /leads/{id}/tags params.id': (v) => ({ params: { id: v.leadUrn }, body: { tagIds: [v.tagId] } }),
  'DELETE /leads/{id}/columns/{column} params.id': (v) => ({ params: { id: v.leadUrn, column: 'company' } }),
  'PATCH /leads/{id}/tags body.tagIds': (v) => ({
    params: { id: v.leadUrn },
    body: { tagIds: [v.tagId] },
    expect: 'rejected',
  }),
  'GET /leads/campaign/{id}/all params.id': campaign,
  'GET /leads/campaign/{id}/zapier params.id': campaign,
};

/** Inbox (issue #10): the victim's conversation and user ids. */
function inboxAttacks(): Record<string, (v: Victim) => Attack> {
  const conv = (v: Victim) => ({ params: { id: v.conversationId } });
  const snConv = (v: Victim) => ({ params: { id: v.snConversationId } });
  return {
    'GET /conversations query.userId': (v) => ({ query: { userId: v.userId } }),
    'GET /conversations/{id}/messages params.id': conv,
    'GET /conversations/{id}/messages query.userId': (v) => ({ ...conv(v), query: { userId: v.userId } }),
    'POST /conversations/{id}/modify params.id': (v) => ({ ...conv(v), body: { action: 'markRead' } }),
    'GET /conversations/sn-conversations query.userId': (v) => ({ query: { userId: v.userId } }),
    'GET /conversations/{id}/sn-messages params.id': (v) => snConv(v),
    'GET /conversations/{id}/sn-messages query.userId': (v) => ({
      ...snConv(v),
      query: { userId: v.userId },
    }),
    'POST /conversations/{id}/send-sn-message params.id': (v) => ({
      ...snConv(v),
      body: { message: 'taken over', clientId: 'authz-sn' },
    }),
    'POST /conversations/messages body.conversationId': (v) => ({
      body: { conversationId: v.conversationId, message: 'taken over', clientId: 'authz' },
    }),
    'POST /conversations/messages body.attachments[].key': (v) => ({
      body: {
        conversationId: v.conversationId,
        message: 'taken over',
        attachments: [{ key: v.uploadKey, name: 'leads.csv', byteSize: 10 }],
      },
    }),
    // The victim's conversation with the victim's file: refused on the conversation (as the body
    // attack on POST /conversations/messages is).
    'POST /conversations/{id}/message-with-attachment params.id': (v) => ({
      ...conv(v),
      body: { message: 'taken over', attachments: [{ key: v.uploadKey, name: 'leads.csv', byteSize: 10 }] },
    }),
    'POST /conversations/{id}/message-with-attachment body.attachments[].key': (v) => ({
      ...conv(v),
      body: { message: 'taken over', attachments: [{ key: v.uploadKey, name: 'leads.csv', byteSize: 10 }] },
    }),
    'POST /conversations/modify body.conversationIds': (v) => ({
      body: { conversationIds: [v.conversationId], action: 'markRead' },
      expect: 'filtered',
    }),
    'POST /invites/change-status body.inviteIds': (v) => ({
      body: { inviteIds: [v.invitationId], status: 'WITHDRAW' },
      expect: 'filtered',
    }),
  };
}

/** Teams (issue #11): the victim's team, member and invite ids. */
function teamAttacks(): Record<string, (v: Victim) => Attack> {
  const team = (v: Victim) => ({ params: { id: v.teamId } });
  const member = (v: Victim) => ({ params: { id: v.teamId, memberId: v.memberId }, body: { role: 'owner' } });
  const invite = (v: Victim) => ({
    ...team(v),
    body: { teamId: v.teamId, name: 'Intruder', email: 'authz-intruder@example.test', role: 'member' },
  });
  const ghost = (v: Victim) => ({ ...team(v), body: { teamId: v.teamId, name: 'Ghost' } });
  const rename = (v: Victim) => ({ ...team(v), body: { teamId: v.teamId, name: "Test's team" } });
  return {
    'GET /teams/{id} params.id': team,
    'PATCH /teams/{id} params.id': rename,
    'PATCH /teams/{id} body.teamId': rename,
    'GET /teams/{id}/members params.id': team,
    'GET /teams/{id}/members query.groupIds': (v) => ({ ...team(v), query: { groupIds: 'g1' } }),
    'GET /teams/{id}/invites params.id': team,
    'POST /teams/{id}/invites params.id': invite,
    'POST /teams/{id}/invites body.teamId': invite,
    'POST /teams/{id}/invites/ghost params.id': ghost,
    'POST /teams/{id}/invites/ghost body.teamId': ghost,
    'PATCH /teams/{id}/members/{memberId} params.id': member,
    'PATCH /teams/{id}/members/{memberId} params.memberId': member,
    'DELETE /teams/{id}/members/{memberId} params.id': member,
    'DELETE /teams/{id}/members/{memberId} params.memberId': member,
    'DELETE /teams/invites/{id}/remove params.id': (v) => ({ params: { id: v.inviteId } }),
    'POST /teams/members/{id}/move-to-ghost params.id': (v) => ({ params: { id: v.memberId } }),
    'PATCH /users/me/last-team body.teamId': (v) => ({ body: { teamId: v.teamId } }),
    'GET /teams/stats/{id} params.id': (v) => ({ params: { id: v.memberId } }),
    'PATCH /groups/{id} params.id': (v) => ({ params: { id: v.groupId }, body: { name: 'Taken over' } }),
    'DELETE /groups/{id} params.id': (v) => ({ params: { id: v.spareGroupId } }),
    'POST /groups/{id}/members/{memberId} params.id': (v) => ({
      params: { id: v.groupId, memberId: v.memberId },
    }),
    'POST /groups/{id}/members/{memberId} params.memberId': (v) => ({
      params: { id: v.groupId, memberId: v.memberId },
    }),
    'DELETE /groups/{id}/members/{memberId} params.id': (v) => ({
      params: { id: v.groupId, memberId: v.memberId },
    }),
    'DELETE /groups/{id}/members/{memberId} params.memberId': (v) => ({
      params: { id: v.groupId, memberId: v.memberId },
    }),
    'GET /groups/{id}/candidates params.id': (v) => ({ params: { id: v.groupId } }),
  };
}

/** Id-looking inputs the matrix cannot cover, by route or by field name, each with its reason. */
const excludedRoutes: Record<string, string> = {
  'PATCH /auth/set-new-password/{token}':
    'public; the token is an unguessable single-use capability mailed to its owner, not a team id (auth.test.ts covers reuse and expiry)',
  'PATCH /auth/verify-email/{token}': 'public; the token is a mailed single-use capability, not a team id',
  'POST /users/set-contract-id':
    "`selectedContractId` is a LinkedIn Sales Navigator contract urn, checked against the caller's own account's contracts (sales-contracts.test.ts), not a team id",
  'GET /linked-in/verify-on-the-fly/{token}':
    'public; the token is a 256-bit capability mailed to the account owner (24 hours), not a team id; verify-on-the-fly.test.ts covers a forged one',
  'POST /linked-in/verify-on-the-fly':
    'public; the token is the mailed verify-on-the-fly capability, not a team id',
  'POST /linked-in/verify-on-the-fly/verify-code':
    "public; the token is the mailed verify-on-the-fly capability and `code` is LinkedIn's PIN, not ids",
  'POST /linked-in/verify-on-the-fly/login':
    'public; the token is the mailed verify-on-the-fly capability, not a team id',
  'POST /auth/exchange/{code}':
    'public; the code is a single-use capability from the OAuth callback, not a team id',
  'POST /auth/sign-in/microsoft':
    "public; `code` is Microsoft's OAuth code, checked by the identity provider",
  'POST /microsoft/outlook/sign-in':
    "`code` is Microsoft's OAuth code, redeemed with the caller's own one-time state and PKCE verifier (email.test.ts refuses another user's state)",
  'POST /auth/sign-up/microsoft':
    "public; `code` is Microsoft's OAuth code, checked by the identity provider",
  'GET /teams/invites/{key}':
    'the key is a 192-bit random capability mailed to the invitee (and shown to its team), not a team id',
  'POST /teams/invites/{id}/clicked':
    'the invite id is a 128-bit random capability only the invitation link and its team reveal',
  'POST /teams/invites/{id}/accept':
    'the invite id is a 128-bit random capability only the invitation link and its team reveal; teams.test.ts covers a used invite',
  'POST /teams/invites/{id}/reject':
    'the invite id is a 128-bit random capability only the invitation link and its team reveal',
  'POST /twitter/code':
    "public; `state` is a 192-bit random capability of the caller's own X sign-in (it names the flow and must match the SHA-256 kept with it; x-channel.test.ts refuses a forged one) and `code` is X's OAuth code",
  'POST /linked-in/verify-code':
    "`code` is LinkedIn's 6-digit code and `browserId` is matched against the caller's own account row (keyed by the caller's team and user), so no other team's row is reachable",
  'PATCH /users/update':
    "`photoKey` must lie under the caller's own `avatars/<userId>/` prefix and exist; settings.test.ts refuses another user's key",
  'POST /users/confirm-email-change':
    'public; the token is a single-use capability mailed to the new address, not a team id',
  'GET /users/{id}/photo/{file}':
    "public like the CDN address it stands for: answers only a user's current photo (settings.test.ts), no team data",
};
const excludedFields: Record<string, string> = {
  webhook_key:
    "the integration API's credential, not a team id: unknown, revoked and other teams' keys are covered by integration-api.test.ts",
  redirectUri: 'an OAuth redirect URL checked by the identity provider, not stored data',
  group_id: "LinkedIn's own group id (spec 3 §3), not our stored data",
  tags: 'message personalisation tags ({{key}}) of a step, not stored tags',
  key: 'a personalisation tag name inside a step, not stored data',
  file_uri:
    "a step's attachment is stored as given and not dereferenced yet; template attachments are checked against the team's own prefix (templates.test.ts)",
  savedSearchId:
    "a post audience's LinkedIn saved search (spec 3 §3), LinkedIn's own id, not our stored data",
  categoryId: "one of the product's fixed message-template categories (template-library.ts), not stored data",
  clientId:
    "the caller's own idempotency key for a send, scoped to the caller's conversation (inbox.test.ts)",
  publicIds:
    "people of the lead finder's shared people database (the same for every team), read back from it, not team-owned data",
  column:
    "one of the lead edit form's four column names (firstName, lastName, title, company), not stored data",
  senderIds:
    "members of the caller's own team with a LinkedIn account; any other user id (another team's too) answers 400 and changes nothing (campaign-rotation.test.ts)",
};

function isExcluded(r: RouteInfo, field: string): string | undefined {
  if (excludedRoutes[r.key]) return excludedRoutes[r.key];
  if (attacks[`${r.key} ${field}`]) return undefined;
  const leaf =
    field
      .replace(/\[\]$/, '')
      .split(/[.[\]]+/)
      .filter(Boolean)
      .pop() ?? '';
  // A body `key` at the top level is an upload key (covered above); only nested tag keys are excluded.
  if (leaf === 'key' && !field.includes('.sequence[].')) return undefined;
  return excludedFields[leaf];
}

const idTaking = routeList.filter((r) => idFieldsOf(r).length > 0);
const attacked = routeList.filter((r) => idFieldsOf(r).some((f) => attacks[`${r.key} ${f}`]));

async function call(s: { token: string }, r: RouteInfo, a: Attack): Promise<ApiResponse> {
  const qs = a.query ? `?${new URLSearchParams(a.query)}` : '';
  return api(r.method, fillPath(r.path, a.params ?? {}) + qs, { token: s.token, body: a.body });
}

const tokenOf = (s: Session) => ({ token: s.token() });

/** The victim's data as its own GET endpoints show it: every GET route without ids, plus each attacked GET. */
async function snapshot(s: { token: string }, v: Victim): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const reads: { r: RouteInfo; a: Attack }[] = [];
  for (const r of routeList) {
    if (r.method !== 'GET' || r.auth !== 'user') continue;
    // Waits on the bot (25 s) and has no stored data of its own: the account row shows in cloud-bot-info.
    if (r.key === 'GET /linked-in/check-connection') continue;
    // Answer a fresh one-time OAuth state and PKCE challenge on every call: not stored data to compare.
    if (r.key === 'GET /gmail/code-url' || r.key === 'GET /microsoft/outlook/code-url') continue;
    // The same for X's consent URL (a fresh PKCE challenge and state each time).
    if (r.key === 'GET /twitter/auth-url') continue;
    let a: Attack | undefined = {};
    if (r.pathParams.length) {
      const f = idFieldsOf(r).find((x) => attacks[`${r.key} ${x}`]);
      a = f ? attacks[`${r.key} ${f}`](v) : undefined;
    }
    if (a) reads.push({ r, a });
  }
  // Reads only, a few at a time; the record is keyed by route, so its order does not matter.
  await inPool(reads, 6, async ({ r, a }) => {
    const res = await call(s, r, { params: a.params });
    out[r.key] = { status: res.status, body: res.body };
  });
  return out;
}

const isErrorBody = (b: unknown, status: number) =>
  typeof b === 'object' &&
  b !== null &&
  typeof (b as { error?: unknown }).error === 'string' &&
  (typeof (b as { message?: unknown }).message === 'string' ||
    Array.isArray((b as { message?: unknown }).message)) &&
  (b as { statusCode?: unknown }).statusCode === status;

describe('authorization matrix (generated from the route table)', () => {
  it('has an attack or a reasoned exclusion for every id-taking input, and no stale entries', () => {
    const missing: string[] = [];
    for (const r of idTaking)
      for (const f of idFieldsOf(r))
        if (!attacks[`${r.key} ${f}`] && !isExcluded(r, f)) missing.push(`${r.key} ${f}`);
    expect(missing, 'id-taking inputs without an attack (add one to `attacks`) or an exclusion').toEqual([]);
    const known = new Set(routeList.flatMap((r) => idFieldsOf(r).map((f) => `${r.key} ${f}`)));
    expect(Object.keys(attacks).filter((k) => !known.has(k))).toEqual([]);
    const keys = new Set(routeList.map((r) => r.key));
    expect(Object.keys(excludedRoutes).filter((k) => !keys.has(k))).toEqual([]);
    console.log(
      `authz matrix: ${attacked.length} routes attacked, ${Object.keys(excludedRoutes).length} routes excluded, ${idTaking.length} id-taking routes`,
    );
  });

  describe("another team's ids", () => {
    let victim: Victim;
    let owner: { token: string };
    let attacker: { token: string };
    let attackerSession: Session;

    beforeAll(async () => {
      const v = await newSession();
      attackerSession = await newSession();
      owner = tokenOf(v);
      attacker = tokenOf(attackerSession);
      const key = await uploadCsv(
        v,
        profileCsv([
          { id: 'authz-victim-1', first: 'Vic' },
          { id: 'authz-victim-2', first: 'Tim' },
        ]),
      );
      const c = await v.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Victim campaign',
        touchSequence: viewConnectMessage(),
      });
      if (c.status !== 201) throw new Error(`campaign: ${c.status} ${JSON.stringify(c.body)}`);
      const uploadKey = await uploadCsv(v, profileCsv([{ id: 'authz-victim-3', first: 'Una' }]));
      const deps = await domainDeps();
      const { notify } = await import('@outreach/functions/domain/notifications/notify');
      const n: NewNotification = {
        userId: v.userId,
        teamId: v.teamId,
        type: 'template_created',
        level: 'success',
        target: 'user',
        message: 'Victim notification',
      };
      const template = await v.call('POST', '/templates', {
        name: 'Victim template',
        content: { sequence: [{ message: 'Victim message' }] },
      });
      const sequenceTemplate = await v.call('POST', '/sequence-templates', {
        name: 'Victim sequence',
        sequence: viewConnectMessage().sequence,
      });
      const post = await v.call('POST', '/posts', {
        title: 'Victim post',
        content: 'Victim text',
        networks: ['linkedin'],
        scheduledAt: 4_102_444_800_000,
      });
      const trend = await v.call('POST', '/trends', { term: 'victim keyword' });
      await deps.db.entities.trendPost
        .upsert({
          teamId: v.teamId,
          trendId: trend.body.id,
          postKey: '7100000000001',
          urn: 'urn:li:activity:7100000000001',
          text: 'Victim trend post',
          fetchedAt: 0,
        })
        .go();
      const webhook = await v.call('POST', '/webhook-subscriptions', {
        url: 'https://webhooks.sandbox.test/authz-victim',
        events: ['lead.created'],
      });
      const webhookId = webhook.body.webhook.id as string;
      const test = await v.call('POST', `/webhook-subscriptions/${webhookId}/test`);
      // Settled before the snapshot: a delivery still in flight would change the victim's log by itself.
      await waitFor(
        async () =>
          (await v.call('GET', `/webhook-subscriptions/${webhookId}/deliveries`)).body.deliveries?.[0]
            ?.status === 'succeeded',
        30_000,
        "the victim's webhook delivery",
      );
      const tag = await v.call('POST', '/tags', { tag: 'Victim tag' });
      const { recordConnections } = await import('@outreach/functions/domain/contacts/record-connections');
      await recordConnections(
        deps,
        { teamId: v.teamId, userId: v.userId },
        [{ publicId: 'authz-victim-conn', firstName: 'Connie', lastName: 'Victim', connectedAt: 0 }],
        { total: 1 },
      );
      const { recordInboxThreads } = await import(
        '@outreach/functions/domain/conversations/record-inbox-threads'
      );
      await recordInboxThreads(deps, { teamId: v.teamId, userId: v.userId }, [
        {
          conversationId: '2-authz-victim==',
          source: 'linkedin',
          participants: [],
          lastActivityAt: 1,
          unreadCount: 1,
          messages: [
            {
              messageId: 'authz-m1',
              direction: 'in',
              senderName: 'Vic',
              text: 'Victim message',
              createdAt: 1,
            },
          ],
        },
        {
          conversationId: 'sn-authz-victim',
          source: 'sales-navigator',
          participants: [],
          lastActivityAt: 2,
          unreadCount: 1,
          messages: [
            { messageId: 'authz-sn1', direction: 'in', senderName: 'Vic', text: 'Victim lead', createdAt: 2 },
          ],
        },
      ]);
      const { recordInvitations } = await import('@outreach/functions/domain/invitations/record-invitations');
      await recordInvitations(deps, { teamId: v.teamId, userId: v.userId }, 1, [
        {
          invitationId: '7200000000999',
          direction: 'SENT',
          sentTime: 1,
          person: {
            entityUrn: 'urn:li:fsd_profile:authz-victim-invitee',
            publicId: null,
            firstName: 'Vic',
            lastName: 'Invitee',
            headline: null,
            imageUrl: null,
          },
        },
      ]);
      // Groups need a plan with team groups; the victim's calls must reach its own groups (control test).
      await deps.db.entities.team.patch({ teamId: v.teamId }).set({ plan: 'agency', seats: 10 }).go();
      const groupId = `authz-group-${v.userId}`;
      const spareGroupId = `authz-spare-${v.userId}`;
      for (const g of [
        { groupId, name: 'Victim group' },
        { groupId: spareGroupId, name: 'Victim spare group' },
      ])
        await deps.db.entities.teamGroup
          .create({ teamId: v.teamId, ...g, createdBy: v.userId, createdAt: 1, updatedAt: 1 })
          .go();
      victim = {
        groupId,
        spareGroupId,
        userId: v.userId,
        conversationId: '2-authz-victim==',
        snConversationId: 'sn-authz-victim',
        invitationId: '7200000000999',
        leadUrn: 'urn:li:fsd_profile:authz-victim-1',
        tagId: tag.body.id,
        connectionUrn: 'urn:li:fsd_profile:authz-victim-conn',
        webhookId,
        webhookDeliveryId: test.body.delivery.id,
        trendId: trend.body.id,
        postId: post.body.id,
        templateId: template.body.id,
        sequenceTemplateId: sequenceTemplate.body.id,
        campaignId: c.body.id,
        campaignName: 'Victim campaign',
        uploadKey,
        notificationId: await notify(deps, n),
        teamId: v.teamId,
        memberId: (await v.call('GET', `/teams/${v.teamId}/members`)).body.members[0].memberId,
        inviteId: (
          await v.call('POST', `/teams/${v.teamId}/invites`, {
            name: 'Victim invitee',
            email: `authz-invitee-${v.userId.toLowerCase()}@example.test`,
            role: 'member',
          })
        ).body.invite.id,
      };
    });

    it('answers 403 or 404 on every attacked route and leaves the victim data unchanged', async () => {
      const before = await snapshot(owner, victim);
      const attackerCampaignsBefore = (await call(attacker, route('GET /campaigns'), {})).body;
      const failures: string[] = [];
      // The attacks are independent (each must change nothing, which the snapshot below checks), so
      // they run a few at a time: the matrix grows with every route, the test's time should not.
      const cases = attacked.flatMap((r) =>
        idFieldsOf(r).flatMap((f) => {
          const key = `${r.key} ${f}`;
          return key in attacks ? [{ r, f, make: attacks[key] }] : [];
        }),
      );
      await inPool(cases, 6, async ({ r, f, make }) => {
        const a = make(victim);
        const res = await call(attacker, r, a);
        const text = JSON.stringify(res.body) ?? '';
        if (a.expect === 'filtered') {
          if (res.status >= 500 || text.includes(victim.campaignId) || text.includes(victim.campaignName))
            failures.push(`${r.key} ${f}: ${res.status} shows the victim's data: ${text.slice(0, 200)}`);
        } else if (
          ![403, 404, ...(a.expect === 'rejected' ? [400] : [])].includes(res.status) ||
          !isErrorBody(res.body, res.status)
        ) {
          failures.push(`${r.key} ${f}: ${res.status} ${text.slice(0, 200)}`);
        }
      });
      expect(failures.sort()).toEqual([]);
      expect(await snapshot(owner, victim)).toEqual(before);
      // No partial write on the attacker's side either (a campaign made from the victim's upload).
      expect((await call(attacker, route('GET /campaigns'), {})).body).toEqual(attackerCampaignsBefore);
    });

    it("the same calls reach the owner's data (so a 404 above is isolation, not a wrong fixture)", async () => {
      // Deleting the campaign itself goes last: the other deletes act on its leads.
      const rank = (r: RouteInfo) =>
        Number(r.method === 'DELETE') + Number(r.key === 'DELETE /campaigns/{id}');
      const ordered = [...attacked].sort((a, b) => rank(a) - rank(b));
      const failures: string[] = [];
      const reach = async (r: RouteInfo) => {
        for (const f of idFieldsOf(r)) {
          const make = attacks[`${r.key} ${f}`];
          if (!make) continue;
          const res = await call(owner, r, make(victim));
          if ([401, 403, 404].includes(res.status) || res.status >= 500)
            failures.push(`${r.key} ${f}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      };
      // Reads change nothing, so they run a few at a time; writes keep their order.
      await inPool(
        ordered.filter((r) => r.method === 'GET'),
        6,
        reach,
      );
      for (const r of ordered.filter((x) => x.method !== 'GET')) await reach(r);
      expect(failures.sort()).toEqual([]);
    });
  });
});

/** Runs `fn` over `items`, at most `size` at a time. */
async function inPool<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

function route(key: string): RouteInfo {
  const r = routeList.find((x) => x.key === key);
  if (!r) throw new Error(`no route ${key}`);
  return r;
}

describe('authentication (generated from the route table)', () => {
  const userRoutes = routeList.filter((r) => r.auth === 'user');
  it(`answers 401 with the error shape on every 'user' route without a token or with a bad one`, async () => {
    const failures: string[] = [];
    for (const r of userRoutes) {
      const path = fillPath(r.path, Object.fromEntries(r.pathParams.map((p) => [p, 'x1'])));
      for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
        const res = await api(r.method, path, { token, body: r.schemas.body ? {} : undefined });
        if (res.status !== 401 || !isErrorBody(res.body, 401))
          failures.push(
            `${r.key} token=${token ?? 'none'}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    console.log(`401 check: ${userRoutes.length} 'user' routes × 3 token variants`);
  });
});

/** Sender rotation (issue #9): the victim's campaign. */
function rotationAttacks(): Record<string, (v: Victim) => Attack> {
  const campaign = (v: Victim) => ({ params: { id: v.campaignId } });
  return {
    'GET /campaigns/{id}/senders params.id': campaign,
    'PATCH /campaigns/{id}/senders params.id': (v) => ({ ...campaign(v), body: { senderIds: [v.userId] } }),
  };
}

// The integration (webhook) API for Zapier and customers' scripts (spec 4): `webhook_key` query
// parameter, 0-based `page` with `per_page`, snake_case parameters as the existing product takes them.
import * as z from 'zod';

/** Messages of the integration API and its key (ours where the spec is silent). */
export const integrationApiMessages = {
  badKey: 'Invalid webhook key',
  ownerOnly: 'Only the team owner can list team members',
  unknownCampaign: 'Unknown campaign',
  badProfileUrl: 'Please enter a valid LinkedIn profile URL',
} as const;

/** The `action` values of `GET /get-last-actions` (spec 4), each with the activity kinds it covers. */
export const integrationActionKinds = {
  invites: ['connect requested'],
  already_connected: ['already connected'],
  already_invited: ['already invited'],
  accepted: ['connected'],
  messages: ['message sent', 'follow up sent', 'chained messages sent'],
  replies: ['linkedin reply detected'],
  emails: ['email sent'],
  email_replies: ['email reply detected'],
  twitter: ['twitter message sent', 'twitter followed'],
  twitter_replies: ['twitter reply detected'],
  all_replies: [
    'linkedin reply detected',
    'inmail reply detected',
    'email reply detected',
    'twitter reply detected',
  ],
  greetings: ['greeting sent'],
} as const satisfies Record<string, readonly string[]>;
export type IntegrationAction = keyof typeof integrationActionKinds;
export const integrationActions = Object.keys(integrationActionKinds) as IntegrationAction[];

/** Every call takes the key; Zapier sends it in the query string. */
const key = { webhook_key: z.string().min(1).max(200) };
/** 0-based `page` and `per_page` (spec 4); per_page at most 100 (ours). */
const paging = {
  page: z.coerce.number().int().min(0).max(1000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

export const ZIntegrationKeyQuery = z.object(key);
/**
 * GET /leads/campaign/{id}/zapier (spec 3 names it without fields; ours): the app's own call, signed in,
 * with the integration API's paging; it answers the campaign's leads as Zapier's "new lead" receives them.
 */
export const ZZapierLeadsQuery = z.object(paging);
export const ZIntegrationCampaignsQuery = z.object({
  ...key,
  type: z.enum(['active', 'draft', 'archived', 'all']).default('all'),
});
export const ZIntegrationNewLeadsQuery = z.object({
  ...key,
  ...paging,
  campaign: z.string().max(64).optional(),
});
export const ZIntegrationPageQuery = z.object({ ...key, ...paging });
export const ZIntegrationNewConnectionsQuery = z.object({
  ...key,
  ...paging,
  return_only_synced: z.enum(['true', 'false']).optional(),
});
export const ZIntegrationLastActionsQuery = z.object({
  ...key,
  ...paging,
  action: z.enum(integrationActions as [IntegrationAction, ...IntegrationAction[]]).default('invites'),
});

/** `POST /add_lead_to_campaign`: campaign, profile URL, optional email and any `csv_*` custom fields. */
export const ZIntegrationAddLeadRequest = z.looseObject({
  campaign: z.string().min(1).max(64),
  linkedin_profile_url: z.string().min(1).max(500),
  email: z.email().max(254).optional(),
});
export type TIntegrationAddLeadRequest = z.infer<typeof ZIntegrationAddLeadRequest>;

const ZPersonRow = z.object({
  key: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  linkedInHandle: z.string().nullable(),
  profileUrl: z.string().nullable(),
  currentTitle: z.string().nullable(),
  currentEmployer: z.string().nullable(),
  location: z.string().nullable(),
});

/** One `actions` row: what happened, when, in which campaign, to whom (an answer's row, not exported: no request bounds apply). */
const ZIntegrationActionRow = z.object({
  id: z.string(),
  action: z.string(),
  createdAt: z.string(),
  message: z.string().nullable(),
  campaign: z.object({ id: z.string(), name: z.string() }),
  person: ZPersonRow,
});
export const ZIntegrationActionsResponse = z.object({
  page: z.number(),
  per_page: z.number(),
  actions: z.array(ZIntegrationActionRow),
});

export const ZIntegrationCampaignsResponse = z.object({
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      category: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** A row of an answer (not a request: its strings need no bounds). */
const ZIntegrationConnectionRow = z.object({
  id: z.string(),
  ownerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  profileUrl: z.string(),
  connectedAt: z.string(),
});
export const ZIntegrationConnectionsResponse = z.object({
  page: z.number(),
  per_page: z.number(),
  connections: z.array(ZIntegrationConnectionRow),
});

export const ZIntegrationTeamMembersResponse = z.object({
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() })),
});

export const ZIntegrationAddLeadResponse = z.object({ added: z.boolean(), campaign: z.string() });

/** The user's webhook key, shown to its owner only (null before the first generation). */
export const ZWebhookKeyResponse = z.object({ webhookKey: z.string().nullable() });

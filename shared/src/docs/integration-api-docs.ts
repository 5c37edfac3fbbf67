// The `/documentation/webhook/*` pages (spec 1 §2) as data: each page documents one call of the
// integration API (spec 4). Parameters come from the route's own query schema, and the example answers
// are checked against the route's response schema by a unit test, so the docs cannot drift from the API.
import { integrationsRoutes } from '../routes/integrations.ts';

export type WebhookDocSlug =
  | 'add-new-lead'
  | 'get-campaigns'
  | 'get-leads'
  | 'get-connections'
  | 'get-replies'
  | 'get-team-members'
  | 'get-member-connections'
  | 'get-last-actions';

export type IntegrationRouteKey = Exclude<keyof typeof integrationsRoutes, `${string} /users/${string}`>;

export interface WebhookDoc {
  slug: WebhookDocSlug;
  title: string;
  route: IntegrationRouteKey;
  summary: string;
  /** What each parameter (query or body) means; every parameter of the route has one. */
  params: Record<string, string>;
  /** Example query values for the curl command (besides the key). */
  exampleQuery?: Record<string, string>;
  exampleBody?: Record<string, string>;
  exampleResponse: unknown;
  /** The Zapier trigger or action this call backs. */
  zapier: string;
}

const keyParam = 'Your webhook key, from Settings → Integrations → Webhooks & API. Required on every call.';
const pageParam = 'Page number, starting at 0. Default 0.';
const perPageParam = 'Rows per page, 1 to 100. Default 20.';

const person = {
  key: 'ada-lovelace',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedInHandle: 'ada-lovelace',
  profileUrl: 'https://www.linkedin.com/in/ada-lovelace/',
  currentTitle: 'Head of Engineering',
  currentEmployer: 'Analytical Engines',
  location: 'London, United Kingdom',
};
const campaign = { id: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Engineering leaders' };
const action = (id: string, kind: string, message: string | null, createdAt: string) => ({
  id,
  action: kind,
  createdAt,
  message,
  campaign,
  person,
});
const connection = {
  id: 'urn:li:fsd_profile:ACoAAB1a2b3',
  ownerId: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
  firstName: 'Grace',
  lastName: 'Hopper',
  headline: 'Rear Admiral · Compilers',
  profileUrl: 'https://www.linkedin.com/in/grace-hopper/',
  connectedAt: '2026-03-02T14:05:00.000Z',
};

export const webhookDocs: readonly WebhookDoc[] = [
  {
    slug: 'add-new-lead',
    title: 'Add a new lead to a campaign',
    route: 'POST /integrations/webhook/add_lead_to_campaign',
    summary:
      'Adds one person to one of your campaigns by their LinkedIn profile URL. Someone already in the campaign is left as they are and the answer says added: false. Fields named csv_<name> become the lead’s custom columns, usable as variables in your messages.',
    params: {
      webhook_key: keyParam,
      campaign: 'The campaign’s id, as get-campaigns lists it. Required.',
      linkedin_profile_url:
        'The person’s LinkedIn profile URL, e.g. https://www.linkedin.com/in/ada-lovelace/. Required.',
      email: 'The person’s email address, stored as the email column. Optional.',
      'csv_*':
        'Any number of custom fields, e.g. csv_company_size: "50-200". Names up to 64 characters, values up to 1,000.',
    },
    exampleBody: {
      campaign: campaign.id,
      linkedin_profile_url: 'https://www.linkedin.com/in/ada-lovelace/',
      email: 'ada@example.com',
      csv_company_size: '50-200',
    },
    exampleResponse: { added: true, campaign: campaign.id },
    zapier: 'Action “Add Lead to Campaign”',
  },
  {
    slug: 'get-campaigns',
    title: 'Get campaigns',
    route: 'GET /integrations/webhook/campaigns',
    summary: 'Lists your campaigns, newest first, with their status and channel.',
    params: {
      webhook_key: keyParam,
      type: 'Which campaigns: active, draft, archived or all. Default all.',
    },
    exampleQuery: { type: 'active' },
    exampleResponse: {
      campaigns: [
        {
          id: campaign.id,
          name: campaign.name,
          status: 'active',
          category: 'linkedin',
          createdAt: '2026-03-01T09:00:00.000Z',
        },
      ],
    },
    zapier: 'The campaign picker of “Add Lead to Campaign” and of the “New Lead” trigger',
  },
  {
    slug: 'get-leads',
    title: 'Get new leads',
    route: 'GET /integrations/webhook/new-leads',
    summary: 'Lists the newest leads added to your campaigns, newest first, one action row per lead.',
    params: {
      webhook_key: keyParam,
      campaign: 'Only this campaign’s leads (its id). Optional: all your campaigns by default.',
      page: pageParam,
      per_page: perPageParam,
    },
    exampleQuery: { campaign: campaign.id, page: '0', per_page: '20' },
    exampleResponse: {
      page: 0,
      per_page: 20,
      actions: [action('lead#f3b1c2d4#ada-lovelace', 'lead found', null, '2026-03-02T09:30:00.000Z')],
    },
    zapier: 'Trigger “New Lead” (or the lead.created webhook event for instant triggers)',
  },
  {
    slug: 'get-connections',
    title: 'Get new connections',
    route: 'GET /integrations/webhook/new-connections',
    summary: 'Lists your newest LinkedIn connections, newest first.',
    params: {
      webhook_key: keyParam,
      return_only_synced:
        'true or false. Every connection Outreach lists comes from a sync, so both give the same rows.',
      page: pageParam,
      per_page: perPageParam,
    },
    exampleQuery: { page: '0', per_page: '20' },
    exampleResponse: { page: 0, per_page: 20, connections: [connection] },
    zapier: 'Trigger “New Connection”',
  },
  {
    slug: 'get-replies',
    title: 'Get new replies',
    route: 'GET /integrations/webhook/new-reply-detected',
    summary: 'Lists the newest replies to your campaigns (LinkedIn, InMail, email and X), newest first.',
    params: { webhook_key: keyParam, page: pageParam, per_page: perPageParam },
    exampleQuery: { page: '0', per_page: '20' },
    exampleResponse: {
      page: 0,
      per_page: 20,
      actions: [
        action(
          'reply#t-81f2#1772460300000',
          'linkedin reply detected',
          'Thanks, happy to talk next week.',
          '2026-03-02T14:05:00.000Z',
        ),
      ],
    },
    zapier: 'Trigger “New Reply” (or the reply.received webhook event for instant triggers)',
  },
  {
    slug: 'get-team-members',
    title: 'Get team members',
    route: 'GET /integrations/webhook/get_team_members',
    summary: 'Lists the members of your team. Only the team owner’s key may call it (403 otherwise).',
    params: { webhook_key: keyParam },
    exampleResponse: {
      members: [
        { id: connection.ownerId, name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
        {
          id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
          name: 'Charles Babbage',
          email: 'charles@example.com',
          role: 'member',
        },
      ],
    },
    zapier: 'The member picker of “New Member Connection”',
  },
  {
    slug: 'get-member-connections',
    title: 'Get member connections',
    route: 'GET /integrations/webhook/get_member_connections',
    summary:
      'Lists the newest LinkedIn connections of everyone in your team, newest first; ownerId says whose.',
    params: { webhook_key: keyParam, page: pageParam, per_page: perPageParam },
    exampleQuery: { page: '0', per_page: '20' },
    exampleResponse: { page: 0, per_page: 20, connections: [connection] },
    zapier: 'Trigger “New Member Connection”',
  },
  {
    slug: 'get-last-actions',
    title: 'Get last actions',
    route: 'GET /integrations/webhook/get-last-actions',
    summary: 'Lists your campaigns’ most recent actions of one kind, newest first.',
    params: {
      webhook_key: keyParam,
      action:
        'Which actions: invites, already_connected, already_invited, accepted, messages, replies, emails, email_replies, twitter, twitter_replies, all_replies or greetings. Default invites.',
      page: pageParam,
      per_page: perPageParam,
    },
    exampleQuery: { action: 'accepted', page: '0', per_page: '20' },
    exampleResponse: {
      page: 0,
      per_page: 20,
      actions: [action('accepted#f3b1c2d4#ada-lovelace', 'connected', null, '2026-03-02T11:15:00.000Z')],
    },
    zapier: 'Trigger “New Action” (choose the kind of action)',
  },
];

/** The curl command of a call, for `origin` (the app's address) and a key placeholder. */
export function curlCommand(doc: WebhookDoc, origin: string, key = 'YOUR_WEBHOOK_KEY'): string {
  const [method, path] = doc.route.split(' ') as [string, string];
  const qs = new URLSearchParams({ webhook_key: key, ...(doc.exampleQuery ?? {}) });
  const url = `${origin}/api${path}?${qs}`;
  if (method === 'GET') return `curl "${url}"`;
  return [
    `curl -X ${method} "${url}"`,
    `  -H "Content-Type: application/json"`,
    `  -d '${JSON.stringify(doc.exampleBody ?? {})}'`,
  ].join(' \\\n');
}

export interface DocParam {
  name: string;
  in: 'query' | 'body';
  required: boolean;
  /** The value used when the parameter is left out, if any. */
  default?: string;
  description: string;
}

function shapeOf(
  schema: unknown,
): Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }> {
  return ((schema as { shape?: object } | undefined)?.shape ?? {}) as never;
}

/** The parameters of a documented call, read from its route's query and body schemas. */
export function docParams(doc: WebhookDoc): DocParam[] {
  const route = integrationsRoutes[doc.route] as { query?: unknown; body?: unknown };
  const rows: DocParam[] = [];
  for (const [where, schema] of [
    ['query', route.query],
    ['body', route.body],
  ] as const) {
    for (const [name, field] of Object.entries(shapeOf(schema))) {
      const missing = field.safeParse(undefined);
      rows.push({
        name,
        in: where,
        required: !missing.success,
        ...(missing.success && missing.data !== undefined ? { default: String(missing.data) } : {}),
        description: doc.params[name] ?? '',
      });
    }
  }
  if (route.body && doc.params['csv_*'])
    rows.push({ name: 'csv_*', in: 'body', required: false, description: doc.params['csv_*'] });
  return rows;
}

import type { RouteSpec } from './route-def.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { campaignsRoutes } from './routes/campaigns.ts';
import { capsRoutes } from './routes/caps.ts';
import { connectionsRoutes } from './routes/connections.ts';
import { conversationsRoutes } from './routes/conversations.ts';
import { emailRoutes } from './routes/email.ts';
import { facebookRoutes } from './routes/facebook.ts';
import { groupsRoutes } from './routes/groups.ts';
import { integrationsRoutes } from './routes/integrations.ts';
import { invitationsRoutes } from './routes/invitations.ts';
import { leadFinderRoutes } from './routes/lead-finder.ts';
import { leadSourcesRoutes } from './routes/lead-sources.ts';
import { leadsRoutes } from './routes/leads.ts';
import { linkedinRoutes } from './routes/linkedin.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { postsRoutes } from './routes/posts.ts';
import { searchRoutes } from './routes/search.ts';
import { sequenceTemplatesRoutes } from './routes/sequence-templates.ts';
import { settingsRoutes } from './routes/settings.ts';
import { tagsRoutes } from './routes/tags.ts';
import { teamsRoutes } from './routes/teams.ts';
import { templatesRoutes } from './routes/templates.ts';
import { trendsRoutes } from './routes/trends.ts';
import { twitterRoutes } from './routes/twitter.ts';
import { uploadsRoutes } from './routes/uploads.ts';
import { usersRoutes } from './routes/users.ts';
import { webhooksRoutes } from './routes/webhooks.ts';
import { whitelabelsRoutes } from './routes/whitelabels.ts';

export type { HttpMethod, RouteAuth, RouteKey, RouteSpec } from './route-def.ts';
export { routePath, splitRouteKey } from './route-def.ts';

/**
 * Every endpoint of the API, keyed `METHOD /path` under `/api/v1`, gathered from one module per area
 * (`routes/<area>.ts`). The CDK API stack and the local server are both generated from this table;
 * a handler imports only its own area's table, so its bundle carries only that area's schemas.
 */
export const routes = {
  ...authRoutes,
  ...usersRoutes,
  ...campaignsRoutes,
  ...leadsRoutes,
  ...settingsRoutes,
  ...uploadsRoutes,
  ...linkedinRoutes,
  ...notificationsRoutes,
  ...tagsRoutes,
  ...templatesRoutes,
  ...sequenceTemplatesRoutes,
  ...emailRoutes,
  ...leadSourcesRoutes,
  ...searchRoutes,
  ...teamsRoutes,
  ...connectionsRoutes,
  ...postsRoutes,
  ...billingRoutes,
  ...trendsRoutes,
  ...webhooksRoutes,
  ...leadFinderRoutes,
  ...integrationsRoutes,
  ...conversationsRoutes,
  ...invitationsRoutes,
  ...groupsRoutes,
  ...twitterRoutes,
  ...capsRoutes,
  ...whitelabelsRoutes,
  ...facebookRoutes,
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

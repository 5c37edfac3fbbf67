import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - `public`: anyone (sign-in, sign-up, webhooks).
 * - `user`: a signed-in user, verified or not.
 * - `webhookKey`: the integration API's per-user `webhook_key` query parameter (spec 4), on a plan with webhooks.
 */
export type RouteAuth = 'public' | 'user' | 'webhookKey';

/** The base path of routes that declare none. */
export const DEFAULT_API_BASE = '/api/v1';

/** One endpoint of the API. `path` is under `/api/v1` and uses `{param}` placeholders like API Gateway. */
export interface RouteSpec {
  /** Module under `functions/src/http/`, without extension; it exports `handler`. */
  handler: string;
  auth: RouteAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  /** Names of the multipart/form-data file parts the route takes (handed to the handler as `files`). */
  files?: readonly string[];
  /**
   * The path prefix the key's path sits under, when not `/api/v1`. The integration API declares `/api`
   * with keys `/integrations/webhook/...`, so its keys stay distinct from v1's (`GET /campaigns`).
   */
  basePath?: '/api';
  /** Lambda timeout in seconds when the default (29 s, API Gateway's cap) is not wanted. */
  timeoutSeconds?: number;
}

export type RouteKey = `${HttpMethod} /${string}`;

export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const i = key.indexOf(' ');
  return { method: key.slice(0, i) as HttpMethod, path: key.slice(i + 1) };
}

/**
 * The full request path of a route, as the local server and API Gateway mount it.
 *
 * @example
 * routePath('GET /users/me', { handler: 'users/get-me', auth: 'user' }); // '/api/v1/users/me'
 */
export function routePath(key: string, spec: { basePath?: string }): string {
  return (spec.basePath ?? DEFAULT_API_BASE) + splitRouteKey(key).path;
}

import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - `public`: anyone (sign-in, sign-up, webhooks).
 * - `user`: a signed-in user, verified or not.
 */
export type RouteAuth = 'public' | 'user';

/** One endpoint of the API. `path` is under `/api/v1` and uses `{param}` placeholders like API Gateway. */
export interface RouteSpec {
  /** Module under `functions/src/http/`, without extension; it exports `handler`. */
  handler: string;
  auth: RouteAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  /** Lambda timeout in seconds when the default (29 s, API Gateway's cap) is not wanted. */
  timeoutSeconds?: number;
}

export type RouteKey = `${HttpMethod} /${string}`;

export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const i = key.indexOf(' ');
  return { method: key.slice(0, i) as HttpMethod, path: key.slice(i + 1) };
}

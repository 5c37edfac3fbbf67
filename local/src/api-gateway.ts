import { randomUUID } from 'node:crypto';
import { type RouteName, type RouteSpec, routePath, routes, splitRouteKey } from '@outreach/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Hono, Context as HonoContext } from 'hono';
import { lambdaContext } from './lambda-context.ts';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const handlers = new Map<string, Promise<LambdaHandler>>();

/** Imports a route's handler module once, as the Lambda runtime would on a cold start. */
function loadHandler(module: string): Promise<LambdaHandler> {
  let h = handlers.get(module);
  if (!h) {
    h = import(`@outreach/functions/http/${module}`).then((m) => {
      if (typeof m.handler !== 'function')
        throw new Error(`functions/src/http/${module}.ts exports no handler`);
      return m.handler as LambdaHandler;
    });
    handlers.set(module, h);
  }
  return h;
}

/** Turns a request into the API Gateway HTTP API (payload 2.0) event the deployed Lambda receives. */
async function toEvent(c: HonoContext, routeKey: string, stage: string): Promise<APIGatewayProxyEventV2> {
  const url = new URL(c.req.url);
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((v, k) => {
    headers[k.toLowerCase()] = v;
  });
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] !== undefined ? `${query[k]},${v}` : v;
  // Like API Gateway, binary bodies (multipart uploads) arrive base64-encoded; text stays text.
  const binary = /^multipart\//i.test(headers['content-type'] ?? '');
  const body = ['GET', 'HEAD'].includes(c.req.method)
    ? undefined
    : binary
      ? Buffer.from(await c.req.arrayBuffer()).toString('base64')
      : await c.req.text();
  const cookieHeader = headers.cookie;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookieHeader ? cookieHeader.split(/;\s*/).filter(Boolean) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: c.req.param() as Record<string, string>,
    body: body || undefined,
    isBase64Encoded: binary && Boolean(body),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: c.req.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: env?.incoming?.socket?.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage,
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

/**
 * Registers every route of the shared route table on the local server, invoking the same handlers,
 * each under its own base path (`/api/v1`, or the integration API's `/api`), as API Gateway does.
 */
export function mountRoutes(app: Hono): number {
  let count = 0;
  // Hono matches in registration order; API Gateway prefers literal segments over `{param}` ones
  // (GET /campaigns/replies over GET /campaigns/{id}): fewer parameters first keeps that order.
  const params = (k: string) => (k.match(/\{/g) ?? []).length;
  const keys = (Object.keys(routes) as RouteName[]).sort((a, b) => params(a) - params(b));
  for (const key of keys) {
    const { method } = splitRouteKey(key);
    const full = routePath(key, routes[key] as RouteSpec);
    const honoPath = full.replace(/\{(\w+)\}/g, ':$1');
    const module = routes[key].handler;
    app.on(method, honoPath, async (c) => {
      let res: APIGatewayProxyStructuredResultV2;
      try {
        const handler = await loadHandler(module);
        const event = await toEvent(c, `${method} ${full}`, '$default');
        // The function's own limit (the route's, else Lambda's 29 s here), as its context reports it.
        const limitMs = ((routes[key] as RouteSpec).timeoutSeconds ?? 29) * 1000;
        res = await handler(event, lambdaContext(module.replace(/\//g, '-'), limitMs));
      } catch (e) {
        // The function itself failed (its module did not load, or it threw past its own error
        // handling): API Gateway answers 500 then; say why in the runtime's log, whatever its quiet.
        console.error(`[api] ${method} ${full}: the function failed:`, e);
        return Response.json(
          { error: 'Internal Server Error', message: 'Internal server error', statusCode: 500 },
          { status: 500 },
        );
      }
      const out = new Headers();
      for (const [k, v] of Object.entries(res.headers ?? {})) out.set(k, String(v));
      for (const cookie of res.cookies ?? []) out.append('set-cookie', cookie);
      return new Response(res.body ?? '', { status: res.statusCode ?? 200, headers: out });
    });
    count++;
  }
  return count;
}

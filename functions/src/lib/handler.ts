import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { AppError, errorName } from '@outreach/shared/errors';
import type { RouteSpec } from '@outreach/shared/route-def';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { SessionEntity } from '../data/entities/session.ts';
import { clientIp } from './client-ip.ts';
import { type Deps, getDeps } from './deps.ts';
import { HttpResult, parseCookies } from './http-result.ts';
import { logger } from './logger.ts';
import { verifyAccessToken } from './tokens.ts';

type Infer<R, F extends string> = R extends Record<F, infer S extends z.ZodType> ? z.output<S> : undefined;

/** Who is calling: the acting user (impersonated while impersonating) and the real one. */
export interface AuthContext {
  userId: string;
  realUserId: string;
  sessionId: string;
  teamId?: string;
  name: string;
}

/** A multipart file part of a route that declares `files`. */
export interface UploadedFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface EndpointRequest<R extends RouteSpec> {
  body: Infer<R, 'body'>;
  /** The route's declared multipart file parts that came with the request. */
  files: Record<string, UploadedFile>;
  query: Infer<R, 'query'>;
  params: Infer<R, 'params'>;
  auth: R['auth'] extends 'user' | 'webhookKey' ? AuthContext : AuthContext | undefined;
  deps: Deps;
  cookies: Record<string, string>;
  ip: string;
  userAgent: string;
  event: APIGatewayProxyEventV2;
  /**
   * Wall time (ms) by which the answer must be on its way: the function's own time limit less a
   * margin. A handler that waits for other work (the bot's login) answers its timeout status by then,
   * rather than letting the platform cut it off with a bare 500.
   */
  answerBy: number;
}

function zodMessages(error: z.ZodError): string[] {
  return error.issues.map((i) => i.message);
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw new AppError('BAD_REQUEST', zodMessages(r.error));
  return r.data;
}

/**
 * A multipart/form-data body as an object of its text fields (spec 3 §7: templates are sent as
 * multipart). Files go through presigned uploads, so a file part is refused unless the route names it
 * in `files` (white-label branding, spec 1 §8): those land in `files`.
 */
async function readMultipart(
  event: APIGatewayProxyEventV2,
  contentType: string,
  allowed: readonly string[],
  files: Record<string, UploadedFile>,
): Promise<unknown> {
  const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  let form: FormData;
  try {
    form = await new Request('http://body.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: bytes,
    }).formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body must be valid multipart/form-data');
  }
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') out[k] = v;
    else if (allowed.includes(k)) {
      files[k] = { filename: v.name, contentType: v.type, bytes: new Uint8Array(await v.arrayBuffer()) };
    } else throw new AppError('BAD_REQUEST', 'Upload files through a presigned URL');
  }
  return out;
}

function readBody(
  event: APIGatewayProxyEventV2,
  allowedFiles: readonly string[] = [],
  files: Record<string, UploadedFile> = {},
): unknown {
  if (!event.body) return {};
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (/^multipart\/form-data\b/i.test(contentType))
    return readMultipart(event, contentType, allowedFiles, files);
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body must be valid JSON');
  }
}

async function authenticate(deps: Deps, event: APIGatewayProxyEventV2): Promise<AuthContext | undefined> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const claims = await verifyAccessToken(deps, header.slice(7).trim());
  const session = await SessionEntity.get({ userId: claims.realUserId, sessionId: claims.sid }).go();
  const s = session.data;
  if (!s || s.revokedAt || s.expiresAt <= deps.clock.now())
    throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return {
    userId: claims.sub,
    realUserId: claims.realUserId,
    sessionId: claims.sid,
    teamId: claims.tid,
    name: claims.name,
  };
}

/** How a route with `auth: 'webhookKey'` finds its caller (lib/integration-endpoint.ts). */
export type WebhookKeyAuth = (deps: Deps, event: APIGatewayProxyEventV2) => Promise<AuthContext>;

export function json(
  statusCode: number,
  body: unknown,
  extra: Partial<APIGatewayProxyStructuredResultV2> = {},
) {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...extra.headers,
    },
    body: body === undefined ? '' : JSON.stringify(body),
    cookies: extra.cookies,
  } satisfies APIGatewayProxyStructuredResultV2;
}

const TOO_LARGE_MESSAGE = 'This is too large to save. Please shorten the texts or lists.';

/**
 * DynamoDB refuses a write whose item would pass 400 KB ("Item size has exceeded the maximum allowed
 * size"). The input is valid field by field yet too big as a whole (e.g. 50 steps of long messages),
 * so it is the client's 413, not a 500; the refused write changed nothing.
 */
function isItemTooLarge(err: unknown): boolean {
  const texts = [err, (err as { cause?: unknown })?.cause].map((e) => String((e as Error)?.message ?? ''));
  return texts.some((t) => t.includes('Item size has exceeded the maximum allowed size'));
}

/** Maps any thrown error to the spec's `{ error, message, statusCode }`; unknown errors become a bare 500. */
export function errorResponse(
  err: unknown,
  event?: APIGatewayProxyEventV2,
): APIGatewayProxyStructuredResultV2 {
  if (err instanceof AppError) return json(err.statusCode, err.toBody());
  if (isItemTooLarge(err)) return json(413, new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE).toBody());
  logger.error('Unhandled error', {
    error: err as Error,
    path: event?.rawPath,
    method: event?.requestContext?.http?.method,
  });
  return json(500, { error: errorName(500), message: 'Internal server error', statusCode: 500 });
}

/**
 * Outside production (`env.checkResponses`, on in the test runtime): a successful answer that does not
 * match the route's declared `response` schema fails the request with a 500 naming the route and the
 * mismatch (issue #15), so drift fails a test, whether an integration test or the SPA in an e2e story,
 * instead of a customer's script. The body is checked as the client receives it (JSON round trip).
 */
function checkAnswer(key: string, spec: RouteSpec, statusCode: number, body: unknown) {
  if (!spec.response || statusCode < 200 || statusCode >= 300) return undefined;
  const sent = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const r = spec.response.safeParse(sent);
  if (r.success) return undefined;
  const message = `${key} answered a body that does not match its declared response schema: ${z.prettifyError(r.error)}`;
  logger.error('Response schema mismatch', { route: key, issues: r.error.issues });
  return json(500, { error: errorName(500), message, statusCode: 500 });
}

/**
 * Builds the Lambda handler of one route: parses and validates input with the route's shared schemas,
 * authenticates, runs `fn` (one domain call) and serialises the result or the error.
 *
 * It takes the route from its area's table (not the whole route table), so a handler's bundle only
 * carries the schemas of its own area.
 *
 * @example
 * export const handler = endpoint(authRoutes, 'POST /auth/sign-in', ({ body, deps }) => signIn(deps, body));
 */
/** Time kept back from the function's limit to write the answer (and its logs) after a wait. */
const ANSWER_MARGIN_MS = 2_000;

export function endpoint<T extends Record<string, RouteSpec>, K extends keyof T & string>(
  table: T,
  key: K,
  fn: (req: EndpointRequest<T[K]>) => Promise<unknown>,
  options: { webhookKeyAuth?: WebhookKeyAuth } = {},
) {
  const spec: RouteSpec = table[key];
  const { webhookKeyAuth } = options;
  // The key's lookup is not in every function: a route that takes one is built by integrationEndpoint.
  if (spec.auth === 'webhookKey' && !webhookKeyAuth)
    throw new Error(`${key} takes a webhook_key: build its handler with integrationEndpoint`);
  const base = async (
    event: APIGatewayProxyEventV2,
    ctx: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    try {
      const deps = getDeps();
      const answerBy =
        deps.clock.wallNow() + (ctx?.getRemainingTimeInMillis?.() ?? 29_000) - ANSWER_MARGIN_MS;
      // On a public route a bad, expired or revoked bearer token means anonymous: a stale token must
      // not keep anyone from signing in again or logging out.
      const auth =
        spec.auth === 'webhookKey'
          ? await webhookKeyAuth!(deps, event)
          : spec.auth === 'public'
            ? await authenticate(deps, event).catch((e: unknown) => {
                if (e instanceof AppError) return undefined;
                throw e;
              })
            : await authenticate(deps, event);
      if (spec.auth !== 'public' && !auth) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      const method = event.requestContext?.http?.method ?? 'GET';
      const files: Record<string, UploadedFile> = {};
      const req = {
        body:
          'body' in spec
            ? parse(spec.body, method === 'GET' ? {} : await readBody(event, spec.files, files))
            : undefined,
        files,
        query: 'query' in spec ? parse(spec.query, event.queryStringParameters ?? {}) : undefined,
        params: 'params' in spec ? parse(spec.params, event.pathParameters ?? {}) : undefined,
        auth,
        deps,
        cookies: parseCookies(event.cookies, event.headers?.cookie),
        ip: clientIp(event, deps.env.trustViewerAddress),
        userAgent: event.headers?.['user-agent'] ?? '',
        event,
        answerBy,
      } as EndpointRequest<T[K]>;
      const out = await fn(req);
      const [statusCode, body] =
        out instanceof HttpResult ? [out.statusCode, out.body] : [200, out === undefined ? {} : out];
      const drift = deps.env.checkResponses ? checkAnswer(key, spec, statusCode, body) : undefined;
      if (drift) return drift;
      if (out instanceof HttpResult) {
        return json(out.statusCode, out.body, { cookies: out.cookies, headers: out.headers });
      }
      return json(200, out === undefined ? {} : out);
    } catch (err) {
      return errorResponse(err, event);
    }
  };
  return middy(base).use(injectLambdaContext(logger, { resetKeys: true }));
}

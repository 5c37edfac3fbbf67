import * as z from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { type RouteSpec, splitRouteKey } from './route-def.ts';

/** The version the document states for `/api/v1`. */
export const API_VERSION = '1.0.0';

/** The error body every failed call answers (see errors.ts). */
export const ZErrorBody = z
  .object({
    error: z.string().meta({ example: 'Bad Request' }),
    message: z.union([z.string(), z.array(z.string())]).meta({
      description: 'One text, or one text per invalid field',
    }),
    statusCode: z.number().int().meta({ example: 400 }),
  })
  .meta({ id: 'Error' });

const errorContent = { content: { 'application/json': { schema: ZErrorBody } } };

/** `auth/sign-up` → `authSignUp`. */
const operationIdOf = (handler: string) =>
  handler.replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase()).replace(/\W/g, '');

/** A request-parameter schema zod-openapi can split into parameters (an object, unwrapped). */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let s: z.ZodType = schema;
  for (let i = 0; i < 5; i++) {
    if (s instanceof z.ZodObject) return s;
    if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else return undefined;
  }
  return undefined;
}

function operationOf(method: string, route: RouteSpec): ZodOpenApiOperationObject {
  const area = route.handler.split('/')[0]!;
  const responses: Record<string, ZodOpenApiResponseObject> = {
    200: route.response
      ? { description: 'Success', content: { 'application/json': { schema: route.response } } }
      : { description: 'Success (shape not yet declared in the route table)' },
  };
  const hasInput = Boolean(route.body || route.query || route.params);
  if (hasInput) responses[400] = { description: 'Invalid input', ...errorContent };
  if (route.auth === 'webhookKey') {
    responses[401] = { description: 'Unknown or revoked webhook key', ...errorContent };
    responses[403] = { description: 'The plan has no webhooks (upgrade hint)', ...errorContent };
  } else if (route.auth !== 'public') responses[401] = { description: 'Not signed in', ...errorContent };
  if (route.params) responses[404] = { description: 'Not found (or not yours)', ...errorContent };
  responses.default = { description: 'Any other error', ...errorContent };

  const path = route.params ? objectOf(route.params) : undefined;
  const query = route.query ? objectOf(route.query) : undefined;
  return {
    operationId: operationIdOf(route.handler),
    tags: [area],
    ...(route.auth === 'public' ? { security: [] } : {}),
    ...(route.auth === 'webhookKey' ? { security: [{ webhookKey: [] }] } : {}),
    // A route under another base (the integration API's `/api`) states its own server.
    ...(route.basePath ? { servers: [{ url: route.basePath }] } : {}),
    ...(path || query ? { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}) } } : {}),
    ...(route.body && method !== 'GET'
      ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the route table and its zod schemas (request
 * shapes as the server parses them, responses as declared). Served at `/api/openapi.json`.
 *
 * @example
 * const doc = openApiDocument(routes);
 * doc.paths['/auth/sign-in'].post.operationId; // 'authSignIn'
 */
export function openApiDocument(
  table: Record<string, RouteSpec>,
  opts: { version?: string; serverUrl?: string } = {},
): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const [key, route] of Object.entries(table)) {
    const { method, path } = splitRouteKey(key);
    const lower = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    paths[path] = { ...paths[path], [lower]: operationOf(method, route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Outreach API',
      version: opts.version ?? API_VERSION,
      description:
        'The API behind the Outreach app. Sign in with `POST /auth/sign-in` and send the `accessToken` it returns as `Authorization: Bearer <token>`. Errors answer `{ error, message, statusCode }`.',
    },
    servers: [{ url: opts.serverUrl ?? '/api/v1' }],
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        webhookKey: { type: 'apiKey', in: 'query', name: 'webhook_key' },
      },
    },
    paths,
  });
}

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Deps } from '../ports/deps.ts';

const port = <T>() => ({}) as T;
const depsWith = (env: Partial<Deps['env']>): Deps => ({
  env: env as Deps['env'],
  db: port(),
  clock: { now: () => 0, wallNow: () => 0 },
  mailer: port(),
  queue: port(),
  scheduler: port(),
  blobs: port(),
  secrets: port(),
  mailProtocols: port(),
  dns: port(),
  realtime: port(),
  payments: port(),
  webhooks: port(),
});

const table = {
  'GET /things': {
    handler: 'things/list-things',
    auth: 'public',
    response: z.object({ total: z.number(), nextCursor: z.string().nullable() }),
  },
} as const;

const event = {
  rawPath: '/api/v1/things',
  headers: {},
  requestContext: { http: { method: 'GET' } },
} as unknown as APIGatewayProxyEventV2;
const context = { functionName: 'test', awsRequestId: 'req' } as Context;

async function answer(checkResponses: boolean, body: unknown) {
  const { provideDeps } = await import('./deps.ts');
  const { endpoint } = await import('./handler.ts');
  provideDeps(depsWith({ checkResponses, trustViewerAddress: false }));
  const res = await endpoint(table, 'GET /things', async () => body)(event, context);
  return { status: res.statusCode, body: JSON.parse(String(res.body)) };
}

// Issue #15: outside production, an answer that drifts from the declared response schema fails loudly.
describe('the handler factory checks answers against the declared response schema', () => {
  beforeEach(() => vi.resetModules());

  it('answers a matching body unchanged', async () => {
    const res = await answer(true, { total: 2, nextCursor: null });
    expect(res).toEqual({ status: 200, body: { total: 2, nextCursor: null } });
  });

  it('fails a drifting body with a 500 naming the route and the mismatch when checking', async () => {
    const res = await answer(true, { total: '2' });
    expect(res.status).toBe(500);
    expect(res.body.statusCode).toBe(500);
    expect(res.body.message).toMatch(/^GET \/things answered a body that does not match/);
    expect(res.body.message).toMatch(/total/);
    expect(res.body.message).toMatch(/nextCursor/);
  });

  it('leaves the body alone when not checking (production)', async () => {
    const res = await answer(false, { total: '2' });
    expect(res).toEqual({ status: 200, body: { total: '2' } });
  });
});

// Only the integration API's functions load the webhook_key lookup (lib/integration-endpoint.ts).
describe('a route that takes a webhook_key', () => {
  const keyed = { 'GET /things': { handler: 'things/list-things', auth: 'webhookKey' } } as const;

  it('is refused by endpoint() at cold start and built by integrationEndpoint()', async () => {
    const { endpoint } = await import('./handler.ts');
    const { integrationEndpoint } = await import('./integration-endpoint.ts');
    expect(() => endpoint(keyed, 'GET /things', async () => ({}))).toThrow(/integrationEndpoint/);
    expect(typeof integrationEndpoint(keyed, 'GET /things', async () => ({}))).toBe('function');
  });
});

import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';
import { splitRouteKey } from './route-def.ts';
import { routes } from './routes.ts';

const doc = openApiDocument(routes, { version: 'test' });
type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
const operation = (key: string) => {
  const { method, path } = splitRouteKey(key);
  return (doc.paths as Record<string, Record<string, Operation>>)[path]?.[method.toLowerCase()];
};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(
      structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has one operation per route of the table, each with a unique id', () => {
    const keys = Object.keys(routes);
    for (const key of keys) expect(operation(key), key).toBeDefined();
    const count = Object.values(doc.paths ?? {}).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(count).toBe(keys.length);
    const ids = keys.map((k) => operation(k)!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every path placeholder as a required path parameter', () => {
    for (const key of Object.keys(routes)) {
      const names = [...splitRouteKey(key).path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (operation(key)!.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), key).toEqual([...names].sort());
      for (const p of declared) expect(p.required, `${key} ${p.name}`).toBe(true);
    }
  });

  it('marks public routes as needing no token, and signed-in routes as answering 401', () => {
    for (const [key, route] of Object.entries(routes)) {
      const op = operation(key)!;
      if (route.auth === 'public') expect(op.security, key).toEqual([]);
      else expect(op.responses['401'], key).toBeDefined();
    }
  });

  it('documents request bodies and declared responses from the shared schemas', () => {
    const signIn = operation('POST /auth/sign-in') as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: { 200: { content: { 'application/json': { schema: { required: string[] } } } } };
    };
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(signIn.responses[200].content['application/json'].schema.required).toContain('authToken');
  });
});

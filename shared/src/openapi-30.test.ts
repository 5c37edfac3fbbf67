import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';
import { toOpenApi30 } from './openapi-30.ts';
import { routes } from './routes.ts';

/** A 3.1 document whose one response schema is `schema`; answers the 3.0 rendering of that schema. */
const converted = (schema: object, components: object = {}) => {
  const doc = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/x': {
        get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema } } } } },
      },
    },
    components: { schemas: components },
  };
  const out = toOpenApi30(doc);
  return (out.paths['/x']!.get as any).responses[200].content['application/json'].schema;
};

describe('the OpenAPI 3.0 rendering', () => {
  it('turns null unions into nullable, keeping a reference apart from its siblings', () => {
    expect(converted({ type: ['string', 'null'] })).toEqual({ type: 'string', nullable: true });
    expect(converted({ type: ['string', 'number', 'null'] })).toEqual({
      nullable: true,
      anyOf: [{ type: 'string' }, { type: 'number' }],
    });
    expect(converted({ anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] })).toEqual({
      type: 'string',
      maxLength: 3,
      nullable: true,
    });
    expect(converted({ anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] }, { A: {} })).toEqual({
      nullable: true,
      allOf: [{ $ref: '#/components/schemas/A' }],
    });
    expect(converted({ type: 'null', description: 'no body' })).toEqual({
      description: 'no body',
      nullable: true,
      enum: [null],
    });
  });

  it('turns const into enum (false too), examples into example and numeric exclusive bounds into booleans', () => {
    expect(converted({ type: 'boolean', const: false })).toEqual({ type: 'boolean', enum: [false] });
    expect(converted({ type: 'string', const: 'a', examples: ['a'] })).toEqual({
      type: 'string',
      enum: ['a'],
      example: 'a',
    });
    expect(converted({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10, maximum: 5 })).toEqual({
      type: 'integer',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 5,
      exclusiveMaximum: true,
    });
    expect(converted({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' })).toEqual({
      type: 'object',
    });
  });

  it('renders the whole API document as valid OpenAPI 3.0, with every operation of the 3.1 one', async () => {
    const doc = openApiDocument(routes);
    const out = toOpenApi30(doc);
    expect(out.openapi).toMatch(/^3\.0\./);
    const result = await new Validator().validate(structuredClone(out) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const ops = (d: { paths?: object }) =>
      Object.entries(d.paths ?? {}).flatMap(([p, item]) =>
        Object.entries(item as Record<string, { operationId: string }>).map(
          ([m, op]) => `${m} ${p} ${op.operationId}`,
        ),
      );
    expect(ops(out).sort()).toEqual(ops(doc).sort());
    // Left as it was: the 3.1 document is still what /api/openapi.json serves.
    expect(doc.openapi).toBe('3.1.0');
  });
});

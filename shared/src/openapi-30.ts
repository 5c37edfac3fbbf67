import { Converter } from '@apiture/openapi-down-convert';

type Json = Record<string, unknown>;

/** An OpenAPI 3.0 document, as far as its consumers here read it. */
export interface OpenApi30Document {
  openapi: string;
  info: { title: string; version: string; description?: string } & Json;
  servers?: Json[];
  paths: Record<string, Record<string, Json>>;
  components?: Json;
  security?: Record<string, string[]>[];
  [extension: string]: unknown;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNullSchema = (v: unknown) =>
  isObject(v) && v.type === 'null' && Object.keys(v).every((k) => k === 'type' || k === 'description');

/**
 * What the down-converter leaves 3.1-only in the schemas zod writes: `anyOf: [X, {type: 'null'}]`,
 * type arrays of more than one other type, a falsy `const`, numeric exclusive bounds, and a bare
 * `{type: 'null'}`. Rewrites one schema node in place, before its children are visited.
 */
function downSchema(node: Json): void {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = node[key];
    if (!Array.isArray(list) || !list.some(isNullSchema)) continue;
    const rest = list.filter((s) => !isNullSchema(s));
    node.nullable = true;
    if (rest.length !== 1) node[key] = rest;
    else {
      delete node[key];
      const only = rest[0] as Json;
      // A reference takes no siblings in 3.0: wrap it so `nullable` can sit beside it.
      if ('$ref' in only) node.allOf = [only];
      else for (const [k, v] of Object.entries(only)) if (!(k in node)) node[k] = v;
    }
  }
  if (Array.isArray(node.type)) {
    const types = node.type.filter((t) => t !== 'null');
    if (types.length < node.type.length) node.nullable = true;
    if (types.length === 1) node.type = types[0];
    else {
      delete node.type;
      node.anyOf = types.map((type) => ({ type }));
    }
  }
  if (node.type === 'null') {
    delete node.type;
    node.nullable = true;
    node.enum = [null];
  }
  if ('const' in node) {
    node.enum = [node.const];
    delete node.const;
  }
  for (const [bound, plain] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const v = node[bound];
    if (typeof v !== 'number') continue;
    const old = node[plain];
    node[plain] =
      typeof old !== 'number' ? v : bound === 'exclusiveMinimum' ? Math.max(old, v) : Math.min(old, v);
    node[bound] = true;
  }
}

/** Visits every object of the document except example values and `x-` extensions (not schemas). */
function visit(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) visit(item);
  else if (isObject(node)) {
    downSchema(node);
    for (const [k, v] of Object.entries(node))
      if (k !== 'example' && k !== 'examples' && !k.startsWith('x-')) visit(v);
  }
}

/**
 * The OpenAPI 3.0 rendering of a 3.1 document (API Gateway's HTTP API import reads 3.0 only):
 * `@apiture/openapi-down-convert` does the conversion (type arrays → `nullable`, `examples` →
 * `example`, `$id`/`$schema` dropped, …), and a small pass finishes what it leaves of zod's output.
 *
 * @example
 * const doc30 = toOpenApi30(openApiDocument(routes));
 * doc30.openapi; // '3.0.3'
 */
export function toOpenApi30(doc: object): OpenApi30Document {
  const out = new Converter(structuredClone(doc), { verbose: false }).convert() as OpenApi30Document;
  visit(out);
  return out;
}

import type { RouteSpec } from '@outreach/shared/route-def';
import { routePath, routes, splitRouteKey } from '@outreach/shared/routes';
import * as z from 'zod';

/** The subset of JSON Schema (draft 2020-12) that `z.toJSONSchema` emits for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export type Part = 'params' | 'query' | 'body';
export const parts: Part[] = ['params', 'query', 'body'];

/** One route of the table with its input schemas as JSON Schema (input side: what a client sends). */
export interface RouteInfo {
  key: string;
  method: string;
  path: string;
  auth: RouteSpec['auth'];
  pathParams: string[];
  schemas: Partial<Record<Part, JsonSchema>>;
}

/** A zod schema as JSON Schema; transforms, preprocessors and coercions become `{}` (anything). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
}

/** Every route of `shared/src/routes.ts`, in table order. */
export const routeList: RouteInfo[] = Object.entries(routes as Record<string, RouteSpec>).map(
  ([key, spec]) => {
    const { method } = splitRouteKey(key);
    // Under /api/v1 the path is relative to it, as `api()` takes it; another base's is absolute.
    const path = spec.basePath ? routePath(key, spec) : splitRouteKey(key).path;
    const schemas: Partial<Record<Part, JsonSchema>> = {};
    for (const p of parts) {
      const s = spec[p];
      if (s) schemas[p] = jsonSchemaOf(s);
    }
    return {
      key,
      method,
      path,
      auth: spec.auth,
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      schemas,
    };
  },
);

/** `path` with its `{param}` placeholders replaced (URL-encoded unless `raw`). */
export function fillPath(path: string, params: Record<string, string>, raw = false): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return raw ? v : encodeURIComponent(v);
  });
}

/** Resolves a local `$ref` (`#/$defs/x`) against the root schema. */
export function deref(s: JsonSchema, root: JsonSchema): JsonSchema {
  if (!s.$ref) return s;
  const name = s.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/**
 * Every field of a schema as a dotted path (`touchSequence.sequence[].message`), with its schema;
 * array items appear as `[]`. Recursion stops at `$ref` cycles.
 */
export function fieldsOf(
  root: JsonSchema,
  s: JsonSchema = root,
  prefix = '',
  seen = new Set<string>(),
): { path: string; schema: JsonSchema }[] {
  if (s.$ref) {
    if (seen.has(s.$ref)) return [];
    return fieldsOf(root, deref(s, root), prefix, new Set([...seen, s.$ref]));
  }
  const out: { path: string; schema: JsonSchema }[] = [];
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    out.push(...fieldsOf(root, alt, prefix, seen));
  for (const [name, child] of Object.entries(s.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.push({ path, schema: child });
    out.push(...fieldsOf(root, child, path, seen));
  }
  if (s.items) out.push(...fieldsOf(root, s.items, `${prefix}[]`, seen));
  return out;
}

/**
 * Names that carry a reference to stored data: `id`, `key`, `…Id(s)`, `…_id`, `…Key`, `…_uri`, and
 * entity collections used as id filters (`campaigns=…`).
 */
const idName = /^(id|ids|key|keys|uri|token|code)$|(Id|Ids|Key|Keys|Uri|_id|_ids|_key|_uri)$/;
const entityList = /^(campaigns|leads|users|teams|notifications|uploads|tags|templates|files|accounts)$/;

/** The id-carrying inputs of a route: `params.id`, `query.campaigns`, `body.csvKey`, … */
export function idFieldsOf(r: RouteInfo): string[] {
  const out = new Set<string>(r.pathParams.map((p) => `params.${p}`));
  for (const part of ['query', 'body'] as const) {
    const root = r.schemas[part];
    if (!root) continue;
    for (const f of fieldsOf(root)) {
      const leaf =
        f.path
          .replace(/\[\]$/, '')
          .split(/[.[\]]+/)
          .filter(Boolean)
          .pop() ?? '';
      if (idName.test(leaf) || entityList.test(leaf)) out.add(`${part}.${f.path}`);
    }
  }
  return [...out];
}

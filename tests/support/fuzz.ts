import fc from 'fast-check';
import { deref, fieldsOf, type JsonSchema, type Part, type RouteInfo } from './route-table.ts';

/**
 * Malformed-request generators for the schema-driven fuzz suite (issue #7 §6). Each route's zod
 * schemas, as JSON Schema, give a valid baseline; a case then breaks one thing: a field's type, size,
 * range or encoding, a required field, the body's JSON or content type, the nesting, the query, a path
 * parameter or the bearer token.
 */

/** One request to send; `label` says what was broken, for the failure report. */
export interface FuzzCase {
  label: string;
  method: string;
  /** Path under /api/v1 with the query string, already encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzContext {
  token: string;
  /** Real values for path parameters (so some cases reach stored data). */
  params: Record<string, string[]>;
}

const HUGE = 'A'.repeat(100_000);
/** Query and path values stay under Node's 16 KB header limit, as API Gateway's 10 KB URL limit would. */
const LONG_URL_VALUE = 'A'.repeat(3_000);
/** Encoded query and path values are cut here (possibly inside a %XX escape, which is a case too). */
const MAX_ENCODED = 4_000;

const nasty = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202eevil',
  '\u200b',
  'e\u0301'.repeat(500),
  '💥'.repeat(2_000),
  '𝕏'.repeat(300),
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '$' + '{jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e400',
  'true',
  'null',
  'undefined',
  '[object Object]',
];

function deep(depth: number, kind: 'array' | 'object'): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

const wrongTypes: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -1e308,
  1e308,
  2 ** 53 + 1,
  'x',
  '',
  [],
  {},
  [1, 2, 3],
  { a: 1 },
  ['a'],
  [{}],
  [[]],
];

/** A malformed value for a field described by `s`: wrong types, sizes, boundaries, encodings, nesting. */
export function badValue(s: JsonSchema, root: JsonSchema): fc.Arbitrary<unknown> {
  const t = deref(s, root);
  const specific: unknown[] = [];
  if (t.maxLength !== undefined) specific.push('x'.repeat(t.maxLength + 1));
  if (t.minLength) specific.push('x'.repeat(t.minLength - 1));
  if (t.minimum !== undefined) specific.push(t.minimum - 1, String(t.minimum - 1));
  if (t.maximum !== undefined && t.maximum < 2 ** 52) specific.push(t.maximum + 1, String(t.maximum + 1));
  if (t.enum)
    specific.push(
      ...t.enum.map((e) => (typeof e === 'string' ? `${e.toUpperCase()} ` : e === null ? 'null' : [e])),
    );
  if (t.maxItems !== undefined) specific.push(Array.from({ length: t.maxItems + 1 }, () => 'x'));
  if (t.type === 'object' || t.properties) specific.push([{}], 'object', 42);
  if (t.type === 'array' || t.items) specific.push({ 0: 'x', length: 1 }, 'a,b');
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...wrongTypes) },
    { weight: 3, arbitrary: fc.constantFrom(...nasty) },
    {
      weight: specific.length ? 4 : 0,
      arbitrary: specific.length ? fc.constantFrom(...specific) : fc.constant(null),
    },
    { weight: 1, arbitrary: fc.constant(HUGE) },
    { weight: 1, arbitrary: fc.constantFrom(deep(200, 'array'), deep(200, 'object'), deep(1_000, 'array')) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 10_000 }, (_, i) => i)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 3, withBigInt: false }).map(jsonSafe) },
  );
}

/** fc.anything() can make undefined, -0, Dates, Maps…; JSON sees what `JSON.stringify` makes of them. */
function jsonSafe(v: unknown): unknown {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? null : JSON.parse(s);
  } catch {
    return null;
  }
}

/** A value the schema accepts as far as JSON Schema can tell (refinements and transforms aside). */
export function validValue(s: JsonSchema, root: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const t = deref(s, root);
  if (t.const !== undefined) return fc.constant(t.const);
  if (t.enum) return fc.constantFrom(...t.enum);
  const alts = t.anyOf ?? t.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => validValue(a, root, depth + 1)));
  if (t.allOf?.length) return validValue(t.allOf[0], root, depth + 1);
  const type = Array.isArray(t.type) ? t.type[0] : t.type;
  switch (type) {
    case 'string': {
      if (t.format === 'email') return fc.constantFrom('fuzz@example.test', 'a.b+c@example.org');
      if (t.format === 'date') return fc.constantFrom('2026-01-31', '2024-02-29', '1999-12-31');
      if (t.format === 'date-time') return fc.constant('2026-01-31T10:00:00.000Z');
      if (t.format === 'uri' || t.format === 'url')
        return fc.constant('https://www.linkedin.com/in/someone/');
      const max = Math.min(t.maxLength ?? 30, 30);
      const min = Math.min(t.minLength ?? 0, max);
      if (t.pattern) {
        try {
          return fc
            .stringMatching(new RegExp(t.pattern))
            .filter(
              (x) => x.length >= (t.minLength ?? 0) && x.length <= (t.maxLength ?? Number.MAX_SAFE_INTEGER),
            );
        } catch {
          // a pattern JS cannot read: plain strings
        }
      }
      return fc.string({ minLength: min, maxLength: Math.max(min, max) });
    }
    case 'integer':
      return fc.integer({
        min: Math.max(t.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(t.maximum ?? 1000, (t.minimum ?? 0) + 1000),
      });
    case 'number':
      return fc.double({
        min: t.minimum ?? -1000,
        max: t.maximum ?? 1000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 6 || !t.items) return fc.constant([]);
      const min = t.minItems ?? 0;
      return fc.array(validValue(t.items, root, depth + 1), {
        minLength: min,
        maxLength: Math.max(min, Math.min(t.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const props = t.properties ?? {};
      const required = new Set(t.required ?? []);
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, root, depth + 1)])),
        { requiredKeys: Object.keys(props).filter((k) => required.has(k)) },
      );
    }
    default:
      // `{}` (a preprocess or transform): anything small
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/**
 * The largest value the schema allows: every field present, strings at their maximum length (up to
 * 2,000) and arrays at their maximum size (up to 60). Finds writes too big for a DynamoDB item.
 */
export function maximalValue(s: JsonSchema, root: JsonSchema, pick = 0, depth = 0): unknown {
  const t = deref(s, root);
  if (t.const !== undefined) return t.const;
  if (t.enum) return t.enum[pick % t.enum.length];
  const alts = t.anyOf ?? t.oneOf ?? t.allOf;
  if (alts?.length) return maximalValue(alts[0], root, pick, depth + 1);
  const type = Array.isArray(t.type) ? t.type[0] : t.type;
  switch (type) {
    case 'string':
      if (t.format || t.pattern) return undefined;
      return 'm'.repeat(Math.min(t.maxLength ?? 2_000, 2_000));
    case 'integer':
    case 'number':
      return Math.min(t.maximum ?? 1e9, 1e9);
    case 'boolean':
      return true;
    case 'array':
      if (depth > 8 || !t.items) return [];
      return Array.from({ length: Math.min(t.maxItems ?? 60, 60) }, () =>
        maximalValue(t.items as JsonSchema, root, depth + 1),
      );
    case 'object':
      if (depth > 8) return {};
      return Object.fromEntries(
        Object.entries(t.properties ?? {}).map(([k, v]) => [k, maximalValue(v, root, pick, depth + 1)]),
      );
    default:
      return undefined;
  }
}

/** Sets a value at a dotted path (`a.b[].c`): array steps use (or make) the first element. */
function setAt(target: unknown, path: string, value: unknown, remove = false): unknown {
  const steps = path
    .split('.')
    .flatMap((p) => (p.endsWith('[]') ? [p.slice(0, -2), '[]'] : [p]))
    .filter(Boolean);
  const rootObj: Record<string, unknown> = isObj(target) ? { ...target } : {};
  let cur: Record<string, unknown> | unknown[] = rootObj;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const last = i === steps.length - 1;
    const key: string | number = step === '[]' ? 0 : step;
    if (last) {
      if (remove && !Array.isArray(cur)) delete (cur as Record<string, unknown>)[key as string];
      else (cur as Record<string | number, unknown>)[key] = value;
      break;
    }
    const next: unknown = (cur as Record<string | number, unknown>)[key];
    const copy: Record<string, unknown> | unknown[] =
      steps[i + 1] === '[]' ? (Array.isArray(next) ? [...next] : []) : isObj(next) ? { ...next } : {};
    (cur as Record<string | number, unknown>)[key] = copy;
    cur = copy;
  }
  return rootObj;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a query value travels: scalars as text, lists comma-joined, anything else as JSON text. */
function queryText(v: unknown): string {
  let s: string;
  if (typeof v === 'string') s = v;
  else if (Array.isArray(v) && v.every((x) => typeof x !== 'object')) s = v.join(',');
  else s = JSON.stringify(v) ?? '';
  return s.slice(0, LONG_URL_VALUE.length);
}

/** encodeURIComponent, also for lone surrogates (sent as the UTF-8 of U+FFFD, as a browser would). */
function enc(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...Buffer.from(v, 'utf8')]
      .map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`)
      .join('');
  }
}

function queryString(q: Record<string, unknown>, extra = ''): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) sp.append(k, queryText(v));
  const s = (sp.toString() + extra).slice(0, 2 * MAX_ENCODED);
  return s ? `?${s}` : '';
}

const pathWith = (r: RouteInfo, params: Record<string, string>, raw: Set<string> = new Set()) =>
  r.path.replace(/\{(\w+)\}/g, (_, n: string) =>
    raw.has(n) ? params[n] : enc(params[n] ?? 'x').slice(0, MAX_ENCODED),
  );

/** Everything a case is built from: a valid baseline of each part plus what to break. */
interface Baseline {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

function baselineArb(r: RouteInfo, ctx: FuzzContext): fc.Arbitrary<Baseline> {
  const params = fc.record(
    Object.fromEntries(
      r.pathParams.map((p) => [
        p,
        ctx.params[p]?.length
          ? fc.oneof(fc.constantFrom(...ctx.params[p]), fc.constant('01JZZZZZZZZZZZZZZZZZZZZZZZ'))
          : fc.constant('01JZZZZZZZZZZZZZZZZZZZZZZZ'),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const q = r.schemas.query;
  const b = r.schemas.body;
  return fc.record({
    params,
    query: (q ? validValue(q, q) : fc.constant({})) as fc.Arbitrary<Record<string, unknown>>,
    body: b ? validValue(b, b) : fc.constant(undefined),
  });
}

const json = 'application/json';

/** The cases of one route, as a fast-check arbitrary (sampled with the suite's fixed seed). */
export function caseArb(r: RouteInfo, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const auth: Record<string, string> = r.auth === 'user' ? { authorization: `Bearer ${ctx.token}` } : {};
  const make = (label: string, b: Baseline, over: Partial<FuzzCase> = {}): FuzzCase => {
    const body = b.body === undefined ? undefined : JSON.stringify(b.body);
    return {
      label,
      method: r.method,
      path: pathWith(r, b.params) + queryString(b.query),
      headers: { ...auth, ...(body !== undefined ? { 'content-type': json } : {}) },
      body,
      ...over,
    };
  };
  const base = baselineArb(r, ctx);
  const kinds: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [];

  // Each field of each part, broken one at a time (the rest stays valid).
  for (const part of ['body', 'query'] as Part[]) {
    const root = r.schemas[part];
    if (!root) continue;
    const fields = fieldsOf(root);
    if (!fields.length) continue;
    kinds.push({
      weight: part === 'body' ? 8 : 5,
      arbitrary: fc.tuple(base, fc.constantFrom(...fields)).chain(([b, f]) =>
        badValue(f.schema, root).map((v) => {
          const next = { ...b, [part]: setAt(b[part], f.path, v) } as Baseline;
          return make(`${part}.${f.path} = ${short(v)}`, next);
        }),
      ),
    });
    kinds.push({
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...fields))
        .map(([b, f]) =>
          make(`${part}.${f.path} removed`, { ...b, [part]: setAt(b[part], f.path, undefined, true) }),
        ),
    });
  }

  // The whole body: wrong JSON types, arrays for objects, deep nesting, pollution keys.
  kinds.push({
    weight: 4,
    arbitrary: fc
      .tuple(
        base,
        fc.constantFrom<unknown>(
          null,
          0,
          'text',
          true,
          [],
          [{}],
          deep(500, 'object'),
          Array.from({ length: 50_000 }, () => ({})),
        ),
      )
      .map(([b, v]) => make(`body = ${short(v)}`, { ...b, body: v })),
  });
  kinds.push({
    weight: 3,
    arbitrary: fc.tuple(base, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([b, k]) => {
      const inner = JSON.stringify(isObj(b.body) ? b.body : {});
      const polluted =
        `{"${k}":{"polluted":true,"isAdmin":true,"prototype":{"polluted":true}},${inner.slice(1)}`.replace(
          /,}$/,
          '}',
        );
      return make(`body with ${k} key`, b, { body: polluted, headers: { ...auth, 'content-type': json } });
    }),
  });

  // Raw bodies: invalid JSON, wrong content types, huge payloads.
  kinds.push({
    weight: 4,
    arbitrary: fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom(
            '{',
            '{"a":',
            '}',
            '[',
            "{'a':1}",
            '{"a":1,}',
            'undefined',
            'NaN',
            '\u0000',
            '{"a":"\\ud800"}',
            '{"a":1}{"b":2}',
            '['.repeat(100_000),
            `${'['.repeat(20_000)}1${']'.repeat(20_000)}`,
            `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
            `{"a":"${HUGE}"}`,
            `"${'A'.repeat(1_000_000)}"`,
          ),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
        fc.constantFrom(
          json,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          '',
        ),
      )
      .map(([b, raw, type]) =>
        make(`raw body ${short(raw)} as ${type || 'no type'}`, b, {
          body: raw,
          headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
        }),
      ),
  });
  kinds.push({
    weight: 2,
    arbitrary: fc
      .tuple(
        base,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
        ),
      )
      .map(([b, type]) => {
        const c = make('', b);
        const body =
          type === 'application/x-www-form-urlencoded'
            ? new URLSearchParams({ a: '1' }).toString()
            : (c.body ?? '');
        return { ...c, label: `valid body as ${type}`, body, headers: { ...auth, 'content-type': type } };
      }),
  });

  // Query strings: junk keys, repeats, pollution, broken percent-encoding, long values.
  kinds.push({
    weight: 3,
    arbitrary: fc
      .tuple(
        base,
        fc.constantFrom(
          '&__proto__[polluted]=1',
          '&constructor[prototype][polluted]=1',
          '&page=1&page=2',
          '&perPage=-1&perPage=1e9',
          '&%E0%A4%A=1',
          '&a=%',
          '&%00=%00',
          `&x=${LONG_URL_VALUE}`,
          '&sortField[]=a&sortOrder[$ne]=1',
          '&&&==&=',
        ),
      )
      .map(([b, extra]) =>
        make(`query ${short(extra)}`, b, { path: pathWith(r, b.params) + queryString(b.query, extra) }),
      ),
  });

  // Path parameters: odd, long, encoded and unencoded values.
  if (r.pathParams.length) {
    kinds.push({
      weight: 5,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom(...r.pathParams),
          fc.oneof(
            fc.constantFrom(
              ...nasty.filter(Boolean),
              LONG_URL_VALUE,
              'x'.repeat(65),
              '..',
              '.',
              'a/b',
              '01J',
              '*',
              'null',
            ),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
          ),
          fc.boolean(),
        )
        .map(([b, name, v, raw]) => {
          const rawOk = raw && /^[\x21-\x7e]+$/.test(v) && !/[?#]/.test(v);
          const params = { ...b.params, [name]: v };
          return make(`params.${name} = ${short(v)}${rawOk ? ' (raw)' : ''}`, b, {
            path: pathWith(r, params, rawOk ? new Set([name]) : new Set()) + queryString(b.query),
          });
        }),
    });
  }

  // The bearer token: missing, malformed, forged; on a public route a bad token must not break it.
  kinds.push({
    weight: 2,
    arbitrary: fc
      .tuple(
        base,
        fc.constantFrom(
          undefined,
          'Bearer',
          'Bearer ',
          'bearer x',
          'Basic dXNlcjpwYXNz',
          'Bearer not.a.jwt',
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
          `Bearer ${ctx.token}x`,
          'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieCJ9.AAAA',
          `Bearer ${'A'.repeat(4000)}`,
          `Bearer ${ctx.token} ${ctx.token}`,
        ),
      )
      .map(([b, authorization]) => {
        const c = make('', b);
        const headers = { ...c.headers };
        delete headers.authorization;
        if (authorization !== undefined) headers.authorization = authorization;
        return { ...c, label: `authorization ${short(authorization ?? 'none')}`, headers };
      }),
  });

  // The largest request the schema allows (fields whose format it cannot make stay as in the baseline).
  const bodySchema = r.schemas.body;
  if (bodySchema)
    kinds.push({
      weight: 1,
      arbitrary: fc.tuple(base, fc.nat(1_000)).map(([b, pick]) =>
        make(`maximal body (enum pick ${pick})`, {
          ...b,
          body: mergeDefined(b.body, maximalValue(bodySchema, bodySchema, pick)),
        }),
      ),
    });

  // Valid-looking requests, so the deeper code (domain, data) sees generated values too.
  kinds.push({ weight: 3, arbitrary: base.map((b) => make('valid per JSON schema', b)) });

  return fc.oneof(...kinds);
}

/** `over` laid on `base`, leaving base's value where `over` has none (recursively for objects). */
function mergeDefined(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (isObj(base) && isObj(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = mergeDefined(base[k], v);
    return out;
  }
  return over;
}

export function short(v: unknown): string {
  let s: string;
  try {
    s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    s = String(v);
  }
  return s.length > 60 ? `${s.slice(0, 57)}…(${s.length})` : s;
}

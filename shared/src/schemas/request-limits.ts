import type { z } from 'zod';

/** The parts of zod 4's internals the walk reads (stable across zod 4 minor versions). */
interface Internals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
      innerType?: z.ZodType;
      in?: z.ZodType;
      out?: z.ZodType;
      options?: z.ZodType[];
      left?: z.ZodType;
      right?: z.ZodType;
      items?: z.ZodType[];
      rest?: z.ZodType | null;
      keyType?: z.ZodType;
      valueType?: z.ZodType;
      checks?: Array<{ _zod: { def: { check: string } } }>;
      format?: string;
    };
  };
}

// zod's fixed-shape formats: anchored, linear patterns over short inputs (`z.iso.date()`, `z.uuid()`, …).
const FIXED_FORMATS = [
  'date',
  'time',
  'datetime',
  'duration',
  'uuid',
  'guid',
  'ulid',
  'cuid',
  'cuid2',
  'nanoid',
  'ipv4',
  'ipv6',
];

function hasMax(s: Internals): boolean {
  return (s._zod.def.checks ?? []).some((c) => ['max_length', 'length_equals'].includes(c._zod.def.check));
}

/**
 * Paths of a request schema where input is unbounded: a string or an array without a maximum, a
 * record, or an `any`/`unknown` value. A request schema with none cannot carry unbounded text to a
 * regex, a key or an item.
 *
 * @example
 * unboundedPaths(z.object({ a: z.string(), b: z.string().max(9) })) // ['a']
 */
export function unboundedPaths(schema: z.ZodType, path = ''): string[] {
  const s = schema as unknown as Internals;
  const { def } = s._zod;
  const here = path || '(root)';
  switch (def.type) {
    case 'string':
      return hasMax(s) || FIXED_FORMATS.includes(def.format ?? '') ? [] : [here];
    case 'array':
      return [...(hasMax(s) ? [] : [here]), ...unboundedPaths(def.element!, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) =>
        unboundedPaths(v, path ? `${path}.${k}` : k),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unboundedPaths(def.innerType!, path);
    case 'pipe': {
      // A transform (or preprocess) in front hands its output on: the schema after it decides.
      const inType = (def.in as unknown as Internals)._zod.def.type;
      // z.stringbool(): the text is only compared with a fixed set of words.
      if ((def.out as unknown as Internals)._zod.def.type === 'boolean') return [];
      return inType === 'transform' ? unboundedPaths(def.out!, path) : unboundedPaths(def.in!, path);
    }
    case 'union':
      return (def.options ?? []).flatMap((o) => unboundedPaths(o, path));
    case 'intersection':
      return [...unboundedPaths(def.left!, path), ...unboundedPaths(def.right!, path)];
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((o, i) => unboundedPaths(o, `${path}[${i}]`)),
        ...(def.rest ? [`${here}[...]`] : []),
      ];
    case 'record':
      // The number of keys is for a refine to cap (not visible here); keys and values must be bounded.
      return [
        ...unboundedPaths(def.keyType!, `${path}{key}`),
        ...unboundedPaths(def.valueType!, `${path}{}`),
      ];
    case 'map':
    case 'set':
    case 'any':
    case 'unknown':
    case 'custom':
    case 'lazy':
      return [here];
    default:
      // numbers, booleans, enums, literals, dates, null: bounded by nature
      return [];
  }
}

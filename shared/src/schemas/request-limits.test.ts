import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routes } from '../routes.ts';
import { unboundedPaths } from './request-limits.ts';

// Issue #7: nothing reaches a key, a regex or an item unbounded.
describe('every request schema bounds its input', () => {
  it('route bodies, queries and params have a maximum on every string and array', () => {
    const found: string[] = [];
    for (const [key, route] of Object.entries(routes)) {
      for (const part of ['body', 'query', 'params'] as const) {
        const schema = (route as Partial<Record<typeof part, z.ZodType>>)[part];
        if (schema) found.push(...unboundedPaths(schema).map((p) => `${key} ${part}: ${p}`));
      }
    }
    expect(found).toEqual([]);
  });

  it('so do the forms and requests exported by shared/src/schemas', async () => {
    const found: string[] = [];
    const files = readdirSync(import.meta.dirname).filter(
      // linkedin-urls.ts: the URL checks are reworked with the bot's URL origin checks (issue #7).
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'linkedin-urls.ts',
    );
    for (const file of files) {
      const url = pathToFileURL(join(import.meta.dirname, file)).href;
      const mod = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (name.endsWith('Response') || !value || typeof value !== 'object' || !('_zod' in value)) continue;
        found.push(...unboundedPaths(value as z.ZodType).map((p) => `${file} ${name}: ${p}`));
      }
    }
    expect(found).toEqual([]);
  });

  it('flags what it should', async () => {
    const { z } = await import('zod');
    expect(
      unboundedPaths(
        z.object({
          a: z.string(),
          b: z.string().max(3),
          c: z.array(z.string().max(2)),
          d: z
            .string()
            .trim()
            .transform((s) => s.length),
          e: z.record(z.string().max(3), z.number()),
          f: z.iso.date(),
        }),
      ),
    ).toEqual(['a', 'c', 'd']);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Bundle, RouteTable } from '../../../infra/lib/bundle.ts';

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `outreach-${prefix}-`));

/** A `functions/src` tree with a stub handler per route (and given jobs), sharing one small module. */
export function stubFunctionsDir(routes: RouteTable, jobs: string[] = []): string {
  const dir = tempDir('functions');
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  write(
    'lib/respond.ts',
    'export const respond = (body: unknown) => ({ statusCode: 200, body: JSON.stringify(body) });\n',
  );
  const modules = [
    ...new Set(Object.values(routes).map((r) => `http/${r.handler}`)),
    ...jobs.map((j) => `jobs/${j}`),
  ];
  for (const m of modules) {
    const up = '../'.repeat(m.split('/').length - 1);
    write(
      `${m}.ts`,
      `import { respond } from '${up}lib/respond.ts';\nexport const handler = async () => respond('${m}');\n`,
    );
  }
  return dir;
}

/** A prebuilt, nearly empty bundle: lets a test synthesise hundreds of functions without esbuild. */
export function placeholderBundle(jobs: string[] = []): Bundle {
  const outDir = tempDir('bundle');
  writeFileSync(join(outDir, 'package.json'), '{"type":"module"}\n');
  return { outDir, entries: [], jobs };
}

/** `count` fake routes spread over a few areas, one of them far larger than a nested stack holds. */
export function syntheticRoutes(count: number): RouteTable {
  const areas = ['campaigns', 'leads', 'inbox', 'settings', 'billing'];
  const routes: RouteTable = {};
  for (let i = 0; i < count; i++) {
    // Half of all routes in `campaigns`, so that area has to split over several nested stacks.
    const area = i % 2 === 0 ? 'campaigns' : areas[1 + (i % 4)];
    const method = ['GET', 'POST', 'PATCH', 'DELETE'][i % 4];
    routes[`${method} /${area}/thing-${i}/{id}`] = { handler: `${area}/do-thing-${i}` };
  }
  return routes;
}

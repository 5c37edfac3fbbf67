import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// shared/ runs in Lambda and in the browser: no AWS, React or Node-only APIs in its code (tests may).
const root = import.meta.dirname;
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('shared/ is portable', () => {
  const files = sources(root);
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(40);
  });
  it.each(files.map((f) => [relative(root, f), f]))('%s imports nothing platform-bound', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
    const bad = imports.filter(
      (i) =>
        i.startsWith('node:') ||
        i.startsWith('@aws-sdk') ||
        i === 'react' ||
        i.startsWith('react-') ||
        (i.startsWith('@outreach/') && !i.startsWith('@outreach/shared')),
    );
    expect(bad).toEqual([]);
    expect(text).not.toMatch(/\bprocess\.env\b|\bBuffer\.|\brequire\(/);
  });
});

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../..');

interface Report {
  days: number;
  summary: string;
  volumePercent: number;
  restrictions: unknown[];
  perDay: { date: string; work: boolean; actions: Record<string, number>; limits: Record<string, number> }[];
  totals: Record<string, { reached: number; allowed: number; demand: number; allowedByLimits: number }>;
}

// The rehearsal's short run (issue #9): its own runtime, the real bot in Chromium against the LinkedIn
// sandbox, the bot's pauses on the product clock. Three days always hold a work day, whatever the date.
// 8 leads and 3 invitations a day: the invitation limit binds on the work days (the checks below
// mean something) with the least bot work (each lead costs the real bot a page visit or more).
describe('npm run rehearse, short', () => {
  it(
    'runs 3 days of 8 leads with 0 restrictions and computes the volume from the recorded actions',
    async () => {
      const out = mkdtempSync(join(tmpdir(), 'rehearsal-report-'));
      try {
        // A clean environment: the rehearsal starts its own stand-ins, not the suite's.
        const env = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR ?? '/tmp' };
        const { stdout } = await run(
          process.execPath,
          [
            '--import',
            'tsx',
            'local/src/rehearsal/main.ts',
            '--days',
            '3',
            '--leads',
            '8',
            '--limits',
            'invites=3',
            '--out',
            out,
          ],
          { cwd: repoRoot, env: env as NodeJS.ProcessEnv, maxBuffer: 16 * 1024 * 1024 },
        );
        const lines = stdout.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^rehearsal: 3 days, 0 restrictions, \d+(\.\d)?% of allowed volume$/);

        const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as Report;
        expect(lines[0]).toBe(report.summary);
        expect(report.restrictions).toEqual([]);
        expect(report.perDay).toHaveLength(3);
        // The bot worked on the work days: every lead viewed, nothing beyond a day's limit.
        expect(report.totals.view!.reached).toBe(8);
        for (const d of report.perDay) {
          for (const kind of ['view', 'invite', 'message']) {
            expect(d.actions[kind]).toBeLessThanOrEqual(d.limits[kind]!);
            if (!d.work) expect(d.actions[kind]).toBe(0);
          }
        }
        // The figure is the recorded volume against the allowed one, per type and in total.
        let reached = 0;
        let allowed = 0;
        for (const [kind, t] of Object.entries(report.totals)) {
          expect(t.reached).toBe(report.perDay.reduce((s, d) => s + d.actions[kind]!, 0));
          expect(t.allowed).toBe(Math.min(t.allowedByLimits, t.demand));
          reached += Math.min(t.reached, t.allowed);
          allowed += t.allowed;
        }
        expect(allowed).toBeGreaterThan(0);
        expect(report.volumePercent).toBe(Math.round((reached / allowed) * 1000) / 10);

        const html = readFileSync(join(out, 'report.html'), 'utf8');
        expect(html).toContain(report.summary);
        expect(html.match(/<svg /g)).toHaveLength(3);
      } finally {
        if (existsSync(out)) rmSync(out, { recursive: true, force: true });
      }
    },
    // A whole runtime and three simulated days of the real bot in Chromium: minutes, not seconds.
    20 * 60_000,
  );
});

// "Rehearse in the sandbox" (issue #9), local runtime only: the SPA starts a rehearsal of a campaign's
// sequence, follows its progress and shows its report. Each rehearsal is `npm run rehearse` in a child
// process: its own throw-away runtime (stand-ins, product clock, bot), never the developer's data.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TRehearsalState, ZStartRehearsalRequest } from '@outreach/shared/schemas/rehearsal';
import { Hono } from 'hono';
import { isCrossSite } from '../local-routes.ts';
import { rehearsalSequence } from './rehearsal-sequence.ts';

const bad = (message: string[] | string, statusCode = 400) => ({
  error: statusCode === 409 ? 'Conflict' : statusCode === 404 ? 'Not Found' : 'Bad Request',
  message,
  statusCode,
});

/** The rehearsal routes, mounted at `/_local/rehearsals`; `stop()` ends a rehearsal still running. */
export function rehearsalRoutes(opts: { repoRoot: string }) {
  const runs = new Map<string, TRehearsalState & { dir: string }>();
  let child: ChildProcess | null = null;
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (isCrossSite(c.req.raw)) return c.json(bad('Cross-site requests to /_local are refused', 403), 403);
    await next();
  });

  app.post('/', async (c) => {
    const parsed = ZStartRehearsalRequest.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) return c.json(bad(parsed.error.issues.map((i) => i.message)), 400);
    const plan = rehearsalSequence(parsed.data.sequence);
    if (!plan)
      return c.json(bad('This sequence has no LinkedIn view, invitation or message to rehearse'), 400);
    if (child) return c.json(bad('A rehearsal is already running', 409), 409);
    const { days, leads } = parsed.data;
    const dir = mkdtempSync(join(tmpdir(), 'outreach-spa-rehearsal-'));
    writeFileSync(join(dir, 'sequence.json'), JSON.stringify(parsed.data.sequence));
    // The campaign's senders and their own daily limits (issue #9), as the SPA read them.
    const profile = parsed.data.profile ? ['--profile', join(dir, 'profile.json')] : [];
    if (parsed.data.profile) writeFileSync(join(dir, 'profile.json'), JSON.stringify(parsed.data.profile));
    const id = dir.slice(dir.lastIndexOf('-') + 1);
    const run: TRehearsalState & { dir: string } = {
      id,
      dir,
      status: 'running',
      days,
      leads,
      day: 0,
      step: 'Starting the sandbox runtime',
      notRehearsed: plan.left,
      summary: null,
      error: null,
      report: null,
    };
    runs.set(id, run);
    // A clean environment: the rehearsal starts its own stand-ins, not this runtime's.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR ?? tmpdir() };
    const args = ['--days', String(days), '--leads', String(leads), '--out', dir, ...profile];
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'local/src/rehearsal/main.ts', ...args, '--sequence', join(dir, 'sequence.json')],
      {
        cwd: opts.repoRoot,
        env: env as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    child = proc;
    const tail: string[] = [];
    let stdout = '';
    proc.stdout?.on('data', (b: Buffer) => {
      stdout += b.toString();
    });
    proc.stderr?.on('data', (b: Buffer) => {
      for (const line of b.toString().split('\n')) {
        const l = line.trim();
        if (!l) continue;
        tail.push(l);
        if (tail.length > 20) tail.shift();
        const day = /^day (\d+)\/\d+ /.exec(l);
        if (day) run.day = Number(day[1]);
        if (day || /^signed in|^campaign .* published/.test(l)) run.step = l;
      }
    });
    proc.on('exit', (code) => {
      child = null;
      const reportFile = join(dir, 'report.json');
      if (code === 0 && existsSync(reportFile)) {
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as NonNullable<TRehearsalState['report']>;
        run.report = report;
        run.summary = stdout.trim().split('\n').pop() || report.summary;
        run.day = days;
        run.step = 'Finished';
        run.status = 'done';
      } else {
        run.status = 'failed';
        run.error = tail.slice(-5).join('\n') || `the rehearsal ended with code ${code}`;
      }
    });
    return c.json(publicState(run), 202);
  });

  app.get('/:id', (c) => {
    const run = runs.get(c.req.param('id'));
    return run ? c.json(publicState(run)) : c.json(bad('No such rehearsal', 404), 404);
  });
  app.get('/:id/report.html', (c) => {
    const run = runs.get(c.req.param('id'));
    const file = run && join(run.dir, 'report.html');
    if (!file || !existsSync(file)) return c.json(bad('No report yet', 404), 404);
    return c.html(readFileSync(file, 'utf8'));
  });

  return {
    app,
    async stop() {
      // The child's runtime (DynamoDB Local, the bot) runs in its process group: end them all.
      if (child?.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      for (const run of runs.values()) rmSync(run.dir, { recursive: true, force: true });
    },
  };
}

function publicState(run: TRehearsalState & { dir: string }): TRehearsalState {
  const { dir: _dir, ...state } = run;
  return state;
}

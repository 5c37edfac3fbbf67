import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Runs the cloud bot as a child process, as Fargate runs it in AWS. It inherits the environment that
 * points at the stand-ins and shares the product clock through the clock file. Restarted if it dies.
 */
export function startBotProcess(opts: { clockFile: string; quiet?: boolean; logFile?: string }) {
  const entry = join(repoRoot, 'bot/src/main.ts');
  if (!existsSync(entry)) return undefined;
  let child: ChildProcess | undefined;
  let stopping = false;
  const launch = () => {
    if (stopping) return;
    child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repoRoot,
      env: {
        // Locally the bot looks for work every second and keeps a short human-like pause (2–8 s)
        // between actions, so a demo moves visibly; the Fargate defaults are 5 s and 20–90 s.
        BOT_POLL_MS: '1000',
        BOT_ACTION_DELAY_MS: '2000,8000',
        ...process.env,
        CLOCK_FILE: opts.clockFile,
        // One name across restarts: after `npm start` again the bot takes its own leases back at once
        // instead of waiting for them to expire.
        WORKER_ID: 'local-bot',
      },
      // Quiet runs (tests) keep the bot's log in a file beside the data instead of the console.
      stdio:
        opts.quiet && opts.logFile
          ? ['ignore', openSync(opts.logFile, 'a'), openSync(opts.logFile, 'a')]
          : opts.quiet
            ? 'ignore'
            : ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', () => {
      if (!stopping) setTimeout(launch, 2000).unref();
    });
  };
  launch();
  return {
    get pid() {
      return child?.pid;
    },
    stop: () =>
      new Promise<void>((r) => {
        stopping = true;
        if (!child || child.exitCode !== null) return r();
        child.once('exit', () => r());
        child.kill('SIGTERM');
        setTimeout(() => child?.kill('SIGKILL'), 5000).unref();
      }),
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Runs the cloud bot as a child process, as Fargate runs it in AWS. It inherits the environment that
 * points at the stand-ins and shares the product clock through the clock file. Restarted if it dies.
 */
export function startBotProcess(opts: { clockFile: string; quiet?: boolean }) {
  const entry = join(repoRoot, 'bot/src/main.ts');
  if (!existsSync(entry)) return undefined;
  let child: ChildProcess | undefined;
  let stopping = false;
  const launch = () => {
    child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repoRoot,
      env: { ...process.env, CLOCK_FILE: opts.clockFile, WORKER_ID: `local-bot-${Date.now().toString(36)}` },
      stdio: opts.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
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

// The cloud bot process: a Fargate task in AWS, a child process of the local runtime.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { logger } from '@outreach/functions/lib/logger';
import { wireBotDeps } from './deps.ts';
import { DEFAULT_BASE_URL } from './linkedin/page-objects.ts';
import { productClockPacer, wallPacer } from './pacing.ts';
import { runWorker } from './worker.ts';

const env = process.env;
const num = (v: string | undefined, d: number) =>
  v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d;
const range = (v: string | undefined, d: [number, number]): [number, number] => {
  const [a, b] = (v ?? '').split(',').map(Number);
  return Number.isFinite(a) && Number.isFinite(b) && v ? [a, b] : d;
};

const deps = await wireBotDeps(env);
const workerId = env.WORKER_ID || `bot-${randomUUID().slice(0, 8)}`;
const baseUrl = env.LINKEDIN_BASE_URL || DEFAULT_BASE_URL;
const onlyTeam = env.BOT_ONLY_TEAM_ID;
const controller = new AbortController();
// A rehearsal (npm run rehearse) runs the pauses between actions on the product clock it moves.
const pacer =
  env.BOT_PACING === 'product-clock' && env.BOT_PACING_FILE
    ? productClockPacer(deps.clock, env.BOT_PACING_FILE)
    : wallPacer;

let stopping = false;
const stop = (sig: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('bot stopping: finishing the current action', { workerId, signal: sig });
  controller.abort();
  // An action still running after this is abandoned: its claim times out and the next bot re-verifies it.
  setTimeout(() => process.exit(0), num(env.BOT_STOP_GRACE_MS, 25_000)).unref();
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

// A local child process whose parent (the runtime) died without stopping it stops too: no orphans.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop('parent exited');
}, 2_000).unref();

const memory = setInterval(
  () => logger.info('bot memory', { workerId, rssMb: Math.round(process.memoryUsage().rss / 1e6) }),
  num(env.BOT_MEMORY_LOG_MS, 60_000),
);
memory.unref();

// The container health check (infra's bot stack) fails when this file gets old: ECS replaces the task.
const heartbeatFile = env.BOT_HEARTBEAT_FILE;
const heartbeat = heartbeatFile
  ? () => {
      try {
        writeFileSync(heartbeatFile, String(Date.now()));
      } catch (e) {
        logger.warn('bot heartbeat not written', { workerId, error: e as Error });
      }
    }
  : undefined;

logger.info('bot started', { workerId, baseUrl, pid: process.pid });
await runWorker({
  deps,
  workerId,
  baseUrl,
  signal: controller.signal,
  pollMs: num(env.BOT_POLL_MS, 5_000),
  actionDelayMs: range(env.BOT_ACTION_DELAY_MS, [20_000, 90_000]),
  pacer,
  concurrency: num(env.BOT_CONCURRENCY, 2),
  leaseTtlMs: env.BOT_LEASE_TTL_MS ? num(env.BOT_LEASE_TTL_MS, 60_000) : undefined,
  runTimeoutMs: env.BOT_ACTION_RUN_TIMEOUT_MS ? num(env.BOT_ACTION_RUN_TIMEOUT_MS, 600_000) : undefined,
  verificationWindowMs: env.BOT_VERIFICATION_WINDOW_MS
    ? num(env.BOT_VERIFICATION_WINDOW_MS, 600_000)
    : undefined,
  accountFilter: onlyTeam ? (acc) => acc.teamId === onlyTeam : undefined,
  // Alive means polling successfully when a slot is free, or finishing actions when all are busy.
  onPoll: heartbeat,
  onEvent: heartbeat,
});
clearInterval(memory);
logger.info('bot stopped', { workerId });
process.exit(0);

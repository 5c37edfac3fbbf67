import { createHash } from 'node:crypto';
import http from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { caseArb, type FuzzCase, short } from '../support/fuzz.ts';
import { newSession, profileCsv, uploadCsv, viewConnectMessage } from '../support/outreach.ts';
import { routeList } from '../support/route-table.ts';

/**
 * Schema-driven fuzzing (issue #7 §6): at least 10,000 malformed requests over every route of the
 * table, derived from each route's zod schemas. No answer may be a 5xx, every error answer has the
 * `{ error, message, statusCode }` shape with the HTTP status, and every request completes.
 *
 * Reproducible: FUZZ_SEED picks the seed (printed); FUZZ_TOTAL the number of requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const TOTAL = Number(process.env.FUZZ_TOTAL ?? 11_000);
/** Debugging aid: only the routes whose key matches this pattern. */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
const CONCURRENCY = 8;
/** Generous: a loaded 2-core machine, and a few routes wait up to 25 s for the bot by design. */
const REQUEST_TIMEOUT_MS = 90_000;
/** The fuzzer's own loopback source address, so its sign-in attempts fill its own per-IP throttle, not other suites'. */
const SOURCE_IP = '127.0.0.2';
const TOKEN = '\u0001token\u0001';

interface Answer {
  status: number;
  text: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(c: FuzzCase, token: string): Promise<Answer> {
  const url = new URL(baseUrl());
  const headers = Object.fromEntries(
    Object.entries(c.headers).map(([k, v]) => [k, v.replaceAll(TOKEN, token)]),
  );
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        method: c.method,
        path: c.path.startsWith('/api/') ? c.path : `/api/v1${c.path}`,
        headers: c.body !== undefined ? { ...headers, 'content-length': Buffer.byteLength(c.body) } : headers,
        localAddress: SOURCE_IP,
        agent,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(c.body);
  });
}

/** What is wrong with an answer, or undefined. */
function problem(a: Answer): string | undefined {
  if (a.status >= 500) return `${a.status}`;
  if (a.status < 400) return undefined;
  let b: { error?: unknown; message?: unknown; statusCode?: unknown };
  try {
    b = JSON.parse(a.text);
  } catch {
    return `${a.status} with a non-JSON body`;
  }
  const okMessage =
    typeof b.message === 'string' ||
    (Array.isArray(b.message) && b.message.every((m) => typeof m === 'string'));
  if (typeof b.error !== 'string' || !okMessage || b.statusCode !== a.status)
    return `${a.status} without the error shape`;
  return undefined;
}

const seedOf = (key: string) => (SEED ^ createHash('sha1').update(key).digest().readInt32LE(0)) | 0;

describe('schema-driven fuzzing over the route table', () => {
  it(`answers ${TOTAL}+ malformed requests without a 5xx, always with the error shape, never hanging`, {
    timeout: 900_000,
  }, async () => {
    // Prepare: a team with stored data, so some generated ids and bodies reach it.
    const s = await newSession();
    const draft = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=fuzz',
      touchSequence: viewConnectMessage(),
    });
    const key = await uploadCsv(s, profileCsv([{ id: 'fuzz-1', first: 'Fuzz' }]));
    const csv = await s.call('POST', '/campaigns/linked-in/audience/csv', { key });
    const deps = await domainDeps();
    const { notify } = await import('@outreach/functions/domain/notifications/notify');
    const notificationId = await notify(deps, {
      userId: s.userId,
      teamId: s.teamId,
      type: 'template_created',
      level: 'success',
      target: 'user',
      message: 'fuzz',
    });
    let token = s.token();

    // The bot's role for the fuzz account: logins fail and connection checks answer "not connected"
    // at once, so the routes that wait for the bot answer quickly.
    let running = true;
    const botErrors: string[] = [];
    const acc = { teamId: s.teamId, userId: s.userId };
    const botLoop = (async () => {
      const { claimAction, completeAction } = await import('@outreach/functions/domain/bot/actions');
      while (running) {
        const { data } = await deps.db.entities.botAction.query
          .byAccountStatus({ ...acc, status: 'pending' })
          .go({ pages: 'all' });
        for (const a of data) {
          if (a.type !== 'login' && a.type !== 'check-connection') continue;
          const k = { ...acc, actionId: a.actionId };
          if (!(await claimAction(deps, k, 'fuzz-bot'))) continue;
          await completeAction(
            deps,
            k,
            'fuzz-bot',
            (a.type === 'login'
              ? { status: 'LOGGED_IN_INVALID', errorCode: 'LOGIN_ERROR' }
              : { connected: false }) as never,
          ).catch((e: Error) => botErrors.push(`${a.type}: ${e.message}`));
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // Generate: the same cases for the same seed, per route (a new route does not reshuffle the others).
    const fuzzed = routeList.filter((r) => !ONLY || ONLY.test(r.key));
    const perRoute = Math.ceil(TOTAL / fuzzed.length);
    const ctx = {
      token: TOKEN,
      params: { id: [draft.body.id, csv.body.id, notificationId].filter(Boolean) as string[] },
    };
    const byRoute = fuzzed.map((r) =>
      fc
        .sample(caseArb(r, ctx), { seed: seedOf(r.key), numRuns: perRoute })
        .map((c) => ({ route: r.key, c })),
    );
    // Interleaved, so concurrent requests hit different routes.
    const cases = Array.from({ length: perRoute }, (_, i) => byRoute.map((l) => l[i])).flat();
    console.log(
      `fuzz: seed ${SEED}, ${cases.length} requests over ${fuzzed.length} routes, concurrency ${CONCURRENCY}`,
    );

    // A token that expired because another suite moved the product clock: sign in again (from the fuzzer's address).
    let renewing: Promise<void> | undefined;
    let renewals = 0;
    const renew = () => {
      renewing ??= (async () => {
        renewals++;
        const a = await send(
          {
            label: 'sign-in',
            method: 'POST',
            path: '/auth/sign-in',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: s.email, password: PASSWORD }),
          },
          '',
        );
        if (a.status === 200) token = JSON.parse(a.text).authToken;
      })().finally(() => {
        setTimeout(() => {
          renewing = undefined;
        }, 5_000);
      });
      return renewing;
    };

    // Act
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let done = 0;
    let hung = 0;
    let slowest = { ms: 0, what: '' };
    const timeByRoute = new Map<string, number>();
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const { route, c } = cases[next++];
        const usedToken = token;
        let a: Answer;
        try {
          a = await send(c, usedToken);
        } catch (e) {
          hung++;
          failures.push(`${route} [${c.label}]: no answer (${(e as Error).name}: ${(e as Error).message})`);
          continue;
        }
        done++;
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        if (a.ms > slowest.ms) slowest = { ms: a.ms, what: `${route} [${c.label}]` };
        const p = problem(a);
        if (p)
          failures.push(
            `${route} [${c.label}] ${c.method} ${short(c.path)} ${short(c.body)}: ${p} ${a.text.slice(0, 200)}`,
          );
        timeByRoute.set(route, (timeByRoute.get(route) ?? 0) + a.ms);
        if (a.status === 401 && c.headers.authorization === `Bearer ${TOKEN}` && usedToken === token)
          await renew();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await botLoop;
    agent.destroy();

    // Assess
    console.log(
      `fuzz: ${done} answered of ${cases.length} in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)}/s), ` +
        `${hung} without an answer, ${renewals} token renewals, slowest ${(slowest.ms / 1000).toFixed(1)} s (${slowest.what}); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((x, y) => x[0] - y[0])))}`,
    );
    const busiest = [...timeByRoute].sort((x, y) => y[1] - x[1]).slice(0, 5);
    console.log(
      `fuzz: most time spent on ${busiest.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(0)} s`).join(', ')}`,
    );
    expect(failures.slice(0, 40), `${failures.length} bad answers (seed ${SEED})`).toEqual([]);
    expect(hung).toBe(0);
    expect(botErrors, 'the bot role could not report an outcome').toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(10_000);
  });
});

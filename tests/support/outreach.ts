import { advanceClock, api, baseUrl, linkFromMail, PASSWORD, signUp } from './api.ts';
import { domainDeps } from './domain.ts';

/**
 * A signed-up user whose calls survive clock moves: on a 401 (the 15-minute access token expired
 * because a test moved the product clock) it signs in again and retries once.
 *
 * By default the user is ready for outreach, as the server requires: the email is verified through
 * the link the product mailed, and a LinkedIn account is signed in (written as the bot reports a
 * successful login; no bot runs in integration). `verified: false` / `linkedIn: false` leave them out.
 */
export async function newSession(opts: { verified?: boolean; linkedIn?: boolean } = {}) {
  const { email, token } = await signUp();
  if (opts.verified ?? true) {
    const res = await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    if (res.body?.status !== 'success') throw new Error(`verify-email failed: ${JSON.stringify(res.body)}`);
  }
  let current = token;
  const call = async <T = any>(method: string, path: string, body?: unknown) => {
    let res = await api<T>(method, path, { token: current, body });
    if (res.status === 401) {
      const s = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
      current = s.body.authToken;
      res = await api<T>(method, path, { token: current, body });
    }
    return res;
  };
  const me = (await call('GET', '/users/me')).body;
  const acc = { userId: me.id as string, teamId: me.lastTeamId as string };
  if (opts.linkedIn ?? true) await signInLinkedIn(acc);
  return {
    email,
    call,
    /** The current access token (renewed by `call` after a clock move). */
    token: () => current,
    ...acc,
  };
}

/** A LinkedIn account for the user, signed in as the bot reports it after a successful login. */
export async function signInLinkedIn(acc: { teamId: string; userId: string }) {
  const deps = await domainDeps();
  const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
  const now = deps.clock.now();
  await deps.db.entities.linkedInAccount
    .upsert({
      ...acc,
      email: `li-${acc.userId}@sandbox.test`,
      credentialsEnc: await deps.secrets.encrypt(JSON.stringify({ email: 'x', password: 'y' }), {
        ...acc,
        purpose: 'linkedin-credentials',
      }),
      createdAt: now,
      updatedAt: now,
    })
    .go();
  await reportLoginState(deps, acc, { status: 'LOGGED_IN' });
}
export type Session = Awaited<ReturnType<typeof newSession>>;

/**
 * Uploads a CSV (text, or bytes as a spreadsheet saved them) through the presigned-URL service (PUT
 * straight to the S3 stand-in); answers its key.
 */
export async function uploadCsv(
  s: Session,
  csv: string | Uint8Array<ArrayBuffer>,
  filename = 'leads.csv',
): Promise<string> {
  const size = Buffer.byteLength(csv);
  const res = await s.call('POST', '/uploads/presigned-url', { filename, mimetype: 'text/csv', size });
  if (res.status !== 200) throw new Error(`presign failed: ${res.status} ${JSON.stringify(res.body)}`);
  const put = await fetch(res.body.signed_url, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv' },
    body: csv,
  });
  if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()} ${res.body.signed_url}`);
  return res.body.key;
}

export const profileCsv = (people: { id: string; first: string; last?: string; company?: string }[]) =>
  [
    'LinkedIn URL,First Name,Last Name,Company',
    ...people.map(
      (p) => `https://www.linkedin.com/in/${p.id}/,${p.first},${p.last ?? 'Test'},${p.company ?? 'Acme'}`,
    ),
  ].join('\n');

/** A sequence of LI View → LI Connect (note) → LI Message after a delay, with spec 3 §3 step fields. */
export function viewConnectMessage(opts: { messageDelayDays?: number; note?: string; text?: string } = {}) {
  return {
    sequence: [
      { type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 },
      {
        type: 'LI Connect',
        delay_time_unit: 'day(s)',
        delay_number: 0,
        message: opts.note ?? 'Hi {{first_name}}!',
      },
      {
        type: 'LI Message',
        delay_time_unit: 'day(s)',
        delay_number: opts.messageDelayDays ?? 1,
        message: opts.text ?? 'Thanks for connecting, {{first_name}}',
      },
    ],
  };
}

/** Polls until `fn` answers something truthy (wall time). */
export async function waitFor<T>(
  fn: () => Promise<T | undefined | null | false>,
  ms = 15_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what} (${await runtimeBacklog()})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * How busy the shared runtime was when a wait gave up: the `steps` queue's waiting and in-flight
 * messages and the schedules already due by the product clock but not yet sent. A red run's log then
 * tells a slow runtime from work that never came.
 */
async function runtimeBacklog(): Promise<string> {
  try {
    const deps = await domainDeps();
    const { SQSClient, GetQueueAttributesCommand } = await import('@aws-sdk/client-sqs');
    const { dueSchedules } = await import('@outreach/functions/adapters/local/table-scheduler');
    const q = await new SQSClient({}).send(
      new GetQueueAttributesCommand({
        QueueUrl: process.env.STEPS_QUEUE_URL,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    const due = await dueSchedules(deps.db, deps.clock.now(), 1000);
    const a = q.Attributes ?? {};
    return `steps queue: ${a.ApproximateNumberOfMessages} waiting, ${a.ApproximateNumberOfMessagesNotVisible} in flight; ${due.length} schedules due and unsent`;
  } catch (e) {
    return `runtime backlog unknown: ${(e as Error).message}`;
  }
}

/**
 * Waits until the local scheduler has sent every schedule due by the product clock and the steps
 * consumer has handled each (none pending and due, none fired and unacknowledged). A story that
 * asserts nothing happened after moving the clock waits for this, not for wall time.
 */
export async function schedulesHandled(ms = 60_000): Promise<void> {
  const deps = await domainDeps();
  const { dueSchedules, firedSchedules } = await import('@outreach/functions/adapters/local/table-scheduler');
  await waitFor(
    async () => {
      const [due, fired] = await Promise.all([
        dueSchedules(deps.db, await clockNow(), 1),
        firedSchedules(deps.db),
      ]);
      return due.length === 0 && fired.length === 0;
    },
    ms,
    'the schedules due by the product clock to be handled',
  );
}

export async function clockNow(): Promise<number> {
  return ((await (await fetch(`${baseUrl()}/_local/clock`)).json()) as { now: number }).now;
}

export { advanceClock };

/** Work hours that are always open (every day 0–24), so only the test's clock moves matter. */
export const alwaysOpen = {
  scheduled: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startHour: 0, endHour: 24 })),
};

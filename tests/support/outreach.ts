import { advanceClock, api, baseUrl, PASSWORD, signUp } from './api.ts';

/**
 * A signed-up user whose calls survive clock moves: on a 401 (the 15-minute access token expired
 * because a test moved the product clock) it signs in again and retries once.
 */
export async function newSession() {
  const { email, token } = await signUp();
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
  return { email, call, userId: me.id as string, teamId: me.lastTeamId as string };
}
export type Session = Awaited<ReturnType<typeof newSession>>;

/** Uploads a CSV through the presigned-URL service (PUT straight to the S3 stand-in); answers its key. */
export async function uploadCsv(s: Session, csv: string, filename = 'leads.csv'): Promise<string> {
  const res = await s.call('POST', '/uploads/presigned-url', { filename, mimetype: 'text/csv' });
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
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function clockNow(): Promise<number> {
  return ((await (await fetch(`${baseUrl()}/_local/clock`)).json()) as { now: number }).now;
}

export { advanceClock };

/** Work hours that are always open (every day 0–24), so only the test's clock moves matter. */
export const alwaysOpen = {
  scheduled: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startHour: 0, endHour: 24 })),
};

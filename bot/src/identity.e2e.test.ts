// Issue #9, account safety: one stable browser identity and one sticky egress per LinkedIn account, and
// the sandbox's LinkedIn-like checks on them (a login from another country or browser gets a PIN).
import { randomUUID } from 'node:crypto';
import { urlProxyPool } from '@outreach/functions/adapters/proxy/url-proxy-pool';
import {
  clearBrowserSession,
  getAccount,
  storeVerificationCode,
} from '@outreach/functions/domain/bot/accounts';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type {
  AccountKey,
  ActionKey,
  ActionOutcomes,
  ActionPayloads,
  BotActionType,
} from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { startEgressProxy } from '@outreach/local/stand-ins/egress-proxy';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, TestClock, waitFor } from './testing/harness.ts';

const PASSWORD = 'Sandbox1!';
const clock = new TestClock();
let direct: Deps;
let proxied: Deps;
let sandbox: LinkedInSandbox;
let egress: Awaited<ReturnType<typeof startEgressProxy>>;
const mails: { to: string; subject: string; text: string }[] = [];

beforeAll(async () => {
  ({ deps: direct } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  egress = await startEgressProxy();
  proxied = { ...direct, proxies: urlProxyPool(egress.pool) };
  sandbox = await startLinkedInSandbox({
    port: 0,
    now: () => clock.now(),
    identityChecks: true,
    sendMail: async (m) => {
      mails.push(m);
    },
  });
});
afterAll(async () => {
  await sandbox?.close();
  await egress?.stop();
});

async function enqueue<T extends BotActionType>(
  deps: Deps,
  acc: AccountKey,
  type: T,
  payload: ActionPayloads[T],
) {
  const key: ActionKey = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, { ...key, type, payload });
  return key;
}
const outcome = <T extends BotActionType>(a: { outcome?: unknown }) => a.outcome as ActionOutcomes[T];
const mailsTo = (to: string) => mails.filter((m) => m.to === to);
async function lastDevice(email: string) {
  const res = await fetch(`${sandbox.url}/_sandbox/state/${encodeURIComponent(email)}`);
  return ((await res.json()) as { lastDevice: { country: string; userAgent: string } | null }).lastDevice;
}
async function someProfileUrl(email: string) {
  const accounts = (await (await fetch(`${sandbox.url}/_sandbox/accounts`)).json()) as {
    email: string;
    publicId: string;
  }[];
  const other = accounts.find((a) => a.email !== email)!;
  return `https://www.linkedin.com/in/${other.publicId}/`;
}

/** Runs the account's actions while answering the sandbox's PIN mail, as the user does in the product. */
async function runAnsweringPin(deps: Deps, acc: AccountKey, email: string, keys: ActionKey[]) {
  const before = mailsTo(email).length;
  const run = runBotUntil(deps, sandbox.url, keys);
  await waitFor(async () => {
    const row = await getAccount(deps, acc);
    return row?.loginStatus === 'LOGGED_IN_VERIFICATION_EMAIL' && row.browserId;
  });
  const mail = await waitFor(async () => mailsTo(email).length > before && mailsTo(email).at(-1));
  await storeVerificationCode(deps, acc, mail.text.match(/\b(\d{6})\b/)![1]!);
  return run;
}

describe('one identity and one egress per LinkedIn account', () => {
  it('keeps the account’s identity and country across restarts unchallenged, and challenges a change', async () => {
    const email = 'alex@sandbox.test';
    const acc = await createLinkedInAccount(proxied, { email, password: PASSWORD });
    await proxied.db.entities.linkedInAccount.patch(acc).set({ countryCode: 'DE' }).go();

    // First login: through a German proxy with the identity picked for a German account.
    const login = await enqueue(proxied, acc, 'login', { reason: 'credentials' });
    const first = await runBotUntil(proxied, sandbox.url, [login]);
    expect(outcome<'login'>(first.actions[0]!).status).toBe('LOGGED_IN');
    const row = await getAccount(proxied, acc);
    const identity = JSON.parse(row!.browserIdentity!) as {
      userAgent: string;
      locale: string;
      timezoneId: string;
    };
    expect(identity).toMatchObject({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    expect(identity.userAgent).not.toContain('Headless');
    expect(await lastDevice(email)).toEqual({ country: 'DE', userAgent: identity.userAgent });
    expect(mailsTo(email)).toHaveLength(0);

    // A restart (new worker, new browser) works from the saved session: no login, no challenge.
    const profileUrl = await someProfileUrl(email);
    const view = await enqueue(proxied, acc, 'view-profile', {
      campaignId: 'c1',
      leadId: 'l1',
      stepIndex: 0,
      profileUrl,
    });
    const second = await runBotUntil(proxied, sandbox.url, [view]);
    expect(outcome<'view-profile'>(second.actions[0]!).result).toBe('viewed');
    expect(second.events.filter((e) => e.type === 'action' && e.action === 'login')).toHaveLength(0);

    // Signing in again from scratch with the same identity and egress: still no challenge.
    await clearBrowserSession(proxied, acc);
    const again = await enqueue(proxied, acc, 'login', { reason: 'credentials' });
    const third = await runBotUntil(proxied, sandbox.url, [again]);
    expect(outcome<'login'>(third.actions[0]!).status).toBe('LOGGED_IN');
    expect(mailsTo(email)).toHaveLength(0);
    expect((await getAccount(proxied, acc))!.browserIdentity).toBe(row!.browserIdentity);

    // Another browser identity (user agent) on a fresh login: LinkedIn asks for the emailed PIN.
    const otherUa = identity.userAgent.replace(/Chrome\/\d+/, 'Chrome/99');
    await proxied.db.entities.linkedInAccount
      .patch(acc)
      .set({ browserIdentity: row!.browserIdentity!.replace(identity.userAgent, otherUa) })
      .go();
    await clearBrowserSession(proxied, acc);
    const changed = await enqueue(proxied, acc, 'login', { reason: 'credentials' });
    const fourth = await runAnsweringPin(proxied, acc, email, [changed]);
    expect(outcome<'login'>(fourth.actions[0]!).status).toBe('LOGGED_IN');
    expect(mailsTo(email)).toHaveLength(1);
    expect(await lastDevice(email)).toEqual({ country: 'DE', userAgent: otherUa });

    // The saved session replayed without the proxy (another country): signed out, and the login that
    // follows meets the PIN too; the action is then done.
    const view2 = await enqueue(direct, acc, 'view-profile', {
      campaignId: 'c1',
      leadId: 'l2',
      stepIndex: 0,
      profileUrl,
    });
    const fifth = await runAnsweringPin(direct, acc, email, [view2]);
    expect(outcome<'view-profile'>(fifth.actions[0]!).result).toBe('viewed');
    expect(mailsTo(email)).toHaveLength(2);
    expect((await lastDevice(email))?.country).toBe('');
  });
});

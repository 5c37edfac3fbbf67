import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  baseUrl,
  linkFromMail,
  PASSWORD,
  refreshCookieOf,
  sandboxCode,
  signUp,
} from '../support/api.ts';
import { settled } from '../support/bot-role.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

const HOUR = 3600_000;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Statuses = Record<string, number>;

/** The test's own API session; access tokens expire as the product clock moves, the refresh cookie renews them. */
const session = { token: '', cookie: '' };
async function call(path: string) {
  let res = await api('GET', path, { token: session.token });
  if (res.status === 401) {
    const r = await api('POST', '/auth/refresh', { cookie: session.cookie });
    session.token = r.body.authToken;
    session.cookie = refreshCookieOf(r.headers);
    res = await api('GET', path, { token: session.token });
  }
  return res.body;
}
const statuses = (campaignId: string): Promise<Statuses> => call(`/leads/campaign/${campaignId}/statuses`);

/** Moves the product clock in steps and lets the scheduler and the bot work, until `done` holds. */
async function advanceUntil(campaignId: string, done: (s: Statuses) => boolean, label: string) {
  const me = (await call('/users/me')) as { id: string; lastTeamId: string };
  const acc = { teamId: me.lastTeamId, userId: me.id };
  let s: Statuses = {};
  for (let round = 0; round < 40; round++) {
    // Each move of the clock once what the last one made due is done (data, not a fixed pause).
    await settled([acc], campaignId, { until: async () => done(await statuses(campaignId)) });
    s = await statuses(campaignId);
    if (done(s)) return s;
    await advanceClock(6 * HOUR);
  }
  throw new Error(`${label} did not happen: ${JSON.stringify(s)}`);
}

/** A dashboard card's number, once the stats arrived (the card shows "—" until then, which is not 0). */
async function cardValue(page: Page, card: string): Promise<number> {
  const el = page.getByTestId(`dashboard-card-${card}-value`);
  await el.waitFor();
  // The tile shows '—' until the dashboard answered: wait for the number.
  await page.waitForFunction(
    (id) => (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '—') !== '—',
    `dashboard-card-${card}-value`,
  );
  return Number(((await el.textContent()) ?? '').replace(/\D/g, '') || 0);
}

describe('a LinkedIn campaign end to end: integrations page → campaign → bot → activity and dashboard', () => {
  it('connects a sandbox account with the code step, publishes a search campaign and sees views, invites, acceptances and messages', async () => {
    // A fresh, verified owner whose work hours cover the whole week (the clock will move across days).
    const startedAt = (await (await fetch(`${baseUrl()}/_local/clock`)).json()).now as number;
    const { email, token, refreshCookie } = await signUp();
    Object.assign(session, { token, cookie: refreshCookie });
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const allWeek = Array.from({ length: 7 }, (_, day) => ({ day, startHour: 0, endHour: 24 }));
    expect(
      (
        await api('PATCH', '/users/edit-operating-hours', {
          token,
          body: { operatingHours: { scheduled: allWeek } },
        })
      ).status,
    ).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const signIn = async () => {
      await page.goto(`${baseUrl()}/auth/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByTestId('sign-in-submit').click();
      await page.getByTestId('top-nav').waitFor();
    };
    await signIn();

    // Integrations → LinkedIn: credentials, the bot logs in, LinkedIn asks for a code, the user types it.
    await page.goto(`${baseUrl()}/integrations?tab=linkedin`);
    await page.getByTestId('linkedin-country').selectOption('US');
    await page.getByTestId('linkedin-email').fill('casey@sandbox.test');
    await page.getByTestId('linkedin-password').fill('Sandbox1!');
    const asked = Date.now() - 1000;
    await page.getByTestId('linkedin-connect').click();
    await page.getByTestId('linkedin-code-form').waitFor({ timeout: 60_000 });
    await screenshot(page, 'linkedin-code-step');
    await page.getByTestId('linkedin-code').fill(await sandboxCode('casey@sandbox.test', asked));
    await page.getByTestId('linkedin-code-submit').click();
    await page.getByTestId('linkedin-connected').waitFor({ timeout: 60_000 });
    await screenshot(page, 'linkedin-connected');

    // A campaign from a sandbox people search: View → Connect (note with {{first_name}}) → Message.
    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    const searchUrl = `${info.sandboxes.linkedin.url}/search/results/people/?keywords=lumen%20manager`;
    await page.goto(`${baseUrl()}/campaign/new/linkedin`);
    await page.getByTestId('campaign-name').fill('Lumen managers');
    await page.getByTestId('campaign-search-url').fill(searchUrl);
    await page.getByTestId('campaign-next').click();
    const steps = page.locator('[data-testid^="step-"][data-step-type]');
    await steps.first().waitFor();
    expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-step-type')))).toEqual([
      'LI View',
      'LI Connect',
      'LI Message',
    ]);
    await page.getByTestId('step-1-message').fill('Hi {{first_name}}, glad to connect!');
    await page.getByTestId('step-2-message').fill('Thanks for connecting, {{first_name}}.');
    await screenshot(page, 'campaign-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    // The bot collects the people, then the scheduler fires the steps as the clock moves.
    const viewed = await advanceUntil(
      campaignId,
      (s) => s.leadsCount >= 5 && s.viewedLeadsCount >= 5,
      'views',
    );
    expect(viewed.leadsCount).toBe(5);
    const invited = await advanceUntil(campaignId, (s) => s.requestedLeadsCount >= 1, 'invites');
    expect(invited.requestedLeadsCount).toBeGreaterThanOrEqual(1);
    await advanceUntil(campaignId, (s) => s.connectedLeadsCount >= 1, 'acceptances');
    const final = await advanceUntil(campaignId, (s) => s.messagedLeadsCount >= 1, 'messages');
    expect(final.messagedLeadsCount).toBeGreaterThanOrEqual(1);

    // The sandbox received each invitation once, with the first name filled in.
    const sandbox = (await (
      await fetch(`${info.sandboxes.linkedin.url}/_sandbox/state/casey@sandbox.test`)
    ).json()) as {
      invitations: { personPublicId?: string; publicId?: string; note?: string; message?: string }[];
    };
    const notes = sandbox.invitations.map((i) => i.note ?? i.message ?? '');
    expect(notes.some((n) => /^Hi [A-Z][a-z]+, glad to connect!$/.test(n))).toBe(true);
    const invitees = sandbox.invitations.map((i) => i.personPublicId ?? i.publicId);
    expect(new Set(invitees).size).toBe(invitees.length);

    // Activity shows each kind of action; the dashboard counts them for the period.
    // Days of product time went by: the browser's session may have ended (then sign in again).
    await page.goto(`${baseUrl()}/campaign/activity`);
    const login = page.getByTestId('sign-in-submit');
    await page.getByTestId('activity-row').first().or(login).waitFor();
    if (await login.isVisible()) {
      await signIn();
      await page.goto(`${baseUrl()}/campaign/activity`);
    }
    await page.getByTestId('activity-row').first().waitFor();
    const kinds = await page
      .getByTestId('activity-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    for (const k of ['profile viewed', 'connect requested', 'connected', 'message sent'])
      expect(kinds).toContain(k);
    await screenshot(page, 'campaign-activity');

    // A custom range from the day before the story began: it may have crossed a year (30 December).
    await page.goto(`${baseUrl()}/dashboard/custom`);
    await page
      .getByTestId('dashboard-from')
      .fill(new Date(startedAt - 86_400_000).toISOString().slice(0, 10));
    expect(await cardValue(page, 'profile-views')).toBeGreaterThanOrEqual(5);
    expect(await cardValue(page, 'invites-sent')).toBeGreaterThanOrEqual(1);
    expect(await cardValue(page, 'accepted')).toBeGreaterThanOrEqual(1);
    expect(await cardValue(page, 'messages')).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'dashboard-with-activity');

    await page.goto(`${baseUrl()}/campaign/details/overview/${campaignId}`);
    await page.getByTestId('campaign-overview').waitFor();
    await screenshot(page, 'campaign-overview');
    await context.close();
    // Days of product time, each step once the bot and the scheduler are done with what the last
    // move made due: how long that takes follows the shared runtime's bot load, not a fixed pause.
  }, 300_000);
});

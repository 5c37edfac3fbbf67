import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  baseUrl,
  connectSandboxAccount,
  linkFromMail,
  PASSWORD,
  refreshCookieOf,
  signUp,
} from '../support/api.ts';
import { settled } from '../support/bot-role.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

// An InMail campaign (issue #8): the wizard with its View → InMail sequence, the bot sending each
// InMail once against the sandbox, and the activity showing it.
const HOUR = 3600_000;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

describe('InMail campaign from the wizard to the activity', () => {
  it('publishes View → InMail with a subject; the bot sends each InMail once', async () => {
    const { email, token, refreshCookie } = await signUp();
    Object.assign(session, { token, cookie: refreshCookie });
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const allWeek = Array.from({ length: 7 }, (_, day) => ({ day, startHour: 0, endHour: 24 }));
    await api('PATCH', '/users/edit-operating-hours', {
      token,
      body: { operatingHours: { scheduled: allWeek } },
    });
    await connectSandboxAccount(token, 'taylor@sandbox.test');
    const me = (await call('/users/me')) as { id: string; lastTeamId: string };
    const acc = { teamId: me.lastTeamId, userId: me.id };

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

    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    const sandbox = info.sandboxes.linkedin.url;
    // 2nd-degree members: outside the network, so InMail is the way to reach them.
    const searchUrl = `${sandbox}/search/results/people/?keywords=lumen%20manager&network=%5B%22S%22%5D`;
    await page.goto(`${baseUrl()}/campaign/new/inmail`);
    await page.getByRole('heading', { name: 'New InMail Campaign' }).waitFor();
    await page.getByTestId('campaign-name').fill('InMail managers');
    await page.getByTestId('campaign-search-url').fill(searchUrl);
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-1').waitFor();
    expect(await page.getByTestId('step-1').getAttribute('data-step-type')).toBe('InMail Message');
    // The InMail right after the view (the default waits a day).
    await page.getByTestId('step-1-delay').fill('0');
    await page.getByTestId('step-1-subject').fill('A question for {{first_name}}');
    await page
      .getByTestId('step-1-message')
      .fill('Hi {{first_name}}, may I ask you about your work at Lumen?');
    await screenshot(page, 'inmail-campaign-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    // The bot collects and views the leads, then sends the InMails; the clock moves in steps, each
    // once what it made due is done.
    let sent: { description: string; message: string }[] = [];
    for (let round = 0; round < 20; round++) {
      await settled([acc], campaignId);
      const body = await call(`/campaigns/activity?campaigns=${campaignId}&perPage=100`);
      sent = (body.actions ?? []).filter((a: { description: string }) => a.description === 'inmail sent');
      if (sent.length > 0) break;
      await advanceClock(6 * HOUR);
    }
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0].message).toMatch(/^A question for [A-Z][a-z]+\n\nHi [A-Z][a-z]+, may I ask/);

    // The sandbox holds each InMail once, with its subject.
    const state = (await (await fetch(`${sandbox}/_sandbox/inmail/taylor@sandbox.test`)).json()) as {
      sent: { publicId: string; subject: string }[];
    };
    const mine = state.sent.filter((m) => m.subject.startsWith('A question for '));
    expect(mine.length).toBeGreaterThanOrEqual(sent.length);
    expect(new Set(mine.map((m) => m.publicId)).size).toBe(mine.length);

    // Days of product time went by: the browser's session may have expired (then sign in again).
    await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    const login = page.getByTestId('sign-in-submit');
    const row = page.getByTestId('campaign-activity-table').getByText('InMail sent').first();
    await row.or(login).waitFor({ timeout: 30_000 });
    if (await login.isVisible()) {
      await signIn();
      await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    }
    await row.waitFor({ timeout: 30_000 });
    await screenshot(page, 'inmail-campaign-activity');
    await context.close();
  });
});

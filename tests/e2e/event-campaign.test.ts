import { companiesManagedBy, companyIdOf } from '@outreach/sandbox/linkedin/companies';
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
import { botActions, settled } from '../support/bot-role.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { waitFor } from '../support/outreach.ts';

// A LinkedIn Event campaign (issue #8): the event wizard (its URL rule, the event picker refreshed
// through the bot), the bot collecting the attendees and messaging each once through the event
// against the sandbox, the activity, and the "LinkedIn Event Campaigns" list. Then its company twin
// through the same wizard: the company URL rule, View + Invite to company, the bot collecting the
// connections not yet following the page, and the "LinkedIn Company Campaigns" list.
const HOUR = 3600_000;
const ACCOUNT = 'jordan@sandbox.test';
const TEXT = 'looking forward to the event';
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

describe('Event campaign from the wizard to the activity', () => {
  it('refuses a URL that is not an event, picks an event refreshed by the bot, publishes an Event Message; the bot messages each attendee once', async () => {
    const { email, token, refreshCookie } = await signUp();
    Object.assign(session, { token, cookie: refreshCookie });
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const allWeek = Array.from({ length: 7 }, (_, day) => ({ day, startHour: 0, endHour: 24 }));
    await api('PATCH', '/users/edit-operating-hours', {
      token,
      body: { operatingHours: { scheduled: allWeek } },
    });
    await connectSandboxAccount(token, ACCOUNT);
    const me = (await call('/users/me')) as { id: string; lastTeamId: string };
    const acc = { teamId: me.lastTeamId, userId: me.id };
    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    const sandbox = info.sandboxes.linkedin.url;
    const eventsOf = async () =>
      (await (await fetch(`${sandbox}/_sandbox/events/${ACCOUNT}`)).json()) as {
        events: { id: string; name: string; url: string; attending: boolean; organizer: boolean }[];
        messages: { eventId: string; publicId: string; text: string }[];
      };
    // The event the account organises: the smallest, so the story stays short.
    const event = (await eventsOf()).events.find((e) => e.organizer)!;

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

    await page.goto(`${baseUrl()}/campaign/new/linkedin/event`);
    await page.getByRole('heading', { name: 'New LinkedIn Event Campaign' }).waitFor();
    await page.getByTestId('campaign-event-url').fill('https://www.linkedin.com/groups/1234567/');
    await page.getByTestId('campaign-next').click();
    await page.getByText('Wrong linkedin event url').waitFor();

    // The bot reads "Your events" on the sandbox; pick the organised one.
    await page.getByTestId('linkedin-events-refresh').click();
    await page.getByText('successfully refreshed linkedin events').waitFor({ timeout: 60_000 });
    await page.getByTestId('linkedin-event-select').click();
    await page.getByTestId(`linkedin-event-${event.id}`).click();
    await expect.poll(() => page.getByTestId('campaign-event-url').inputValue()).toBe(event.url);
    expect(await page.getByTestId('campaign-name').inputValue()).toBe(`Attendees of ${event.name}`);
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'event-campaign-picker');
    await page.getByTestId('campaign-next').click();

    await page.getByTestId('step-1').waitFor();
    expect(await page.getByTestId('step-1').getAttribute('data-step-type')).toBe('Event Message');
    // Only the Event Message: attendees need no view first.
    await page.getByTestId('step-0-remove').click();
    expect(await page.getByTestId('step-0').getAttribute('data-step-type')).toBe('Event Message');
    // At once once a lead is found: the story needs no day of product time.
    await page.getByTestId('step-0-delay').fill('0');
    await page.getByTestId('step-0-message').fill(`Hi {{first_name}}, ${TEXT}!`);
    await screenshot(page, 'event-campaign-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-review').getByText(`/events/${event.id}/`).waitFor();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;
    expect(await call(`/campaigns/${campaignId}`)).toMatchObject({
      category: 'event',
      campaignType: 'event',
      searchUrl: event.url,
    });

    // The bot collects the attendees, then messages each through the event; the clock moves only
    // once what it made due is done.
    const sentActivity = async () =>
      ((await call(`/campaigns/activity?campaigns=${campaignId}&perPage=100`)).actions ?? []).filter(
        (a: { description: string }) => a.description === 'event message sent',
      ) as { message: string }[];
    let sent: { message: string }[] = [];
    for (let round = 0; round < 10 && sent.length === 0; round++) {
      await settled([acc], campaignId, { until: async () => (await sentActivity()).length > 0 });
      sent = await sentActivity();
      if (sent.length === 0) await advanceClock(6 * HOUR);
    }
    expect(sent[0].message).toMatch(new RegExp(`^Hi [A-Z][a-z]+, ${TEXT}!$`));

    // The sandbox holds each event message once, through that event.
    const mine = await waitFor(async () => {
      const list = (await eventsOf()).messages.filter((m) => m.text.includes(TEXT));
      return list.length > 0 ? list : undefined;
    });
    expect(mine.every((m) => m.eventId === event.id)).toBe(true);
    expect(new Set(mine.map((m) => m.publicId)).size).toBe(mine.length);

    // Days of product time may have gone by: the browser's session may have expired.
    await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    const login = page.getByTestId('sign-in-submit');
    const row = page.getByTestId('campaign-activity-table').getByText('Event message sent').first();
    await row.or(login).waitFor({ timeout: 30_000 });
    if (await login.isVisible()) {
      await signIn();
      await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    }
    await row.waitFor({ timeout: 30_000 });
    await screenshot(page, 'event-campaign-activity');

    await page.goto(`${baseUrl()}/campaign/stats/event/active`);
    await page.getByRole('heading', { name: 'LinkedIn Event Campaigns' }).waitFor();
    await page.getByText(`Attendees of ${event.name}`).first().waitFor();
    await screenshot(page, 'event-campaign-list');

    // The company twin: a page the account administers (the sandbox account's own company).
    await page.goto(`${baseUrl()}/campaign/new/company`);
    await page.getByRole('heading', { name: 'New LinkedIn Company Campaign' }).waitFor();
    await page.getByTestId('campaign-company-url').fill(event.url);
    await page.getByTestId('campaign-next').click();
    await page.getByText('Please use a valid LinkedIn company URL').waitFor();
    // The page is picked from the ones the account manages, which the bot reads on Refresh.
    await page.getByTestId('campaign-company-url').fill('');
    await page.getByTestId('campaign-name').fill('Followers for Sandbox Software');
    await page.getByText('Refresh to load the company pages you manage on LinkedIn').waitFor();
    await page.getByTestId('linkedin-companies-refresh').click();
    await page.getByText('successfully refreshed linkedin company pages').waitFor({ timeout: 60_000 });
    const [managed] = companiesManagedBy(ACCOUNT);
    expect(managed?.name).toBe('Sandbox Software');
    await page.getByTestId('linkedin-company-select').click();
    await page.getByTestId(`linkedin-company-urn:li:fsd_company:${companyIdOf(managed!)}`).click();
    expect(await page.getByTestId('campaign-company-url').inputValue()).toBe(
      'https://www.linkedin.com/company/sandbox-software/',
    );
    expect(await page.getByTestId('campaign-name').inputValue()).toBe('Followers for Sandbox Software');
    await screenshot(page, 'company-campaign-picker');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-1-invite-hint').waitFor();
    expect(await page.getByTestId('step-1').getAttribute('data-step-type')).toBe('Invite to company');
    await screenshot(page, 'company-campaign-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const companyCampaignId = page.url().split('/').pop()!;
    // The published campaign hands the bot its audience: the page's invite picker (the bot reading it,
    // and who it keeps, is bot/src/events.e2e.test.ts's company case; here the 81 connections would
    // cost the real bot ten picker pages).
    const collect = await waitFor(
      async () =>
        (await botActions(acc)).find(
          (a) =>
            a.type === 'collect-members' &&
            (a.payload as { campaignId?: string }).campaignId === companyCampaignId,
        ),
      30_000,
      'the company campaign handing the bot its audience',
    );
    expect(collect.payload).toMatchObject({
      sourceUrl: 'https://www.linkedin.com/company/sandbox-software/',
    });
    await page.goto(`${baseUrl()}/campaign/stats/company/active`);
    await page.getByRole('heading', { name: 'LinkedIn Company Campaigns' }).waitFor();
    await page.getByText('Followers for Sandbox Software').first().waitFor();
    await screenshot(page, 'company-campaign-list');
    await context.close();
  });
});

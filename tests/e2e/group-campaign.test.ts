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
import { botActions } from '../support/bot-role.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { clockNow, waitFor } from '../support/outreach.ts';

// A LinkedIn Group campaign (issue #8): the group wizard (its URL rule, the Group Message step with
// the group filled in), the bot collecting the group's members and messaging each once
// through the group against the sandbox, and the activity showing it.
const HOUR = 3600_000;
const ACCOUNT = 'jordan@sandbox.test';
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

/** Waits until the work the product clock made due is done (no due bot action, no due lead). */
async function settled(acc: { teamId: string; userId: string }, campaignId: string) {
  const deps = await domainDeps();
  await waitFor(
    async () => {
      const now = await clockNow();
      const actions = await botActions(acc);
      if (actions.some((a) => a.status === 'running' || (a.status === 'pending' && a.dueAt <= now)))
        return false;
      const { data: leads } = await deps.db.entities.lead.query
        .byCampaign({ teamId: acc.teamId, campaignId })
        .go({ pages: 'all' });
      return !leads.some(
        (l) => l.stage === 'in-flight' || (l.stage === 'scheduled' && (l.nextDueAt ?? 0) <= now),
      );
    },
    150_000,
    'the bot and the scheduler to be done with what is due',
  );
}

describe('Group campaign from the wizard to the activity', () => {
  it('refuses a URL that is not a group, publishes a Group Message sequence; the bot messages each member once', async () => {
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
    const groupsOf = async () =>
      (await (await fetch(`${sandbox}/_sandbox/groups/${ACCOUNT}`)).json()) as {
        groups: { id: string; member: boolean; memberCount: number }[];
        sent: { groupId: string; publicId: string; text: string }[];
      };
    // The smallest group the account belongs to.
    const group = (await groupsOf()).groups.find((g) => g.member)!;

    await page.goto(`${baseUrl()}/campaign/new/linkedin/group`);
    await page.getByRole('heading', { name: 'New LinkedIn Group Campaign' }).waitFor();
    await page.getByTestId('campaign-name').fill('Fellow group members');
    await page.getByTestId('campaign-group-url').fill('https://www.linkedin.com/company/acme/');
    await page.getByTestId('campaign-next').click();
    await page.getByText('Please use a valid LinkedIn group URL').waitFor();
    await page.getByTestId('campaign-group-url').fill(`${sandbox}/groups/${group.id}/`);
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-1').waitFor();
    expect(await page.getByTestId('step-1').getAttribute('data-step-type')).toBe('Group Message');
    // The group comes from the campaign's URL.
    await expect.poll(() => page.getByTestId('step-1-group').inputValue()).toBe(group.id);
    // Only the Group Message: members need no view first.
    await page.getByTestId('step-0-remove').click();
    expect(await page.getByTestId('step-0').getAttribute('data-step-type')).toBe('Group Message');
    await page
      .getByTestId('step-0-message')
      .fill('Hi {{first_name}}, we are in the same group. Glad to connect here!');
    await screenshot(page, 'group-campaign-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-review').getByText(`/groups/${group.id}/`).waitFor();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    // The bot collects the members, then messages each through the group; the clock
    // moves in steps, each once what it made due is done.
    let sent: { description: string; message: string }[] = [];
    for (let round = 0; round < 20; round++) {
      await settled(acc, campaignId);
      const body = await call(`/campaigns/activity?campaigns=${campaignId}&perPage=100`);
      sent = (body.actions ?? []).filter(
        (a: { description: string }) => a.description === 'group message sent',
      );
      if (sent.length > 0) break;
      await advanceClock(6 * HOUR);
    }
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0].message).toMatch(/^Hi [A-Z][a-z]+, we are in the same group/);

    // The sandbox holds each group message once, through that group.
    const mine = (await groupsOf()).sent.filter((m) => m.text.includes('we are in the same group'));
    expect(mine.length).toBeGreaterThanOrEqual(sent.length);
    expect(mine.every((m) => m.groupId === group.id)).toBe(true);
    expect(new Set(mine.map((m) => m.publicId)).size).toBe(mine.length);

    // Days of product time went by: the browser's session may have expired (then sign in again).
    await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    const login = page.getByTestId('sign-in-submit');
    const row = page.getByTestId('campaign-activity-table').getByText('Group message sent').first();
    await row.or(login).waitFor({ timeout: 30_000 });
    if (await login.isVisible()) {
      await signIn();
      await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    }
    await row.waitFor({ timeout: 30_000 });
    await screenshot(page, 'group-campaign-activity');
    await context.close();
  });
});

describe('Group picker in the group wizard', () => {
  it('refreshes the account’s groups through the bot, picks one and publishes; the bot collects its members', async () => {
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
    const { groups } = (await (await fetch(`${sandbox}/_sandbox/groups/${ACCOUNT}`)).json()) as {
      groups: { id: string; name: string; url: string; member: boolean; memberCount: number }[];
    };
    const mine = groups.filter((g) => g.member);
    const group = mine.at(-1)!;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/campaign/new/linkedin/group`);
    await page.getByRole('heading', { name: 'New LinkedIn Group Campaign' }).waitFor();
    await page.getByText('Refresh to load the groups you belong to on LinkedIn').waitFor();
    await page.getByTestId('linkedin-groups-refresh').click();
    // The bot reads "My groups" on the sandbox; the answer carries the spec's toast.
    await page.getByText('successfully refreshed linkedin groups').waitFor({ timeout: 60_000 });
    await page.getByTestId('linkedin-group-select').click();
    for (const g of mine) await page.getByTestId(`linkedin-group-${g.id}`).waitFor();
    await page.getByTestId(`linkedin-group-${group.id}`).click();
    await expect.poll(() => page.getByTestId('campaign-group-url').inputValue()).toBe(group.url);
    expect(await page.getByTestId('campaign-name').inputValue()).toBe(`Members of ${group.name}`);
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await screenshot(page, 'group-campaign-picker');
    await page.getByTestId('campaign-next').click();
    await expect.poll(() => page.getByTestId('step-1-group').inputValue()).toBe(group.id);
    await page.getByTestId('step-1-message').fill('Hi {{first_name}}, fellow member here.');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    const campaign = await call(`/campaigns/${campaignId}`);
    expect(campaign).toMatchObject({
      category: 'group',
      searchUrl: group.url,
      name: `Members of ${group.name}`,
    });
    // The stored groups are the sandbox's, with the linkedin.com URLs.
    const stored = await call('/linked-in/groups');
    expect(stored.groups.map((g: { id: string }) => g.id)).toEqual(mine.map((g) => g.id));
    await waitFor(
      async () => ((await call(`/campaigns/${campaignId}`)).leadsCount > 0 ? true : undefined),
      150_000,
      'the bot to collect the group’s members',
    );
    expect((await botActions(acc)).some((a) => a.type === 'collect-members' && a.status === 'done')).toBe(
      true,
    );
    await context.close();
  });
});

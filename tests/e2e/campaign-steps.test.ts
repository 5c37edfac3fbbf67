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

// The LinkedIn steps beyond View → Connect → Message (issue #8), built in the sequence editor, run
// by the bot against the sandbox, and seen in activity.
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

/** The signed-in user's LinkedIn account (their own, in their team). */
async function ownAccount() {
  const me = (await call('/users/me')) as { id: string; lastTeamId: string };
  return { teamId: me.lastTeamId, userId: me.id };
}

/**
 * The campaign's action kinds, once every one of `kinds` is there: the clock moves in steps, each
 * once what the last one made due is done.
 */
async function kindsOnceSeen(campaignId: string, kinds: string[]): Promise<string[]> {
  const acc = await ownAccount();
  let seen: string[] = [];
  const allSeen = async () => {
    const body = await call(`/campaigns/activity?campaigns=${campaignId}&perPage=100`);
    seen = (body.actions ?? []).map((a: { description: string }) => a.description);
    return kinds.every((k) => seen.includes(k));
  };
  for (let round = 0; round < 40; round++) {
    await settled([acc], campaignId, { until: allSeen });
    if (await allSeen()) return seen;
    await advanceClock(6 * HOUR);
  }
  throw new Error(`not all of ${kinds.join(', ')} happened: ${JSON.stringify(seen)}`);
}

describe('campaign steps: LI View and LI Connect options from the editor to the activity', () => {
  it('a view step that follows, endorses two skills and likes two posts of connections', async () => {
    const { email, token, refreshCookie } = await signUp();
    Object.assign(session, { token, cookie: refreshCookie });
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const allWeek = Array.from({ length: 7 }, (_, day) => ({ day, startHour: 0, endHour: 24 }));
    await api('PATCH', '/users/edit-operating-hours', {
      token,
      body: { operatingHours: { scheduled: allWeek } },
    });
    await connectSandboxAccount(token, 'alex@sandbox.test');

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

    // A search of the account's 1st-degree connections (only connections can be endorsed): the
    // sandbox's three engineering managers among them, each with skills and posts (every lead costs
    // the bot about six page visits: the view, the follow, two endorsements and two likes).
    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    const searchUrl = `${info.sandboxes.linkedin.url}/search/results/people/?network=%5B%22F%22%5D&keywords=engineering%20manager`;
    await page.goto(`${baseUrl()}/campaign/new/linkedin`);
    await page.getByTestId('campaign-name').fill('Warm up connections');
    await page.getByTestId('campaign-search-url').fill(searchUrl);
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-2').waitFor();
    // Only the view: Connect and Message out, then the extras on with their counts.
    await page.getByTestId('step-2-remove').click();
    await page.getByTestId('step-1-remove').click();
    await expect.poll(() => page.locator('[data-testid^="step-"][data-step-type]').count()).toBe(1);
    await page.getByTestId('step-0-auto_follow').check();
    await page.getByTestId('step-0-auto_endorse').check();
    await page.getByTestId('step-0-endorsements_count').fill('2');
    await page.getByTestId('step-0-auto_post_like').check();
    await page.getByTestId('step-0-posts_count').fill('2');
    await screenshot(page, 'campaign-steps-view-extras');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    const campaign = (await call(`/campaigns/${campaignId}`)) as {
      touchSequence: { sequence: Record<string, unknown>[] };
    };
    expect(campaign.touchSequence.sequence).toEqual([
      expect.objectContaining({
        type: 'LI View',
        auto_follow: true,
        auto_endorse: true,
        endorsements_count: 2,
        auto_post_like: true,
        posts_count: 2,
      }),
    ]);

    // The bot views, follows, endorses and likes: each its own kind in the activity.
    const kinds = ['profile viewed', 'profile followed', 'skills endorsed', 'post liked'];
    await kindsOnceSeen(campaignId, kinds);
    // Days of product time went by: the browser's session may have expired (then sign in again).
    await page.goto(`${baseUrl()}/campaign/activity`);
    const login = page.getByTestId('sign-in-submit');
    await page.getByTestId('activity-row').first().or(login).waitFor();
    if (await login.isVisible()) {
      await signIn();
      await page.goto(`${baseUrl()}/campaign/activity`);
    }
    await page.getByTestId('activity-row').first().waitFor();
    const shown = await page
      .getByTestId('activity-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    for (const k of kinds) expect(shown).toContain(k);
    await screenshot(page, 'campaign-steps-activity');

    // The sandbox saw each follow once.
    const extras = (await (
      await fetch(`${info.sandboxes.linkedin.url}/_sandbox/profile-extras/alex@sandbox.test`)
    ).json()) as { follows: { publicId: string }[] };
    const followed = extras.follows.map((f) => f.publicId);
    expect(new Set(followed).size).toBe(followed.length);
    await context.close();
  });

  it('a Connect step that views first and sends its follow-up once the invite is accepted', async () => {
    const { email, token, refreshCookie } = await signUp();
    Object.assign(session, { token, cookie: refreshCookie });
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const allWeek = Array.from({ length: 7 }, (_, day) => ({ day, startHour: 0, endHour: 24 }));
    await api('PATCH', '/users/edit-operating-hours', {
      token,
      body: { operatingHours: { scheduled: allWeek } },
    });
    await connectSandboxAccount(token, 'jordan@sandbox.test');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    const searchUrl = `${info.sandboxes.linkedin.url}/search/results/people/?keywords=lumen%20manager`;
    await page.goto(`${baseUrl()}/campaign/new/linkedin`);
    await page.getByTestId('campaign-name').fill('Invite and follow up');
    await page.getByTestId('campaign-search-url').fill(searchUrl);
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-2').waitFor();
    // Only the Connect: View and Message out.
    await page.getByTestId('step-2-remove').click();
    await page.getByTestId('step-0-remove').click();
    await expect.poll(() => page.locator('[data-testid^="step-"][data-step-type]').count()).toBe(1);
    await page.getByTestId('step-0-message').fill('Hi {{first_name}}, glad to connect!');
    await page.getByLabel('View the profile before inviting').check();
    await page.getByTestId('step-0-connect_followup').check();
    await page.getByTestId('step-0-followup').fill('Thanks for accepting, {{first_name}}!');
    await screenshot(page, 'campaign-steps-connect-followup');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    await kindsOnceSeen(campaignId, ['profile viewed', 'connect requested', 'connected', 'follow up sent']);
    const body = await call(`/campaigns/activity?campaigns=${campaignId}&perPage=100`);
    const followUps = body.actions.filter((a: { description: string }) => a.description === 'follow up sent');
    expect(followUps[0].message).toMatch(/^Thanks for accepting, [A-Z][a-z]+!$/);
    // Each accepted lead's thread holds its follow-up once (two leads may share a first name, so
    // the same text can go to two people: count per person).
    const state = (await (
      await fetch(`${info.sandboxes.linkedin.url}/_sandbox/state/jordan@sandbox.test`)
    ).json()) as { messages: { direction: string; text: string; publicId: string }[] };
    const sent = state.messages.filter(
      (m) => m.direction === 'out' && m.text.startsWith('Thanks for accepting, '),
    );
    expect(sent.length).toBeGreaterThan(0);
    const perPerson = new Map<string, number>();
    for (const m of sent) perPerson.set(m.publicId, (perPerson.get(m.publicId) ?? 0) + 1);
    expect([...perPerson.values()].every((n) => n === 1)).toBe(true);
    expect(sent.some((m) => m.text === followUps[0].message)).toBe(true);
    await context.close();
    // Days of product time, each move once what the last one made due is done: the wall time follows
    // the shared runtime's bot load (252 s in a full run of 2bb267f, 56 s alone), not a fixed pause.
    // The bot serves 2 accounts at once and earlier files leave dozens with due syncs at each move.
  }, 480_000);
});

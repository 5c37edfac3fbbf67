import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, linkFromMail } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (s: Session): Promise<Page> => signedInPage(browser, s);

/** An agency team whose owner brands it (company name, colours) and activates the white label. */
async function brandedTeam(companyName: string, theme: Record<string, string>): Promise<Session> {
  const owner = await newSession({ linkedIn: false });
  const deps = await domainDeps();
  await deps.db.entities.team
    .patch({ teamId: owner.teamId })
    .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
    .go();
  const form = new FormData();
  form.set('companyName', companyName);
  for (const [k, v] of Object.entries(theme)) form.set(k, v);
  const res = await fetch(`${baseUrl()}/api/v1/whitelabels/branding`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${owner.token()}` },
    body: form,
  });
  expect(res.status).toBe(200);
  expect((await owner.call('PATCH', '/whitelabels/toggle-status', { status: 'active' })).status).toBe(200);
  return owner;
}

const navStyle = (page: Page) =>
  page.getByTestId('top-nav').evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color };
  });

describe('team switch re-themes the shell (issue #11)', () => {
  it('a user in two teams switches to a white-labelled team and back: logo, colours and name follow, without a reload', async () => {
    // A light yellow top bar with white navigation text: the bar picks a dark text colour instead.
    const owner = await brandedTeam('Sunny Leads', {
      titleColor: '#ffe066',
      accentColor: '#e8590c',
      navigationTextColor: '#ffffff',
    });
    const user = await newSession({ linkedIn: false });
    const sent = await owner.call('POST', `/teams/${owner.teamId}/invites`, {
      name: 'Sam Switcher',
      email: user.email,
      role: 'admin',
    });
    expect(sent.status).toBe(200);
    const key = await linkFromMail(user.email, '/team/invite/');
    const invite = await user.call('GET', `/teams/invites/${key}`);
    expect((await user.call('POST', `/teams/invites/${invite.body.id}/accept`, {})).status).toBe(200);

    // Signed in, the user is in the white-labelled team (the last one joined).
    const page = await signedIn(user);
    await page.getByTestId('white-label-logo').filter({ hasText: 'Sunny Leads' }).waitFor();
    expect(await navStyle(page)).toEqual({ background: 'rgb(255, 224, 102)', color: 'rgba(0, 0, 0, 0.87)' });
    expect(await page.title()).toMatch(/ · Sunny Leads$/);
    await screenshot(page, 'team-switch-white-label-bar');

    // A marker on the window survives only while the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

    // Switch to the user's own team (no white label): the product's branding returns at once.
    await page.getByTestId('account-switcher').click();
    await page.getByTestId(`switch-team-${user.teamId}`).click();
    await page.getByTestId('white-label-logo').waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.title.endsWith('Sunny Leads'));
    expect((await navStyle(page)).background).not.toBe('rgb(255, 224, 102)');
    expect(await stayed()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard/this-month');
    await screenshot(page, 'team-switch-own-team');

    // And back to the white-labelled team.
    await page.getByTestId('account-switcher').click();
    await page.getByTestId(`switch-team-${owner.teamId}`).click();
    await page.getByTestId('white-label-logo').filter({ hasText: 'Sunny Leads' }).waitFor();
    expect((await navStyle(page)).background).toBe('rgb(255, 224, 102)');
    expect(await stayed()).toBe(true);
    await page.context().close();
  });
});

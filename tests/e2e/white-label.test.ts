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

// A 1×1 PNG: a real image signature.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const signedIn = (s: Session): Promise<Page> => signedInPage(browser, s);

describe('white label (issue #11)', () => {
  it('the owner brands and activates; a member sees the themed shell without billing or the X campaign option', async () => {
    const [owner, member] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    const deps = await domainDeps();
    await deps.db.entities.team
      .patch({ teamId: owner.teamId })
      .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
      .go();
    const sent = await owner.call('POST', `/teams/${owner.teamId}/invites`, {
      name: 'Mia Member',
      email: member.email,
      role: 'member',
    });
    expect(sent.status).toBe(200);
    const key = await linkFromMail(member.email, '/team/invite/');
    const invite = await member.call('GET', `/teams/invites/${key}`);
    expect((await member.call('POST', `/teams/invites/${invite.body.id}/accept`, {})).status).toBe(200);

    const page = await signedIn(owner);
    await page.goto(`${baseUrl()}/settings/white-label`);
    await page.getByTestId('white-label-page').waitFor();
    await page.getByLabel('Company name').fill('Acme Growth');
    await page.getByTestId('white-label-titleColor').fill('#12263a');
    await page.getByTestId('white-label-accentColor').fill('#e8590c');
    await page.getByTestId('white-label-navigationTextColor').fill('#ffffff');
    await page
      .getByTestId('white-label-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('white-label-logo-preview').waitFor();
    await page.getByTestId('white-label-save-branding').click();
    await page.getByText('Branding saved').waitFor();
    await page.getByTestId('white-label-toggle').locator('input').click();
    await page.getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'white-label-settings');

    const m = await signedIn(member);
    await m.getByTestId('white-label-logo').waitFor();
    const navBg = await m.getByTestId('top-nav').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(navBg).toBe('rgb(18, 38, 58)');
    expect(await m.title()).toMatch(/ · Acme Growth$/);
    await m.getByTestId('nav-settings').click();
    await expect(m.getByRole('menuitem', { name: 'Billing' }).count()).resolves.toBe(0);
    await expect(m.getByRole('menuitem', { name: 'White Label' }).count()).resolves.toBe(0);
    await m.keyboard.press('Escape');
    await m.getByTestId('create-campaign').click();
    await m.getByRole('menuitem', { name: 'Email Campaign' }).waitFor();
    await expect(m.getByRole('menuitem', { name: 'X (Twitter) Campaign' }).count()).resolves.toBe(0);
    await expect(m.getByTestId('create-campaign-help').count()).resolves.toBe(0);
    await m.keyboard.press('Escape');
    // No help chat for white-label users (spec 1 §6).
    await expect(m.getByTestId('nav-support-chat').count()).resolves.toBe(0);
    await screenshot(m, 'white-label-member-shell');

    // Deactivated: the member gets the white-label blocked screen (gate 4).
    await owner.call('PATCH', '/whitelabels/toggle-status', { status: 'inactive' });
    await m.reload();
    await m.getByTestId('white-label-blocked').waitFor();
  });
});

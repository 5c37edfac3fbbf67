import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newSession, profileCsv, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('campaign lifecycle in the SPA', () => {
  it('renames, skips a lead to the ignored tab and returns it, clones, and shows the replies page', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const key = await uploadCsv(
      s,
      profileCsv([
        { id: 'e2e-lc-ada', first: 'Ada', last: 'Byron' },
        { id: 'e2e-lc-alan', first: 'Alan', last: 'Turing' },
      ]),
    );
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Pioneers',
        touchSequence: viewConnectMessage(),
      })
    ).body;

    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/campaign/details/overview/${c.id}`);
    await page.getByTestId('campaign-rename').click();
    await page.getByTestId('rename-campaign-input').fill('Pioneers of computing');
    await page.getByTestId('rename-campaign-save').click();
    await page.getByTestId('campaign-title').filter({ hasText: 'Pioneers of computing' }).waitFor();
    // The Zapier corner: the campaign id for a Zap and the newest lead as a Zap receives it.
    expect(await page.getByTestId('campaign-zapier-id').textContent()).toBe(c.id);
    const sample = JSON.parse((await page.getByTestId('campaign-zapier-sample').textContent()) ?? '{}');
    expect(sample).toMatchObject({ action: 'lead found', campaign: { id: c.id } });
    expect(['Ada', 'Alan']).toContain(sample.person.firstName);

    await page.getByTestId('campaign-details-tab-leads').click();
    await page.getByTestId('campaign-lead-row').first().waitFor();
    await page.getByRole('checkbox', { name: 'Select Ada Byron' }).check();
    await page.getByTestId('leads-skip').click();
    await page.getByTestId('campaign-details-tab-ignored-leads').filter({ hasText: '(1)' }).click();
    await page.getByTestId('campaign-lead-status').filter({ hasText: 'Removed from the campaign' }).waitFor();
    await screenshot(page, 'campaign-ignored-leads');
    await page.getByRole('checkbox', { name: 'Select Ada Byron' }).check();
    await page.getByTestId('ignored-return').click();
    await page.getByText('The lead was returned to sequence').waitFor();
    await page.getByTestId('campaign-details-tab-ignored-leads').waitFor({ state: 'detached' });
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.ignoredLeadsCount).toBe(0);

    await page.getByTestId('campaign-clone').click();
    await page.getByTestId('campaign-title').filter({ hasText: 'Pioneers of computing (clone)' }).waitFor();
    await page.getByTestId('campaign-stat-leads').filter({ hasText: '2' }).waitFor();
    await screenshot(page, 'campaign-clone');

    await page.goto(`${baseUrl()}/campaign/replies`);
    await page.getByTestId('replies-empty').filter({ hasText: 'No replies yet.' }).waitFor();
    await page.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, linkFromMail, PASSWORD, signUp } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('lead finder end to end', () => {
  it('searches the people database, selects people and makes them a new campaign', async () => {
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    // A person of the population to search for, and the filter that finds them.
    const probe = (await api('GET', '/lead-finder/people?perPage=10', { token })).body.people[0];
    const title = probe.title as string;

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // Act: search by job title, select two results, create a campaign from them.
    await page.goto(`${baseUrl()}/lead-finder`);
    await page.getByTestId('finder-title').fill(title);
    await page.getByTestId('finder-search').click();
    const rows = page.getByTestId('finder-row');
    await rows.first().waitFor();
    const names: string[] = [];
    for (const i of [0, 1]) {
      const row = rows.nth(i);
      expect(await row.textContent()).toContain(title);
      names.push((await row.locator('td').nth(1).textContent()) ?? '');
      await row.getByRole('checkbox').check();
    }
    await expect.poll(() => page.getByTestId('finder-selected').textContent()).toBe('2 selected');
    await screenshot(page, 'lead-finder-results');
    await page.getByTestId('finder-create-campaign').click();
    await page.getByTestId('finder-campaign-name').fill('Finder story');
    await page.getByTestId('finder-dialog-submit').click();

    // Assess: the campaign's leads are the selected people.
    await page.waitForURL('**/campaign/details/leads/**');
    const table = page.getByTestId('campaign-leads-table');
    for (const name of names) await table.getByText(name).first().waitFor();
    await screenshot(page, 'lead-finder-campaign-leads');
    await context.close();
  });
});

import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newSession } from '../support/outreach.ts';

const fixtures = join(import.meta.dirname, '../../functions/src/domain/leads/fixtures');
const files = join(import.meta.dirname, '../fixtures/csv');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('CSV campaign wizard and more leads (issue #8)', () => {
  it("creates a campaign from a Russian CRM export (Excel: BOM, semicolons, title lines) with its per-row report and Cyrillic columns as placeholders, then adds LinkedIn's export with a per-row report", async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/campaign/new/linkedin`);
    await page.getByTestId('campaign-name').fill('Russian CRM people');
    await page.getByTestId('campaign-source-csv').check();
    await page.getByTestId('campaign-csv-input').setInputFiles(join(files, 'bitrix24-contacts-ru.csv'));
    await page.getByTestId('campaign-csv-name').filter({ hasText: 'bitrix24-contacts-ru.csv' }).waitFor();
    // The CSV step reports each row before the campaign exists.
    await page
      .getByTestId('csv-report-summary')
      .filter({ hasText: '2 added · 1 duplicate · 2 invalid' })
      .waitFor();
    await page.getByRole('row').filter({ hasText: 'Not a LinkedIn profile URL' }).waitFor();
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-2-message').fill('Привет из ');
    await page.getByTestId('step-2-message-insert-csv-город_клиента').click();
    expect(await page.getByTestId('step-2-message').inputValue()).toBe('Привет из {{город_клиента}}');
    await screenshot(page, 'campaign-csv-placeholders');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;
    expect((await s.call('GET', `/campaigns/${campaignId}`)).body).toMatchObject({
      leadsCount: 2,
      csvColumns: expect.arrayContaining(['имя', 'город_клиента']),
    });

    await page.getByTestId('campaign-add-leads').click();
    await page.getByTestId('campaign-audience-page').waitFor();
    await page.getByTestId('campaign-csv-input').setInputFiles(join(fixtures, 'linkedin-connections.csv'));
    await page
      .getByTestId('csv-report-summary')
      .filter({ hasText: '2 added · 1 duplicate · 1 invalid' })
      .waitFor();
    expect(await page.getByTestId('csv-report-row').count()).toBe(4);
    await screenshot(page, 'campaign-csv-report');
    expect((await s.call('GET', `/campaigns/${campaignId}`)).body.leadsCount).toBe(4);
    await page.close();
  });
});

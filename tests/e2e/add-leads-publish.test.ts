import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('publish screen and add leads (issue #8)', () => {
  it('reviews a CSV draft at /campaign/{id}/publish, publishes it, then adds a file to it from /campaign/add-leads/linkedin', async () => {
    // Prepare: a CSV draft of two people, made over the API.
    const s = await newSession();
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const key = await uploadCsv(
      s,
      profileCsv([
        { id: 'publish-e2e-ada', first: 'Ada' },
        { id: 'publish-e2e-bo', first: 'Bo' },
      ]),
    );
    const draft = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Publish screen people',
        touchSequence: viewConnectMessage(),
      })
    ).body;
    const more = join(tmpdir(), `add-leads-${draft.id}.csv`);
    writeFileSync(
      more,
      profileCsv([
        { id: 'publish-e2e-ada', first: 'Ada' },
        { id: 'publish-e2e-cy', first: 'Cy' },
        { id: 'publish-e2e-di', first: 'Di' },
      ]),
    );
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // Act: the draft's details lead to its publish screen, which publishes it.
    await page.goto(`${baseUrl()}/campaign/details/overview/${draft.id}`);
    await page.getByTestId('campaign-review-publish').click();
    await page.getByTestId('campaign-publish-page').waitFor();
    const review = page.getByTestId('campaign-review');
    await review.getByText('Publish screen people').waitFor();
    await review.getByText('CSV upload: 2 leads').waitFor();
    expect(await review.getByText('(LI Connect)').count()).toBe(1);
    await screenshot(page, 'campaign-publish');
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL(`**/campaign/details/overview/${draft.id}`);
    expect((await s.call('GET', `/campaigns/${draft.id}`)).body.listStatus).toBe('active');

    // Act: add leads to it from the category's add-leads screen.
    await page.goto(`${baseUrl()}/campaign/add-leads/linkedin`);
    await page.getByTestId('add-leads-page').waitFor();
    await page.getByLabel('Campaign').click();
    await page.getByRole('option', { name: 'Publish screen people' }).click();
    await page.getByTestId('campaign-csv-input').setInputFiles(more);
    await page
      .getByTestId('csv-report-summary')
      .filter({ hasText: '2 added · 1 duplicate · 0 invalid' })
      .waitFor();
    await screenshot(page, 'campaign-add-leads');

    // Assess
    await page.getByTestId('add-leads-done').click();
    await page.waitForURL(`**/campaign/details/leads/${draft.id}`);
    expect((await s.call('GET', `/campaigns/${draft.id}`)).body.leadsCount).toBe(4);
    await page.close();
  });
});

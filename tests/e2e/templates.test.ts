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

describe('message templates in the SPA', () => {
  it('creates a template, inserts it into a campaign step, saves the sequence as a template and starts a campaign from it', async () => {
    // Prepare: a ready user with a draft CSV campaign.
    const s = await newSession();
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const key = await uploadCsv(s, profileCsv([{ id: 'tpl-e2e-1', first: 'Tia' }]));
    const c = await s.call('POST', '/campaigns/linked-in/audience/csv', {
      key,
      name: 'Template story',
      touchSequence: viewConnectMessage({ note: 'old note' }),
    });
    expect(c.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // Act 1: a new personal template.
    const text = 'Hi {{first_name}}, loved your post on pipelines!';
    await page.goto(`${baseUrl()}/templates/new`);
    await page.getByTestId('template-name').fill('Pipeline opener');
    await page.getByTestId('template-message').fill(text);
    await page.getByTestId('template-save').click();
    await page.getByTestId('template-card').filter({ hasText: 'Pipeline opener' }).waitFor();
    await screenshot(page, 'templates-personal');

    // Act 2: insert it into the connect step of the campaign's sequence and save.
    await page.goto(`${baseUrl()}/campaign/${c.body.id}/sequence`);
    await page.getByTestId('step-1-template').click();
    await page.getByTestId('step-1-template-search').fill('pipeline');
    await page.getByTestId('step-1-template-item').filter({ hasText: 'Pipeline opener' }).click();
    await expect.poll(() => page.getByTestId('step-1-message').inputValue()).toBe(text);
    await screenshot(page, 'templates-in-sequence');

    // Act 3: the whole sequence becomes a campaign template.
    await page.getByTestId('sequence-save-as-template').click();
    await page.getByTestId('sequence-template-name').fill('Pipeline sequence');
    await page.getByTestId('sequence-template-save').click();
    await page.getByText('Campaign Sequence Template was successfully created').waitFor();
    await page.getByTestId('sequence-save').click();
    await page.waitForURL('**/campaign/details/overview/**');

    // Assess: the stored sequence carries the template's text.
    const after = await s.call('GET', `/campaigns/${c.body.id}`);
    expect(after.body.touchSequence.sequence[1].message).toBe(text);

    // Act 4: a new campaign starts from that template (Campaign Templates → Start campaign).
    await page.goto(`${baseUrl()}/sequence-templates`);
    const card = page.getByTestId('sequence-template-card').filter({ hasText: 'Pipeline sequence' });
    await card.getByRole('button', { name: 'Start campaign' }).click();
    await page.waitForURL('**/campaign/new/linkedin?sequenceTemplateId=*');
    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    await page.getByTestId('campaign-name').fill('From the template');
    await page
      .getByTestId('campaign-search-url')
      .fill(`${info.sandboxes.linkedin.url}/search/results/people/?keywords=pipeline`);
    await page.getByTestId('campaign-next').click();
    // The template's steps arrive with its GET (expect.poll's default second is short on a busy machine).
    await expect.poll(() => page.getByTestId('step-1-message').inputValue(), { timeout: 30_000 }).toBe(text);
    await screenshot(page, 'templates-new-campaign-from-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-save-draft').click();
    await page.waitForURL('**/campaign/stats/linkedin/draft');
    const drafts = await s.call('GET', '/campaigns?status=draft');
    const draft = drafts.body.campaigns.find((x: { name: string }) => x.name === 'From the template');
    const created = await s.call('GET', `/campaigns/${draft.id}`);
    expect(created.body.name).toBe('From the template');
    expect(created.body.touchSequence.sequence.map((x: { type: string }) => x.type)).toEqual(
      after.body.touchSequence.sequence.map((x: { type: string }) => x.type),
    );
    expect(created.body.touchSequence.sequence[1].message).toBe(text);
    await context.close();
  });
});

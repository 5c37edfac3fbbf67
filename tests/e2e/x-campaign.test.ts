import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { advanceClock, alwaysOpen, newSession, type Session, waitFor } from '../support/outreach.ts';
import { connectX, uniqueHandle, xSandbox, xSandboxRecords } from '../support/x.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MIN = 60_000;

async function signIn(s: Session): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel('Email').fill(s.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('top-nav').waitFor();
  return page;
}

// Issue #13: an X campaign built in the SPA follows and DMs its leads through the user's X account
// (the X sandbox), and a multichannel campaign's sequence editor offers the X steps.
describe('an X campaign', () => {
  it('is created from a CSV and pasted handles, follows and DMs them on X, and shows it in its stats', async () => {
    // Prepare: a verified user with a connected X account, always inside work hours.
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const handle = uniqueHandle('e2e');
    expect((await connectX(s.token(), handle)).status).toBe(200);
    const page = await signIn(s);

    // Act: the wizard, from the Create Campaign menu's target.
    await page.goto(`${baseUrl()}/campaign/new/twitter`);
    await page.getByTestId('new-x-campaign-page').waitFor();
    await page.getByTestId('campaign-name').fill('Builders on X');
    await page.getByTestId('campaign-csv-input').setInputFiles({
      name: 'builders.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('First Name,Twitter\nAda,@ada_builds\n'),
    });
    await page.getByTestId('campaign-csv-name').filter({ hasText: 'builders.csv' }).waitFor();
    await page.getByTestId('x-campaign-handles').fill('https://x.com/alan_thinks');
    await page.getByTestId('campaign-next').click();
    await page.locator('[data-testid="step-0"][data-step-type="Twitter Follow"]').waitFor();
    await page.getByTestId('campaign-next').click();
    // A DM step needs its message.
    await page.getByText('Please enter a message').waitFor();
    await page.getByTestId('step-1-delay').fill('0');
    await page.getByTestId('step-1-message').fill('Hi {{first_name}}, loved your thread!');
    await screenshot(page, 'x-campaign-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-review').waitFor();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    // The Follow steps, then the DMs right after.
    await advanceClock(25 * MIN);
    await waitFor(async () => (await xSandboxRecords('follows', handle)).length === 2, 30_000, 'the follows');
    await advanceClock(25 * MIN);
    const dms = await waitFor(
      async () => {
        const d = await xSandboxRecords<{ text: string }>('dms', handle);
        return d.length === 2 ? d : null;
      },
      30_000,
      'the DMs',
    );

    // Assess: the DMs are on X once each, shown by the sandbox's inspection page and in the campaign.
    expect(dms.map((d) => d.text)).toContain('Hi Ada, loved your thread!');
    await page.goto(`${baseUrl()}/campaign/details/overview/${campaignId}`);
    await page
      .getByTestId('campaign-stat-x-messaged-value')
      .filter({ hasText: '2' })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('campaign-stat-x-followed-value').textContent()).toBe('2');
    await screenshot(page, 'x-campaign-overview');
    await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    const table = page.getByTestId('campaign-activity-table');
    await table.getByText('X (Twitter) DM sent').first().waitFor({ timeout: 30_000 });
    expect(await table.getByText('X (Twitter) DM sent').count()).toBe(2);
    await page.goto((await xSandbox()).url);
    await page.getByText(`@${handle} → @ada_builds DM`).waitFor();
    await page.getByText('Hi Ada, loved your thread!').waitFor();
    await screenshot(page, 'x-sandbox-dms');
    await page.context().close();
  });

  it("a multichannel campaign's sequence editor offers the X steps when editing", async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'multichannel',
      campaignType: 'linkedin search',
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=founder',
      touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    expect(created.status).toBe(201);
    const page = await signIn(s);

    await page.goto(`${baseUrl()}/campaign/${created.body.id}/sequence`);
    await page.getByTestId('campaign-sequence-page').waitFor();
    await page.getByTestId('sequence-add-step').click();
    await expect.poll(() => page.getByTestId('sequence-add-email').count()).toBe(1);
    await page.getByTestId('sequence-add-twitter-follow').waitFor();
    await page.getByTestId('sequence-add-twitter-dm').click();
    await page.getByTestId('step-1-message').fill('Hi {{first_name}}, found you on LinkedIn too.');
    await screenshot(page, 'multichannel-sequence-x');
    await page.getByTestId('sequence-save').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });

    const c = (await s.call('GET', `/campaigns/${created.body.id}`)).body;
    expect(c.touchSequence.sequence.map((x: { type: string }) => x.type)).toEqual(['LI View', 'Twitter DM']);
    expect(c.touchSequence.sequence[1].message).toBe('Hi {{first_name}}, found you on LinkedIn too.');
    await page.context().close();
  });
});

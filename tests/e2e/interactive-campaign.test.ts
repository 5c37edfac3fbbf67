import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { newSession } from '../support/outreach.ts';

// The interactive campaign (issue #8; spec 3 §2 /interactive-campaign, §7 POST
// /campaigns/interactive-questions): questions make a draft, its leads and sequence screens, publish.
// (The call's rules and errors: tests/integration/interactive-campaigns.test.ts.)
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Interactive campaign', () => {
  it('asks the questions, shows who it reaches and the goal’s sequence, then publishes', async () => {
    const s = await newSession();
    const page = await signedInPage(browser, s);

    await page.goto(`${baseUrl()}/interactive-campaign/questions`);
    await page.getByRole('heading', { name: 'New Interactive Campaign' }).waitFor();
    await page.getByTestId('interactive-next').click();
    await page.getByText('Please choose the goal of your campaign').waitFor();
    await page.getByText('Please tell us who you want to reach').waitFor();
    await page.getByTestId('interactive-name').fill('Sales leaders');
    await page.getByTestId('goal-book-meetings').check();
    await page.getByTestId('interactive-audience').fill('Head of Sales');
    await page.getByTestId('interactive-location').fill('Berlin');
    await page.getByTestId('connections-third').uncheck();
    await page.getByTestId('interactive-offer').fill('We halve sales admin.');
    await page.getByTestId('interactive-next').click();

    await page.waitForURL('**/interactive-campaign/*/leads');
    const id = page.url().split('/').at(-2)!;
    await page
      .getByTestId('interactive-leads-summary')
      .getByText('Head of Sales in Berlin: 2nd-degree connections, up to 2,500 people.')
      .waitFor();
    // The questions screen shows the answers again.
    await page.getByTestId('interactive-step-questions').click();
    await expect.poll(() => page.getByTestId('interactive-audience').inputValue()).toBe('Head of Sales');
    await page.getByTestId('interactive-step-sequence').click();
    await page.getByTestId('step-2').waitFor();
    expect(await page.getByTestId('step-2').getAttribute('data-step-type')).toBe('LI Message');
    await page.getByTestId('interactive-next').click();
    await page.waitForURL(`**/interactive-campaign/${id}/overview`);
    await page
      .getByTestId('campaign-review')
      .getByText('Book meetings with potential customers', { exact: false })
      .waitFor();
    await screenshot(page, 'interactive-campaign-overview');
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL(`**/campaign/details/overview/${id}`);

    const c = (await s.call('GET', `/campaigns/${id}`)).body;
    expect(c).toMatchObject({
      name: 'Sales leaders',
      campaignType: 'interactive questions',
      status: 'active',
      interactiveAnswers: { goal: 'book-meetings', audience: 'Head of Sales', location: 'Berlin' },
    });
    expect(c.touchSequence.sequence[2].message).toContain('We halve sales admin.');
  });
});

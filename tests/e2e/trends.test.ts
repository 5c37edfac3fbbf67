import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, connectSandboxAccount, linkFromMail, PASSWORD, signUp } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('trends end to end', () => {
  it('adds a keyword, and the bot refreshes it with matching posts from the sandbox feed', async () => {
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    await connectSandboxAccount(token, 'sam@sandbox.test');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // Act: a new trend (saving it starts its first refresh).
    await page.goto(`${baseUrl()}/trends`);
    await page.getByTestId('trend-new').click();
    await page.getByTestId('trend-save').click();
    await expect.poll(() => page.getByTestId('trend-error').textContent()).toBe('Please add keyword.');
    await page.getByTestId('trend-term').fill('hiring');
    await page.getByTestId('trend-save').click();
    await page.getByTestId('trend-item').filter({ hasText: 'hiring' }).waitFor();

    // Assess: the seeded "We're hiring!" posts arrive through the bot.
    const first = page.getByTestId('trend-post').first();
    await first.waitFor({ timeout: 120_000 });
    expect((await first.textContent())?.toLowerCase()).toContain('hiring');
    await screenshot(page, 'trends-refreshed');
    await context.close();
  });
});

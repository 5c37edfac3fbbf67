import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, linkFromMail, PASSWORD, signUp } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { uniqueHandle } from '../support/x.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the X tab of the Integrations page', () => {
  it("connects X with the PIN X's consent page shows (a short PIN is refused on the form), then logs out", async () => {
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const handle = uniqueHandle('e2e');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/integrations?tab=twitter`);
    await page.getByTestId('x-sign-in').waitFor();
    await screenshot(page, 'x-integrations-not-connected');
    // X's consent opens in a new tab: sign in there, authorize, read the PIN.
    const [consent] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('x-sign-in').click(),
    ]);
    await consent.getByLabel('Phone, email, or username').waitFor();
    await consent.getByLabel('Phone, email, or username').fill(handle);
    await consent.getByLabel('Password').fill('Sandbox1!');
    await consent.getByRole('button', { name: 'Authorize app' }).click();
    const pin = (await consent.getByTestId('x-pin').textContent())?.trim() ?? '';
    expect(pin).toMatch(/^\d{7}$/);
    await screenshot(consent, 'x-sandbox-pin');
    await consent.close();

    await page.getByTestId('x-pin').fill('123');
    await page.getByTestId('x-pin-validate').click();
    await page.getByText('Pin must 7 characters long').waitFor();
    await page.getByTestId('x-pin').fill(pin);
    await page.getByTestId('x-pin-validate').click();
    await page.getByTestId('x-status').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('x-status').textContent()).toBe('Connected');
    expect(await page.getByTestId('x-account-username').textContent()).toBe(`@${handle}`);
    await screenshot(page, 'x-integrations-connected');
    expect((await api('GET', '/users/me', { token })).body.isTwitterActive).toBe(true);

    await page.getByTestId('x-logout').click();
    await page.getByTestId('x-logout-confirm').click();
    await page.getByTestId('x-sign-in').waitFor();
    expect((await api('GET', '/twitter/details/user', { token })).body).toBeNull();
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, PASSWORD, uniqueEmail } from '../support/api.ts';
import { finishWalkthrough, launchBrowser, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The local identity provider (oidc-provider) shows its own login and consent pages. */
async function passIdentityProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').waitFor();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  // Consent ("Continue") appears the first time this client asks for this account.
  const consent = page.locator('button[type="submit"]', { hasText: 'Continue' });
  await page.waitForLoadState('domcontentloaded');
  if (await consent.isVisible().catch(() => false)) await consent.click();
}

describe('Google and Microsoft sign-in through the standard OAuth code flow (local OIDC providers)', () => {
  it('signs up with Google, lands verified in the app, and can sign in with Google again', async () => {
    const email = uniqueEmail('google');
    const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    await page.goto(`${baseUrl()}/auth/signup`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await passIdentityProvider(page, email);
    // A Google account arrives verified, so the next gate is the walkthrough.
    await page.waitForURL('**/walkthrough', { timeout: 30_000 });
    await screenshot(page, 'google-signup-walkthrough');

    // The API refuses a password sign-in for this account with the spec's 400.
    const pw = await api('POST', '/auth/sign-in', { body: { email, password: 'Whatever1!' } });
    expect(pw.status).toBe(400);
    expect(pw.body.message).toBe('User registered with a different authentication method. Please try again');

    const context = await browser.newContext();
    const again = await context.newPage();
    await again.goto(`${baseUrl()}/auth/login`);
    await again.getByRole('button', { name: 'Continue with Google' }).click();
    await passIdentityProvider(again, email);
    await again.waitForURL('**/walkthrough', { timeout: 30_000 });

    // The profile offers a first password (no current one to give); then email and password sign in.
    await finishWalkthrough(again);
    await again.goto(`${baseUrl()}/settings/user-profile`);
    const form = again.getByTestId('set-password-form');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill('Str0ng!other');
    await form.getByRole('button', { name: 'Set password' }).click();
    await form.getByText('Passwords do not match').waitFor();
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Set password' }).click();
    await again.getByText('Password set successfully').waitFor();
    // The card now changes the password with the current one.
    await again.getByTestId('change-password-form').waitFor();
    await screenshot(again, 'profile-password-set');
    const signIn = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    await context.close();
    await page.close();
  });

  it('signs up with Microsoft', async () => {
    const email = uniqueEmail('microsoft');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/signup`);
    await page.getByRole('button', { name: 'Sign up with Microsoft' }).click();
    await passIdentityProvider(page, email);
    await page.waitForURL('**/walkthrough', { timeout: 30_000 });
    await context.close();
  });

  it('a Google sign-in for an unknown account answers the 404 message', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await passIdentityProvider(page, uniqueEmail('stranger'));
    await page
      .getByText("User doesn't exists. Please click here to create a new account")
      .waitFor({ timeout: 30_000 });
    await context.close();
  });
});

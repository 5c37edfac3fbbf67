import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, linkFromMail, PASSWORD, signUp } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

// Subscribing through the SPA against the Stripe sandbox: the card form is the sandbox's stand-in
// for Stripe.js, typed like a person would.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function ownerOnNewSubscription(): Promise<Page> {
  const { email, token } = await signUp();
  await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
  await api('PATCH', '/users/me/complete-walkthrough', { token });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('top-nav').waitFor();
  await page.goto(`${baseUrl()}/billing/subscription/plans`);
  await page.getByTestId('plan-card-pro').waitFor();
  await page.getByTestId('currency-eur').click();
  await page.getByTestId('cycle-monthly').click();
  await page.getByTestId('choose-pro').click();
  await page.getByTestId('new-subscription-page').waitFor();
  return page;
}

async function fillAndSubmit(page: Page, cardNumber: string) {
  await page.getByTestId('phone').fill('+1 555 0100');
  await page.getByTestId('company').fill('Acme Inc');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  expect(await page.getByTestId('start-using').isDisabled()).toBe(true);
  await page.getByTestId('accept-terms').click();
  await page.getByTestId('accept-no-refund').click();
  await page.getByTestId('start-using').click();
}

/**
 * After a payment the SPA leaves the form for the Subscription Plan page, which shows the paid plan
 * without a reload: the profile was revalidated too, so the shell's trial banner is gone.
 */
async function paid(page: Page) {
  await page.waitForURL((u) => !u.pathname.endsWith('/new'), { timeout: 30_000 });
  await page.getByTestId('current-plan').waitFor({ timeout: 30_000 });
  await page.getByTestId('trial-banner').waitFor({ state: 'detached' });
}

describe('subscribing on the Stripe sandbox', () => {
  it('subscribes with a test card from the plans page (EUR, monthly)', async () => {
    const page = await ownerOnNewSubscription();
    await screenshot(page, 'billing-new-subscription');
    await fillAndSubmit(page, '4242 4242 4242 4242');
    await paid(page);
    expect(await page.getByTestId('current-plan').textContent()).toBe('Pro');
    expect(await page.getByTestId('card-last4').textContent()).toContain('4242');
    await screenshot(page, 'billing-subscribed');
  });

  it('authenticates a 3D Secure card on the sandbox’s page', async () => {
    const page = await ownerOnNewSubscription();
    await fillAndSubmit(page, '4000 0027 6000 3184');
    const frame = page.frameLocator('iframe[title="3D Secure authentication"]');
    await frame.getByText('Complete authentication').waitFor({ timeout: 30_000 });
    await screenshot(page, 'billing-3ds');
    await frame.getByText('Complete authentication').click();
    await paid(page);
    expect(await page.getByTestId('card-last4').textContent()).toContain('3184');
  });

  it('shows the decline on the card field and stays on the form', async () => {
    const page = await ownerOnNewSubscription();
    await fillAndSubmit(page, '4000 0000 0000 0002');
    await expect
      .poll(
        async () =>
          (await page
            .getByTestId('card-error')
            .textContent()
            .catch(() => '')) ?? '',
      )
      .toBe('Your card was declined.');
    await screenshot(page, 'billing-declined');
    expect(page.url()).toContain('/billing/subscription/new');
  });
});

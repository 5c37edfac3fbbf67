import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, baseUrl, linkFromMail, PASSWORD, signUp } from './api.ts';

/** Signs `email` in through the SPA's form in a fresh context; answers the page once the shell shows. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('top-nav').waitFor();
  return page;
}

/**
 * A verified owner who subscribed (business, 2 seats, USD, `pm_card_visa`) through the API. Answers
 * the owner's email and token; `payingOwner` below also signs them in on the SPA.
 */
export async function subscribedOwner(billingType = 'annual') {
  const { email, token } = await signUp();
  await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
  await api('PATCH', '/users/me/complete-walkthrough', { token });
  const sub = await api('POST', '/billing/subscriptions', {
    token,
    body: {
      plan: 'business',
      billingType,
      currency: 'usd',
      seats: 2,
      phone: '+1 555 0100',
      company: 'Acme Inc',
      address: { country: 'US', line1: '1 Main St', city: 'Springfield', postal_code: '12345' },
      paymentMethod: 'pm_card_visa',
    },
  });
  expect(sub.status).toBe(200);
  return { email, token };
}

/** A paying owner (see subscribedOwner) signed in on the SPA, on the current plan page. */
export async function payingOwner(browser: Browser, billingType = 'annual'): Promise<Page> {
  const { email } = await subscribedOwner(billingType);
  const page = await signedInPage(browser, email);
  await page.goto(`${baseUrl()}/billing/subscription`);
  await page.getByTestId('current-plan').waitFor();
  return page;
}

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { newSession } from '../support/outreach.ts';
import { uniqueHandle } from '../support/x.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Issue #13: in AWS, X sends the user back to the SPA's /twitter/code with its code and our state (X's
// OAuth 2.0 has no PIN page); that page shows the PIN to type in Integrations → X. Locally the X sandbox
// shows its code as a PIN, so the story plays X's redirect with that code.
describe('the X code page', () => {
  it("shows the PIN for X's code, which connects X; a used flow, a refusal and a bare visit explain themselves", async () => {
    // Prepare: the sign-in starts in the SPA; X's consent opens in a new tab
    const s = await newSession({ linkedIn: false });
    const handle = uniqueHandle('codepage');
    const page = await signedInPage(browser, s);
    await page.goto(`${baseUrl()}/integrations?tab=twitter`);
    const [x] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('x-sign-in').click(),
    ]);
    await x.waitForURL(/[?&]state=/);
    const state = new URL(x.url()).searchParams.get('state') as string;
    await x.getByLabel('Phone, email, or username').fill(handle);
    await x.getByLabel('Password').fill('Sandbox1!');
    await x.getByRole('button', { name: 'Authorize app' }).click();
    const code = ((await x.getByTestId('x-pin').textContent()) ?? '').trim();

    // Act: X's redirect to the callback page, then the PIN typed on the Integrations page
    await x.goto(`${baseUrl()}/twitter/code?${new URLSearchParams({ code, state })}`);
    const pin = ((await x.getByTestId('x-code-pin').textContent()) ?? '').trim();
    await screenshot(x, 'x-code-page');
    await page.getByTestId('x-pin').fill(pin);
    await page.getByTestId('x-pin-validate').click();

    // Assess: the page's PIN connected X as the handle
    await page
      .getByTestId('x-account-username')
      .filter({ hasText: `@${handle}` })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('x-status').textContent()).toBe('Connected');
    expect(pin).toMatch(/^\d{7}$/);
    expect((await s.call('GET', '/twitter/details/user')).body).toMatchObject({ username: handle });
    // The flow is spent: the same address now says so.
    await x.reload();
    await x
      .getByTestId('x-code-failed')
      .getByText('Your X sign-in expired. Please click "Sign in with X" again.')
      .waitFor();
    await x.goto(`${baseUrl()}/twitter/code?error=access_denied&state=${state}`);
    await x.getByTestId('x-code-failed').getByText('You did not authorize the app on X.').waitFor();
    await x.goto(`${baseUrl()}/twitter/code`);
    await x
      .getByTestId('x-code-failed')
      .getByText('This page needs the code X gives after you authorize the app.')
      .waitFor();
    await screenshot(x, 'x-code-page-failed');
    await page.context().close();
  });
});

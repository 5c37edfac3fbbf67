import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, linkFromMail, PASSWORD, signUp } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { mailSandbox } from '../support/mail.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the email tab of the Integrations page', () => {
  it('connects a sandbox mailbox with SMTP+IMAP (a wrong password is refused on the form), then disconnects it', async () => {
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const m = await mailSandbox();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/integrations?tab=email`);
    await page.getByTestId('email-card-smtp').waitFor();
    expect(await page.getByTestId('email-card-gmail').isVisible()).toBe(true);
    expect(await page.getByTestId('email-card-outlook').isVisible()).toBe(true);
    await screenshot(page, 'email-integrations-cards');

    await page.getByTestId('email-connect-smtp').click();
    await page.getByTestId('smtp-reply-to').fill('sales@mail.sandbox.test');
    await page.getByTestId('smtp-sender-name').fill('Sales Team');
    await page.getByTestId('smtp-server').fill(m.host);
    await page.getByTestId('smtp-username').fill('sales@mail.sandbox.test');
    await page.getByTestId('smtp-password').fill('wrong-password');
    await page.getByTestId('smtp-port').fill(String(m.smtp.port));
    await page.getByTestId('smtp-tls').uncheck();
    await page.getByTestId('imap-server').fill(m.host);
    await page.getByTestId('imap-username').fill('sales@mail.sandbox.test');
    await page.getByTestId('imap-password').fill('Sandbox1!');
    await page.getByTestId('imap-port').fill(String(m.imap.port));
    await page.getByTestId('imap-tls').uncheck();
    await page.getByTestId('smtp-save').click();
    await page.getByTestId('smtp-failure').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('smtp-failure').textContent()).toContain('wrong user name or password');
    await screenshot(page, 'email-smtp-wrong-password');

    await page.getByTestId('smtp-password').fill('Sandbox1!');
    await page.getByTestId('smtp-save').click();
    await page.getByTestId('email-status').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('email-status').textContent()).toBe('Connected');
    expect(await page.getByTestId('email-card-gmail').count()).toBe(0);
    await page.getByText('SMTP + IMAP setting updated successfully').waitFor();
    await screenshot(page, 'email-smtp-connected');

    await page.getByTestId('email-disconnect').click();
    await page.getByTestId('email-disconnect-confirm').click();
    await page.getByTestId('email-connect-smtp').waitFor();
    await page.getByText('SMTP + IMAP settings deleted successfully').waitFor();
    await context.close();
  });

  it('connects Gmail through its OAuth consent and lands back on the email tab, connected', async () => {
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
    await page.goto(`${baseUrl()}/integrations?tab=email`);
    await page.getByTestId('email-connect-gmail').click();
    // The local Gmail provider's own login and consent pages (oidc-provider).
    const mailbox = email.replace('@example.test', '@gmail.sandbox.test');
    await page.locator('input[name="login"]').waitFor();
    await page.locator('input[name="login"]').fill(mailbox);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();
    await page.getByTestId('email-status').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('email-status').textContent()).toBe('Connected');
    expect(await page.getByTestId('email-address').textContent()).toBe(mailbox);
    expect(new URL(page.url()).searchParams.get('code')).toBeNull();
    await screenshot(page, 'email-gmail-connected');
    await context.close();
  });
});

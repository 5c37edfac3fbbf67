import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  connectSandboxAccount,
  linkFromMail,
  mailsTo,
  PASSWORD,
  signUp,
} from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('contacts: the bot syncs connections, the user tags one and gets the CSV by mail', () => {
  it('sync → tag → export by mail', async () => {
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    await connectSandboxAccount(token, 'alex@sandbox.test');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // The first visit starts the full sync; the bot reads the sandbox network page by page.
    await page.goto(`${baseUrl()}/contacts/connections`);
    let sync: any = {};
    for (let i = 0; i < 600 && sync.status !== 'done'; i++) {
      if (sync.status === 'failed') throw new Error(`sync failed: ${JSON.stringify(sync)}`);
      await new Promise((r) => setTimeout(r, 200));
      sync = (await api('GET', '/connections/sync', { token })).body;
    }
    expect(sync).toMatchObject({ status: 'done', mode: 'full' });
    expect(sync.connections).toBeGreaterThan(0);
    expect(sync.connections).toBe(sync.total);
    await page.getByTestId('connection-row').first().waitFor();
    await screenshot(page, 'contacts-connections');

    // Tag the newest connection from its drawer, creating the tag on the way.
    const first = page.getByTestId('connection-row').first();
    const name = (await first.locator('p, span').first().textContent())?.trim() ?? '';
    await first.click();
    const picker = page.getByTestId('connection-tag-picker').locator('input');
    await picker.fill('VIP');
    await page.getByRole('option', { name: 'Create "VIP"' }).click();
    await page.getByTestId('connection-drawer').getByText('VIP').waitFor();
    await screenshot(page, 'contacts-connection-drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('connection-row').first().getByText('VIP').waitFor();

    // Export every connection to CSV by mail.
    await page.getByTestId('connections-export').click();
    const to = `crm-export-${Date.now()}@example.com`;
    await page.getByTestId('export-email').fill(to);
    await page.getByTestId('export-send').click();
    let csv = '';
    for (let i = 0; i < 50 && !csv; i++) {
      const mail = (await mailsTo(to))[0];
      const file = mail?.attachments.find((a) => a.filename === 'connections.csv');
      if (file) csv = Buffer.from(file.content, 'base64').toString('utf8');
      else await new Promise((r) => setTimeout(r, 200));
    }
    const lines = csv.trim().split('\n');
    expect(lines[0]).toContain('Name,First name,Last name,Company');
    expect(lines).toHaveLength(sync.connections + 1);
    expect(lines.find((l) => l.includes(',VIP,'))).toContain(name.split(' ')[0]);

    // The Tag Manager counts the tagged connection.
    await page.goto(`${baseUrl()}/tags`);
    const row = page.getByTestId('tag-row').filter({ hasText: 'VIP' });
    await row.waitFor();
    expect((await row.locator('td').nth(3).textContent())?.trim()).toBe('1');
    await screenshot(page, 'contacts-tags');
    await context.close();
  });
});

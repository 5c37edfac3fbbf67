import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, linkFromMail, PASSWORD, uniqueEmail } from '../support/api.ts';
import { signedInPage } from '../support/billing.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newSession } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('settings pages (issue #11)', () => {
  it('a user changes their password on the profile: a wrong current one says so, the new one signs in', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const page = await signedInPage(browser, s.email);
    await page.goto(`${baseUrl()}/settings/user-profile`);
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Current password', { exact: true }).fill('Wr0ng!pass');
    await form.getByLabel('New password', { exact: true }).fill('weak');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Please enter a password at least 6 characters long').waitFor();
    await form.getByLabel('New password', { exact: true }).fill('N3w!pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The current password is wrong').waitFor();
    await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password updated successfully').waitFor();
    expect(
      (await api('POST', '/auth/sign-in', { body: { email: s.email, password: 'N3w!pass' } })).status,
    ).toBe(200);
    expect(
      (await api('POST', '/auth/sign-in', { body: { email: s.email, password: PASSWORD } })).status,
    ).toBe(401);
    await page.context().close();
  });

  it('a user renames themselves, uploads a photo, changes their email through the mailed link, and sets greetings and auto-withdrawals', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const page = await signedInPage(browser, s.email);

    await page.goto(`${baseUrl()}/settings/user-profile`);
    await page.getByTestId('user-profile-page').waitFor();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Profile saved').waitFor();

    const file = join(tmpdir(), `avatar-${s.userId}.png`);
    await writeFile(file, PNG);
    await page.getByTestId('profile-photo-input').setInputFiles(file);
    await page.getByText('Photo saved').waitFor();
    const img = page.getByTestId('profile-photo').locator('img');
    await img.waitFor();
    // The image really loads (through the API's redirect to storage).
    await img
      .evaluate((el) => (el as HTMLImageElement).decode().then(() => (el as HTMLImageElement).naturalWidth))
      .then((w) => expect(w).toBe(1));

    const next = uniqueEmail('grace');
    await page.getByLabel('New email').fill('nope');
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByText('Please enter a valid email').waitFor();
    await page.getByLabel('New email').fill(next);
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByTestId('profile-pending-email').waitFor();
    await screenshot(page, 'settings-user-profile');

    const token = await linkFromMail(next, '/change-email/');
    await page.goto(`${baseUrl()}/change-email/${token}`);
    await page.getByTestId('email-change-success').waitFor();
    await page.getByRole('link', { name: 'Back to your profile' }).click();
    await page.getByTestId('profile-email').filter({ hasText: next }).waitFor();

    await page.goto(`${baseUrl()}/settings/greetings`);
    const birthday = page.getByTestId('greeting-birthday');
    await birthday.getByRole('switch').check();
    await birthday.getByLabel('Message').fill('');
    await page.getByRole('button', { name: 'Save greetings' }).click();
    await page.getByText('Please enter a message').waitFor();
    await birthday.getByLabel('Message').fill('Happy birthday, {{firstName}}!');
    await page.getByRole('button', { name: 'Save greetings' }).click();
    await page.getByText('Greetings saved').waitFor();

    await page.goto(`${baseUrl()}/settings/auto-withdrawals`);
    await page.getByRole('switch', { name: 'Withdraw pending invitations automatically' }).check();
    await page.getByTestId('auto-withdraw-days').fill('14');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Auto-withdrawal settings saved').waitFor();

    await page.goto(`${baseUrl()}/settings/refer-friend`);
    await page.getByTestId('referral-link').waitFor();
    expect(await page.getByTestId('referral-link').inputValue()).toMatch(
      new RegExp(`/auth/signup\\?ref=${s.userId}$`),
    );
    await screenshot(page, 'settings-refer-friend');

    const prefs = (await s.call('GET', '/users/preferences')).body;
    expect(prefs.autoWithdraw).toEqual({ isEnabled: true, afterDays: 14 });
    expect(prefs.greetingMessages[0]).toMatchObject({ type: 'birthday', isEnabled: true });
    expect((await s.call('GET', '/users/me')).body).toMatchObject({ name: 'Grace Hopper', email: next });
  });
});

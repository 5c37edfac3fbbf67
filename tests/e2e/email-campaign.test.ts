import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD, uniqueEmail } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { sandboxMailSettings, sendToSandbox, waitForSandboxMail } from '../support/mail.ts';
import { advanceClock, alwaysOpen, newSession, waitFor } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MIN = 60_000;
const address = (prefix: string, domain: string) =>
  uniqueEmail(prefix).replace('@example.test', `@${domain}`);

// Issue #13: an email campaign built in the SPA sends through the user's mailbox (real SMTP to the local
// mail server); a reply and a bounce delivered into that mailbox by SMTP are read back over IMAP.
describe('an email campaign', () => {
  it('is created from a CSV of emails, sends its Email step, and shows the reply and the bounce', async () => {
    // Prepare: a verified user with a connected sandbox mailbox, always inside work hours.
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const sender = address('sales', 'mail.sandbox.test');
    await sendToSandbox({ from: 'setup@acme.test', to: sender, subject: 'Welcome', text: 'Hi' });
    expect((await s.call('PUT', '/users/me/mail-settings', await sandboxMailSettings(sender))).status).toBe(
      200,
    );
    const ada = address('ada', 'acme.test');
    const bob = address('bob', 'nowhere.sandbox.test');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // Act: the wizard.
    await page.goto(`${baseUrl()}/campaign/new/email`);
    await page.getByTestId('new-email-campaign-page').waitFor();
    await page.getByTestId('campaign-name').fill('Founders by email');
    await page.getByTestId('campaign-csv-input').setInputFiles({
      name: 'founders.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Email,First Name,Company\n${ada},Ada,Acme\n${bob},Bob,Nowhere\n`),
    });
    await page.getByTestId('campaign-csv-name').filter({ hasText: 'founders.csv' }).waitFor();
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-0-subject').fill('Hello {{first_name}}');
    await page.getByTestId('step-0-message').fill('Hi {{first_name}}, how is {{company}} doing?');
    await screenshot(page, 'email-campaign-step');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-review').waitFor();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    await advanceClock(25 * MIN);
    const mail = await waitForSandboxMail(ada, (m) => m.subject === 'Hello Ada');
    expect(mail.text).toContain('Hi Ada, how is Acme doing?');

    // The lead replies in the thread by SMTP; Bob's address bounced (the server sent a DSN back).
    await sendToSandbox({
      from: ada,
      to: sender,
      subject: 'Re: Hello Ada',
      inReplyTo: mail.messageId,
      references: [mail.messageId!],
      text: `Happy to chat next week.\n\nOn Mon, Sales Team wrote:\n> Hi Ada\n`,
    });
    await waitForSandboxMail(sender, (m) => m.subject === 'Undelivered Mail Returned to Sender');
    await advanceClock(11 * MIN);
    await waitFor(
      async () => {
        const r = (await s.call('GET', `/leads/campaign/${campaignId}/statuses`)).body;
        const b = (await s.call('GET', `/leads/campaign/${campaignId}?type=emailsBounced`)).body;
        return r.repliesCount === 1 && b.total === 1;
      },
      30_000,
      'the reply and the bounce',
    );

    // Assess: the campaign's activity shows the sends, the reply and the bounce.
    await page.goto(`${baseUrl()}/campaign/details/activity/${campaignId}`);
    const table = page.getByTestId('campaign-activity-table');
    await table.getByText('Email reply detected').waitFor({ timeout: 30_000 });
    expect(await table.getByText('Email bounced').count()).toBeGreaterThan(0);
    expect(await table.getByText('Email sent').count()).toBe(2);
    await screenshot(page, 'email-campaign-activity');
    await context.close();
  });

  it('a multichannel campaign mixes the LinkedIn steps and an Email step in the editor', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/campaign/new/multichannel`);
    await page.getByText('New Multichannel Campaign').waitFor();
    await page.getByTestId('campaign-name').fill('LinkedIn then email');
    await page.getByTestId('campaign-source-csv').check();
    await page.getByTestId('campaign-csv-input').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'LinkedIn URL,First Name,Email\nhttps://www.linkedin.com/in/ada-mc-2/,Ada,ada-mc-2@acme.test\n',
      ),
    });
    await page.getByTestId('campaign-csv-name').filter({ hasText: 'people.csv' }).waitFor();
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('sequence-add-step').click();
    await page.getByTestId('sequence-add-email').click();
    await page.getByTestId('step-3-subject').fill('After LinkedIn, {{first_name}}');
    await page.getByTestId('step-3-message').fill('Hi {{first_name}}, following up by email.');
    await screenshot(page, 'multichannel-sequence');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-save-draft').click();
    await page.waitForURL('**/campaign/stats/multichannel/draft', { timeout: 30_000 });

    const list = (await s.call('GET', '/campaigns/search-list?category=multichannel')).body;
    const c = (await s.call('GET', `/campaigns/${list[0].id}`)).body;
    expect(c.category).toBe('multichannel');
    expect(c.touchSequence.sequence.map((x: { type: string }) => x.type)).toEqual([
      'LI View',
      'LI Connect',
      'LI Message',
      'Email',
    ]);
    expect(c.touchSequence.sequence[3]).toMatchObject({ subject: 'After LinkedIn, {{first_name}}' });
    await context.close();
  });
});

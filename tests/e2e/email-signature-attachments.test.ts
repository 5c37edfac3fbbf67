import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { sandboxMailSettings, sendToSandbox, waitForSandboxMail } from '../support/mail.ts';
import { advanceClock, alwaysOpen, newSession } from '../support/outreach.ts';

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
// A 1×1 PNG, so the editor, the preview and the mail show a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const DECK = Buffer.from('%PDF-1.4\n% the deck\n');

// Issue #13: the signature with an image is set up on Integrations → Email, and an Email step carries
// a file; the campaign's email goes out with the file attached and the signature under the message.
describe('the email signature and an Email step attachment', () => {
  it('are set in the SPA, saved, and sent with the campaign email', async () => {
    // Prepare: a connected sandbox mailbox, always inside work hours.
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const sender = address('sales', 'mail.sandbox.test');
    await sendToSandbox({ from: 'setup@acme.test', to: sender, subject: 'Welcome', text: 'Hi' });
    expect((await s.call('PUT', '/users/me/mail-settings', await sandboxMailSettings(sender))).status).toBe(
      200,
    );
    const ada = address('ada', 'acme.test');
    const page = await signedInPage(browser, s);

    // Act 1: the signature, with an uploaded image.
    await page.goto(`${baseUrl()}/integrations?tab=email`);
    await page.getByTestId('email-signature-empty').waitFor();
    await page.getByTestId('email-signature-edit').click();
    const dialog = page.getByTestId('signature-dialog');
    await dialog.getByText('Setup your Email Signature').waitFor();
    const editor = dialog.getByTestId('signature-editor');
    await editor.click();
    await page.keyboard.type('Sam Seller');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Acme Sales ');
    await dialog.getByTestId('signature-image-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.locator('img[src*="logo.png"]').waitFor();
    // A second image is refused with the spec's message.
    await dialog.getByTestId('signature-image-input').setInputFiles({
      name: 'other.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await dialog.getByTestId('signature-error').getByText('You can only add one image!').waitFor();
    await screenshot(page, 'email-signature-dialog');
    const axe = await new AxeBuilder({ page }).include('[data-testid="signature-dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
    await dialog.getByTestId('signature-save').click();
    await dialog.waitFor({ state: 'detached' });

    // Assess 1: shown after a reload, and stored with its image as the one attachment.
    await page.reload();
    const preview = page.getByTestId('email-signature-preview');
    await preview.getByText('Sam Seller').waitFor();
    await preview.locator('img[src*="logo.png"]').waitFor();
    const sig = (await s.call('GET', '/users/signature')).body;
    expect(sig.emailAttachments).toHaveLength(1);
    expect(sig.emailAttachments[0].file_name).toBe('logo.png');
    expect(sig.emailSignature).toContain('Sam Seller');
    expect(sig.emailSignature).toContain(`src="${sig.emailAttachments[0].file_uri}"`);
    await screenshot(page, 'email-signature-card');

    // Act 2: an email campaign whose Email step carries a file (a second one is attached, then removed).
    await page.goto(`${baseUrl()}/campaign/new/email`);
    await page.getByTestId('campaign-name').fill('Deck by email');
    await page.getByTestId('campaign-csv-input').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Email,First Name\n${ada},Ada\n`),
    });
    await page.getByTestId('campaign-csv-name').filter({ hasText: 'people.csv' }).waitFor();
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-0-subject').fill('Our deck, {{first_name}}');
    await page.getByTestId('step-0-message').fill('Hi {{first_name}}, the deck is attached.');
    await page.getByTestId('step-0-signature').locator('input').check();
    for (const [name, buffer] of [
      ['deck.pdf', DECK],
      ['old-deck.pdf', DECK],
    ] as const) {
      await page.getByTestId('step-0-file').setInputFiles({ name, mimeType: 'application/pdf', buffer });
      await page.getByTestId('step-0-attachment').filter({ hasText: name }).waitFor();
    }
    await page
      .getByTestId('step-0-attachment')
      .filter({ hasText: 'old-deck.pdf' })
      .locator('.MuiChip-deleteIcon')
      .click();
    await page
      .getByTestId('step-0-attachment')
      .filter({ hasText: 'old-deck.pdf' })
      .waitFor({ state: 'detached' });
    await screenshot(page, 'email-step-attachments');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-review').waitFor();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    // Assess 2: the saved step carries the one file; the email carries it and the signature.
    const step = (await s.call('GET', `/campaigns/${campaignId}`)).body.touchSequence.sequence[0];
    expect(step).toMatchObject({ type: 'Email', gmail_signature: true });
    expect(step.attachments).toHaveLength(1);
    expect(step.attachments[0]).toMatchObject({ file_name: 'deck.pdf' });
    await advanceClock(25 * MIN);
    const mail = await waitForSandboxMail(ada, (m) => m.subject === 'Our deck, Ada');
    expect(mail.text).toContain('Hi Ada, the deck is attached.\n\n-- \nSam Seller');
    const pdf = mail.attachments.find((a) => a.filename === 'deck.pdf');
    expect(pdf?.content.equals(DECK)).toBe(true);
    // The signature's image by its absolute public URL (stored as a path), which serves the PNG.
    expect(sig.emailAttachments[0].file_uri).toMatch(/^https?:\/\/.+\/blobs\/signatures\/.+\/logo\.png$/);
    const src = /<img src="([^"]+)"/.exec(mail.html || '')?.[1];
    expect(src).toBe(sig.emailAttachments[0].file_uri);
    expect(Buffer.from(await (await fetch(src!)).arrayBuffer()).equals(PNG)).toBe(true);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['deck.pdf']);
    await page.context().close();
  });
});

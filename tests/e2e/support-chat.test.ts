import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { newSession, waitFor } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the help chat button (spec 1 §2)', () => {
  it('opens the chat as the signed-in user, verified; a message reaches support', async () => {
    const s = await newSession({ linkedIn: false });
    const page = await signedInPage(browser, s);
    const chat = (await (await fetch(`${baseUrl()}/_local/info`)).json()).sandboxes.supportChat;
    // Nothing of the chat loads before the button is pressed.
    expect(await page.evaluate(() => typeof (window as { Intercom?: unknown }).Intercom)).toBe('undefined');

    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Support chat' });
    await panel.getByText(`Signed in as ${s.email}`).waitFor();
    await panel
      .getByTestId('support-chat-identity')
      .getByText('Identity verified', { exact: true })
      .waitFor();
    await panel.getByPlaceholder('Write a message…').fill('How do I add a second LinkedIn account?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('How do I add a second LinkedIn account?').waitFor();
    await screenshot(page, 'support-chat');

    const visitor = await waitFor(
      async () =>
        (
          (await (await fetch(chat.visitors)).json()) as {
            userId: string;
            verified: boolean;
            messages: string[];
          }[]
        )
          .filter((v) => v.userId === s.userId)
          .find((v) => v.messages.length > 0),
      10_000,
      'the chat message at the sandbox',
    );
    expect(visitor).toMatchObject({ verified: true, messages: ['How do I add a second LinkedIn account?'] });
    await page.context().close();
  });
});

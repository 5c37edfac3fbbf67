import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, baseUrl, connectSandboxAccount, linkFromMail, PASSWORD, signUp } from '../support/api.ts';
import { launchBrowser, reportPagesOnFailure, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(reportPagesOnFailure);

const SANDBOX_ACCOUNT = 'taylor@sandbox.test';

interface SandboxInbox {
  threads: {
    id: string;
    kind: string;
    messages: { from: string; text: string; attachments: { name: string; byteSize: number }[] }[];
  }[];
}

async function sandboxInbox(): Promise<SandboxInbox> {
  const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
    sandboxes: { linkedin: { url: string } };
  };
  return (
    await fetch(`${info.sandboxes.linkedin.url}/_sandbox/inbox/${SANDBOX_ACCOUNT}`)
  ).json() as Promise<SandboxInbox>;
}

describe('inbox: the bot syncs LinkedIn threads, the user replies and sends a file', () => {
  it('sync → open a thread → reply → reply from a template → reply with an attachment', async () => {
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    await connectSandboxAccount(token, SANDBOX_ACCOUNT);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // The first visit starts the full sync; the list fills in as the bot reads the inboxes.
    await page.goto(`${baseUrl()}/inbox/linkedin`);
    let sync: any = {};
    for (let i = 0; i < 900 && sync.status !== 'done'; i++) {
      if (sync.status === 'failed') throw new Error(`sync failed: ${JSON.stringify(sync)}`);
      await new Promise((r) => setTimeout(r, 200));
      sync = (await api('GET', '/conversations/sync', { token })).body;
    }
    expect(sync).toMatchObject({ status: 'done', mode: 'full' });
    const sandbox = await sandboxInbox();
    const threads = sandbox.threads.filter((t) => t.messages.length > 0);
    await page
      .locator(`[data-testid="conversation-row"]`)
      .nth(threads.length - 1)
      .waitFor();
    expect(await page.getByTestId('conversation-row').count()).toBe(threads.length);
    await screenshot(page, 'inbox-list');

    // Reply in the newest LinkedIn messaging thread.
    const target = threads.find((t) => t.kind === 'linkedin')!;
    await page.locator(`[data-conversation-id="${target.id}"] .MuiListItemButton-root`).click();
    await page.getByTestId('thread-message').first().waitFor();
    const reply = `Thanks, let's talk next week (${Date.now()})`;
    await page.getByTestId('inbox-reply').fill(reply);
    await page.getByTestId('inbox-send').click();
    await page.getByTestId('thread-message').filter({ hasText: reply }).waitFor({ timeout: 60_000 });
    const sent = (await sandboxInbox()).threads.find((t) => t.id === target.id)!;
    expect(sent.messages.filter((m) => m.text === reply && m.from === 'me')).toHaveLength(1);
    await screenshot(page, 'inbox-thread-reply');

    // 'Insert template': a saved message template fills the reply box, and goes out as typed.
    const saved = await api('POST', '/templates', {
      token,
      body: {
        name: 'Inbox follow-up',
        content: { sequence: [{ message: 'Following up on my last note.' }] },
      },
    });
    expect(saved.status).toBe(201);
    await page.getByTestId('inbox-template').click();
    await page.getByTestId('inbox-template-search').fill('follow-up');
    await page.getByTestId('inbox-template-item').filter({ hasText: 'Inbox follow-up' }).click();
    await expect
      .poll(() => page.getByTestId('inbox-reply').inputValue())
      .toBe('Following up on my last note.');
    await page.getByTestId('inbox-reply').press('End');
    await page.getByTestId('inbox-reply').pressSequentially(` (${Date.now()})`);
    const fromTemplate = await page.getByTestId('inbox-reply').inputValue();
    await page.getByTestId('inbox-send').click();
    await page.getByTestId('thread-message').filter({ hasText: fromTemplate }).waitFor({ timeout: 60_000 });
    const templated = (await sandboxInbox()).threads.find((t) => t.id === target.id)!;
    expect(templated.messages.filter((m) => m.text === fromTemplate && m.from === 'me')).toHaveLength(1);

    // A reply with a file: presigned upload, then the bot attaches it on LinkedIn.
    await page.getByTestId('inbox-attach-input').setInputFiles({
      name: 'proposal.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 inbox e2e proposal'),
    });
    await page.getByTestId('inbox-attachments').getByText('proposal.pdf').waitFor();
    const withFile = `Here is the proposal (${Date.now()})`;
    await page.getByTestId('inbox-reply').fill(withFile);
    await page.getByTestId('inbox-send').click();
    const bubble = page.getByTestId('thread-message').filter({ hasText: withFile });
    await bubble.waitFor({ timeout: 60_000 });
    await bubble.getByTestId('message-attachment').filter({ hasText: 'proposal.pdf' }).waitFor();
    const onSite = (await sandboxInbox()).threads
      .find((t) => t.id === target.id)!
      .messages.filter((m) => m.text === withFile);
    expect(onSite).toHaveLength(1);
    expect(onSite[0].attachments).toMatchObject([{ name: 'proposal.pdf', byteSize: 27 }]);
    await screenshot(page, 'inbox-thread-attachment');

    // The Sales Navigator tab reads the Sales Navigator inbox's own calls; a reply goes out there.
    const snList = page.waitForResponse((r) => r.url().includes('/conversations/sn-conversations'));
    await page.goto(`${baseUrl()}/inbox/sales-navigator`);
    const snThreads = threads.filter((t) => t.kind === 'sales-navigator');
    await page
      .locator('[data-testid="conversation-row"]')
      .nth(snThreads.length - 1)
      .waitFor();
    expect((await snList).status()).toBe(200);
    expect(await page.getByTestId('conversation-row').count()).toBe(snThreads.length);
    const lead = snThreads[0];
    await page.locator(`[data-conversation-id="${lead.id}"] .MuiListItemButton-root`).click();
    await page.getByTestId('thread-message').first().waitFor();
    const snReply = `Happy to set up a call (${Date.now()})`;
    await page.getByTestId('inbox-reply').fill(snReply);
    const viaSn = page.waitForResponse((r) => r.url().includes('/send-sn-message'));
    await page.getByTestId('inbox-send').click();
    expect((await viaSn).status()).toBe(200);
    const mine = page.getByTestId('thread-message').filter({ hasText: snReply });
    await mine.waitFor({ timeout: 60_000 });
    // Signed with the account's LinkedIn name, like the messages the sync reads.
    await mine.getByText(/^Taylor Nguyen · /).waitFor();
    const snSent = (await sandboxInbox()).threads.find((t) => t.id === lead.id)!;
    expect(snSent.messages.filter((m) => m.text === snReply && m.from === 'me')).toHaveLength(1);
    await screenshot(page, 'inbox-sales-navigator-reply');
    await context.close();
  });
});

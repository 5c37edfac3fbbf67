import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  baseUrl,
  connectSandboxAccount,
  linkFromMail,
  PASSWORD,
  signUp,
} from '../support/api.ts';
import { launchBrowser, reportPagesOnFailure, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(reportPagesOnFailure);

const SANDBOX_ACCOUNT = 'sam@sandbox.test';

async function sandboxUrl() {
  const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
    sandboxes: { linkedin: { url: string } };
  };
  return info.sandboxes.linkedin.url;
}

/** New pending invitations on the sandbox account (its control API), so each run has its own. */
async function makeInvitations(direction: 'sent' | 'received', count: number) {
  const res = await fetch(`${await sandboxUrl()}/_sandbox/invitations/${SANDBOX_ACCOUNT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ direction, count, message: `e2e ${direction} ${Date.now()}` }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { invitations: { id: string; name: string }[] }).invitations;
}

async function sandboxStatus(id: string) {
  const state = (await (await fetch(`${await sandboxUrl()}/_sandbox/state/${SANDBOX_ACCOUNT}`)).json()) as {
    invitations: { id: string; status: string }[];
    received: { id: string; status: string }[];
  };
  return [...state.invitations, ...state.received].find((i) => i.id === id)?.status;
}

const row = (page: Page, id: string) =>
  page.locator(`[data-testid="invitation-row"][data-invitation-id="${id}"]`);

describe('invitations: the bot syncs LinkedIn invitations, the user withdraws, accepts and rejects', () => {
  it('sync → withdraw a sent one → accept and reject received ones → reflected on LinkedIn and here', async () => {
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    await connectSandboxAccount(token, SANDBOX_ACCOUNT);
    const [sent] = await makeInvitations('sent', 1);
    const [accept, reject] = await makeInvitations('received', 2);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // The first visit starts the sync; the bot reads the invitation manager and the rows appear.
    await page.goto(`${baseUrl()}/invitations`);
    await page.waitForURL('**/invitations/sent');
    await row(page, sent.id).waitFor({ timeout: 120_000 });
    await expect
      .poll(async () => (await page.getByTestId('invitations-tab-sent').textContent()) ?? '')
      .toMatch(/^Sent \(\d+\)$/);
    await screenshot(page, 'invitations-sent');

    // No selection: the spec's warning.
    await page.getByTestId('invitations-withdraw').click();
    await page.getByText('Please select at least one invitation to make this action.').waitFor();

    // Withdraw: queued for the bot's next batch, then gone from Sent and listed under Withdrawn.
    await row(page, sent.id).getByRole('checkbox').check();
    await page.getByTestId('invitations-withdraw').click();
    await page.getByText('The selected invitations are added to the next batch for processing.').waitFor();
    await row(page, sent.id).waitFor({ state: 'detached', timeout: 120_000 });
    expect(await sandboxStatus(sent.id)).toBe('withdrawn');
    await page.getByTestId('invitations-tab-withdrawn').click();
    await page.waitForURL('**/invitations/withdrawn');
    await row(page, sent.id).waitFor();

    // Received: accept one, reject the other.
    await page.getByTestId('invitations-tab-received').click();
    await page.waitForURL('**/invitations/received');
    await row(page, accept.id).getByRole('checkbox').check();
    await page.getByTestId('invitations-accept').click();
    await row(page, accept.id).getByText('Accepting…').waitFor();
    await row(page, reject.id).getByRole('checkbox').check();
    await page.getByTestId('invitations-reject').click();
    await screenshot(page, 'invitations-received-queued');
    await row(page, accept.id).waitFor({ state: 'detached', timeout: 120_000 });
    await row(page, reject.id).waitFor({ state: 'detached', timeout: 120_000 });
    expect(await sandboxStatus(accept.id)).toBe('accepted');
    expect(await sandboxStatus(reject.id)).toBe('ignored');

    // Later: someone invites the user on LinkedIn. Six hours of product time on, the scheduled sync
    // has read it and the open page shows it, with no click and no reload.
    const [fresh] = await makeInvitations('received', 1);
    await advanceClock(6 * 3_600_000);
    await row(page, fresh.id).waitFor({ timeout: 120_000 });
    await context.close();
  });
});

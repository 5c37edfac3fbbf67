import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  api,
  baseUrl,
  connectSandboxAccount,
  linkFromMail,
  PASSWORD,
  signUp,
} from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

const HOUR = 3600_000;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('post scheduling end to end', () => {
  it('schedules a LinkedIn post in the SPA, moves the clock, and the bot posts it on the sandbox feed', async () => {
    // Prepare: a verified user whose LinkedIn (a sandbox account) is connected.
    const { email, token } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    await connectSandboxAccount(token, 'taylor@sandbox.test');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // Act: write the post and schedule it with the 'Post At' dialog's default (about an hour ahead).
    const text = `Our quarterly sandbox report is out (${Date.now()})`;
    await page.goto(`${baseUrl()}/posts/new`);
    await page.getByTestId('post-title').fill('Quarterly report');
    await page.getByTestId('post-content').fill(text);
    // The post audience picker: connections only.
    await page.getByRole('combobox', { name: 'Who can see your post on LinkedIn?' }).click();
    await page.getByRole('option', { name: 'Connections only' }).click();
    await page.getByTestId('post-schedule').click();
    await page.getByTestId('schedule-confirm').click();
    await page.waitForURL('**/posts/linkedin');
    const row = page.getByTestId('post-row').filter({ hasText: 'Quarterly report' });
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    await screenshot(page, 'posts-scheduled');

    // Edit it while it is scheduled: the text changes, the time stays.
    const scheduledAt = (await api('GET', '/posts?network=linkedin', { token })).body.posts[0].scheduledAt;
    await row.getByTestId('post-edit').click();
    await page.getByTestId('post-details-page').waitFor();
    expect(await page.getByTestId('post-content').inputValue()).toBe(text);
    await page.getByTestId('post-content').fill(`${text} (edited)`);
    await page.getByTestId('post-save').click();
    await page.getByText('Post saved').waitFor();
    await page.getByTestId('post-row').getByText(`${text} (edited)`).waitFor();
    const saved = (await api('GET', '/posts?network=linkedin', { token })).body.posts[0];
    expect(saved).toMatchObject({
      content: `${text} (edited)`,
      scheduledAt,
      status: 'pending',
      audience: { type: 'connections_only' },
    });
    await screenshot(page, 'posts-edited');
    await page.goto(`${baseUrl()}/posts/linkedin`);
    await row.waitFor();

    // Move the product clock past the post time; the scheduler fires, the bot posts.
    await advanceClock(2 * HOUR + 15 * 60_000);
    const sandbox = (
      (await (await fetch(`${baseUrl()}/_local/info`)).json()) as { sandboxes: { linkedin: { url: string } } }
    ).sandboxes.linkedin.url;
    let posted: { text: string; urn: string; visibility?: string } | undefined;
    for (let i = 0; i < 90 && !posted; i++) {
      const state = (await (await fetch(`${sandbox}/_sandbox/posts/taylor@sandbox.test`)).json()) as {
        posts: { text: string; urn: string; visibility?: string }[];
      };
      posted = state.posts.find((p) => p.text === `${text} (edited)`);
      if (!posted) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(posted?.urn).toMatch(/^urn:li:activity:/);
    // The bot set the share box's visibility as the audience picker said.
    expect(posted?.visibility).toBe('connections');

    // Assess: the SPA shows it published.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByTestId('post-row')
            .filter({ hasText: 'Quarterly report' })
            .getAttribute('data-status');
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe('published');
    await screenshot(page, 'posts-published');
    await context.close();
  });
});

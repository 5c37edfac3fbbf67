import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, api, baseUrl, linkFromMail, PASSWORD, signUp, uniqueEmail } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { jpegOf, metaSandboxRecords } from '../support/meta.ts';
import { clockNow, waitFor } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOUR = 3600_000;

describe('the Facebook tab of the Integrations page', () => {
  it('logs in with Facebook, selects a page and its Instagram account, Save shows Saved; a post goes to both', async () => {
    const { email, token, refreshCookie } = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token });
    const fbEmail = uniqueEmail('e2efb');

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/integrations?tab=facebook`);
    await page.getByTestId('facebook-login').waitFor();
    await screenshot(page, 'facebook-integrations-not-connected');
    // Facebook Login: log in, then the consent page lists the spec's permissions.
    await page.getByTestId('facebook-login').click();
    await page.getByLabel('Email address or phone number').fill(fbEmail);
    await page.getByLabel('Password').fill('Sandbox1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('meta-scopes').waitFor();
    expect(await page.getByTestId('meta-scopes').textContent()).toContain('instagram_content_publish');
    await screenshot(page, 'facebook-sandbox-consent');
    await page.getByRole('button', { name: /^Continue as / }).click();

    // Back on the tab: the pages are listed with the Instagram account of the first.
    await page.getByTestId('facebook-pages').waitFor({ timeout: 30_000 });
    const fb = (await api('GET', '/facebook', { token })).body;
    expect(fb.facebookAuth).toBe(true);
    const studio = fb.facebookPages.find((p: { ig: unknown }) => p.ig);
    await page.getByTestId(`facebook-page-${studio.id}`).check();
    await page.getByTestId(`facebook-ig-${studio.ig.id}`).check();
    await page.getByTestId('facebook-save').click();
    await page.getByTestId('facebook-saved').waitFor();
    expect(await page.getByTestId('facebook-saved').textContent()).toBe('Saved');
    await screenshot(page, 'facebook-integrations-saved');
    expect((await api('GET', '/facebook/options', { token })).body).toEqual({
      pages_checked: [studio.id],
      ig_accounts_checked: [studio.ig.id],
    });
    // The label goes after 3 seconds.
    await page.getByTestId('facebook-saved').waitFor({ state: 'detached', timeout: 10_000 });

    // A post scheduled to Facebook and Instagram lands on the page and the Instagram account.
    const up = await api('POST', '/uploads/presigned-url', {
      token,
      body: { filename: 'launch.jpg', mimetype: 'image/jpeg', size: 2048, purpose: 'media' },
    });
    await fetch(up.body.signed_url, { method: 'PUT', body: jpegOf(1080, 1080, 2048) });
    const created = await api('POST', '/posts', {
      token,
      body: {
        title: 'Launch',
        content: '<p>Hello from Outreach</p>',
        networks: ['facebook', 'instagram'],
        scheduledAt: (await clockNow()) + HOUR,
        attachments: [{ file_uri: up.body.key, file_name: 'launch.jpg', mimeType: 'image/jpeg' }],
      },
    });
    expect(created.status).toBe(201);
    await advanceClock(HOUR + 60_000);
    // The access token from before the clock moved has expired: refresh it, as the SPA does.
    const refreshed = await api('POST', '/auth/refresh', { cookie: refreshCookie });
    expect(refreshed.status).toBe(200);
    const later = refreshed.body.authToken as string;
    // Any answer but "published" within the wait is shown with the post's status and error codes.
    let last: unknown;
    await waitFor(
      async () => {
        const p = await api('GET', `/posts/${created.body.id}`, { token: later });
        last = p.body;
        return p.body.status === 'published' ? true : null;
      },
      30_000,
      'the post to be published',
    ).catch((e) => {
      throw new Error(`${(e as Error).message}: ${JSON.stringify(last)}`);
    });
    const [fbPost] = await metaSandboxRecords<{ message: string; page_id: string }>('posts', fbEmail);
    expect(fbPost).toMatchObject({ message: 'Hello from Outreach', page_id: studio.id });
    const [igPost] = await metaSandboxRecords<{ caption: string }>('instagram', fbEmail);
    expect(igPost?.caption).toBe('Hello from Outreach');
    await context.close();
  });
});

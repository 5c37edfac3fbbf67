import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePageNames } from '../../web/src/app/routePages.ts';
import { routeTable } from '../../web/src/app/routeTable.ts';
import { EARLY_GET_PATHS } from '../../web/src/modules/api/earlyFetch.ts';
import { baseUrl, linkFromMail, PASSWORD, uniqueEmail } from '../support/api.ts';
import { finishWalkthrough, launchBrowser, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a newcomer signs up and reaches the app shell', () => {
  it('sign up → verification mail → verify → walkthrough → dashboard, then a wrong password shows the spec message', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    const email = uniqueEmail('e2e');

    await page.goto(`${baseUrl()}/auth/signup`);
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Example');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshot(page, 'sign-up');
    await page.getByTestId('sign-up-submit').click();

    // Gate (2): signed in with an unverified email → /app/verifyEmail.
    await page.waitForURL('**/app/verifyEmail');
    const code = await linkFromMail(email, '/verify-email/');
    await page.goto(`${baseUrl()}/verify-email/${code}`);
    await page.waitForURL('**/email-verified');
    await page.getByTestId('email-verified-continue').click();

    // Gate (6): verified but the walkthrough is not completed → /walkthrough.
    await finishWalkthrough(page);
    await page.waitForURL('**/dashboard/this-month');
    const nav = page.getByTestId('top-nav');
    await expect(nav.isVisible()).resolves.toBe(true);
    expect((await nav.boundingBox())?.height).toBe(48);
    await page.getByTestId('dashboard').waitFor();
    await screenshot(page, 'shell-dashboard');

    // A page not built yet renders inside the shell, never a blank screen. Which pages those are
    // changes as issues land, so the route comes from the tables (its params filled with a dummy id).
    // Pages behind a role or feature gate (team, settings, billing, notifications) are left out: a
    // newcomer is sent away from them before any page renders.
    const gated = /^\/(team|settings|billing|notifications)(\/|$)/;
    const unbuilt = routeTable.find(
      (e) => e.zone === 'shell' && !e.redirect && !routePageNames[e.path] && !gated.test(e.path),
    );
    if (unbuilt) {
      await page.goto(`${baseUrl()}${unbuilt.path.replace(/:\w+/g, 'x1')}`);
      await page.getByTestId('not-built-yet').waitFor();
      expect(await page.getByTestId('top-nav').isVisible()).toBe(true);
    }

    await page.getByTestId('logout').click();
    await page.waitForURL('**/auth/login**');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!pass1');
    await page.getByTestId('sign-in-submit').click();
    await page
      .getByText(
        'Something went wrong. If you signed up with gmail or microsoft, please make sure to login with that method.',
      )
      .waitFor();
    await screenshot(page, 'sign-in-error');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();
    expect(new URL(page.url()).pathname).not.toContain('/auth/');

    // A signed-in first load: index.html asks the shell's session answers itself while the scripts
    // download (earlyFetch.ts), and the app takes each of them instead of asking again (issue #7 §8).
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/')) asked.push(path);
    });
    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByTestId('dashboard').waitFor();
    const early = await page.evaluate(() => {
      const e = (window as { __outreachEarly?: { r: Record<string, unknown> } }).__outreachEarly;
      return e ? Object.keys(e.r) : null;
    });
    expect(early).toEqual([]);
    for (const path of EARLY_GET_PATHS) expect(asked.filter((a) => a === `/api/v1${path}`)).toHaveLength(1);
    await page.close();
  });

  it('the sign-in page has no critical accessibility violations', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByTestId('sign-in-submit').waitFor();
    await screenshot(page, 'sign-in');
    const results = await new AxeBuilder({ page }).analyze();
    const critical = results.violations.filter((v) => v.impact === 'critical');
    expect(critical.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('an unknown user gets the 404 message with a link to sign up', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(uniqueEmail('ghost'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      "User doesn't exists. Please click here to create a new account",
    );
    expect(await alert.getByRole('link').getAttribute('href')).toContain('/auth/signup');
    await page.close();
  });
});

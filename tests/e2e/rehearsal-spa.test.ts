import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { newSession, profileCsv, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// "Rehearse in the sandbox" (issue #9), local runtime only: the campaign's sequence runs against the
// LinkedIn sandbox in a throw-away runtime (its own stand-ins, product clock and bot); the SPA shows the
// progress day by day, then the report's chart. A short run: 2 days of 6 leads.
describe('rehearse in the sandbox from the campaign page', () => {
  it(
    'starts a 2-day rehearsal of 6 leads, shows its progress, then the summary and the chart',
    async () => {
      // The user's own limit (issue #9): 3 invitations a day, which the rehearsal runs with (6 leads:
      // it binds on a work day).
      const s = await newSession();
      await s.call('PATCH', '/users/me/complete-walkthrough');
      expect((await s.call('PATCH', '/users/edit-daily-limits', { invites: 3 })).status).toBe(200);
      const created = await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'csv upload',
        csvKey: await uploadCsv(s, profileCsv([{ id: 'rehearsal-spa-person', first: 'Robin' }])),
        touchSequence: viewConnectMessage({ note: 'Hello {{first_name}}' }),
      });
      expect(created.status).toBe(201);

      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/auth/login`);
      await page.getByLabel('Email').fill(s.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByTestId('sign-in-submit').click();
      await page.getByTestId('top-nav').waitFor();
      await page.goto(`${baseUrl()}/campaign/details/overview/${created.body.id}`);

      await page.getByTestId('campaign-rehearse').click();
      const ownLimits = 'Test User: 80 views, 3 invitations, 50 messages a day';
      // The dialog reads the campaign's senders first (Start waits for them).
      await page.getByTestId('rehearsal-sender').first().waitFor();
      expect(await page.getByTestId('rehearsal-sender').allTextContents()).toEqual([ownLimits]);
      // Out-of-range sizes are refused before anything starts.
      await page.getByTestId('rehearsal-days').fill('31');
      await page.getByTestId('rehearsal-start').click();
      await expect
        .poll(() => page.getByTestId('rehearsal-error').textContent())
        .toBe('Days must be from 1 to 30');
      await page.getByTestId('rehearsal-days').fill('2');
      await page.getByTestId('rehearsal-leads').fill('6');
      await page.getByTestId('rehearsal-start').click();

      // Long work shows progress: the runtime starting, then each simulated day's counts.
      await page.getByTestId('rehearsal-progress').waitFor();
      await expect.poll(() => page.getByTestId('rehearsal-step').textContent()).toMatch(/^Day [0-2] of 2\. /);
      await screenshot(page, 'rehearsal-spa-progress');
      await page.getByTestId('rehearsal-result').waitFor({ timeout: 15 * 60_000 });
      const summary = await page.getByTestId('rehearsal-result-summary').textContent();
      expect(summary).toMatch(/^rehearsal: 2 days, 0 restrictions, \d+(\.\d)?% of allowed volume$/);
      expect(await page.getByTestId('rehearsal-result-sender').allTextContents()).toEqual([
        `${ownLimits} (as alex@sandbox.test)`,
      ]);

      // The report's chart: per type, a bar per day against the dashed limit line.
      const report = page.frameLocator('[data-testid="rehearsal-report"]');
      await expect.poll(() => report.getByTestId('rehearsal-summary').textContent()).toBe(summary);
      for (const kind of ['view', 'invite', 'message']) {
        expect(await report.locator(`svg[data-kind="${kind}"] rect`).count()).toBe(2);
        expect(await report.locator(`svg[data-kind="${kind}"] path`).count()).toBe(1);
      }
      // No day above the user's 3 invitations.
      for (const n of await report
        .locator('svg[data-kind="invite"] rect')
        .evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('data-count')))))
        expect(n).toBeLessThanOrEqual(3);
      await screenshot(page, 'rehearsal-spa-report');
      await context.close();
    },
    // A whole throw-away runtime and two simulated days of the real bot in Chromium: minutes.
    20 * 60_000,
  );
});

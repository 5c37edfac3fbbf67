// The daily-limits page's caps panel (issue #9): a newly connected account's default warm-up and a
// pause after LinkedIn's message-limit signal, as the owner sees them; turning the warm-up off.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { signedInPage } from '../support/billing.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { clockNow, newSession } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('daily-limits page: account safety (issue #9)', () => {
  it('shows the default warm-up of a new account and a message pause; the owner turns the warm-up off', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    const deps = await domainDeps();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = await clockNow();
    await deps.db.entities.linkedInAccount
      .upsert({
        ...acc,
        email: `caps-${s.userId}@sandbox.test`,
        credentialsEnc: await deps.secrets.encrypt(JSON.stringify({ email: 'x', password: 'y' }), {
          ...acc,
          purpose: 'linkedin-credentials',
        }),
        createdAt: now,
        updatedAt: now,
      })
      .go();
    const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
    await reportLoginState(deps, acc, {
      status: 'LOGGED_IN',
      profile: { name: 'Caps', publicId: `caps-${s.userId}` },
    });
    const { pauseOutreach } = await import('@outreach/functions/domain/scheduling/caps/pause-invites');
    await pauseOutreach(deps, acc, 'message-limit');

    const page = await signedInPage(browser, s.email);
    await page.goto(`${baseUrl()}/settings/daily-limits`);
    const warm = page.getByTestId('warm-up');
    await warm.waitFor();
    expect(await warm.textContent()).toContain(
      'Warm-up: day 1 of 14. Today your LinkedIn limits are 20% of your settings.',
    );
    const paused = page.getByTestId('messages-paused');
    await paused.waitFor();
    expect(await paused.textContent()).toMatch(
      /^LinkedIn says you reached its message limit\. Messages are paused until /,
    );
    const toggle = page.getByLabel('Warm up this account');
    expect(await toggle.isChecked()).toBe(true);
    await screenshot(page, 'daily-limits-caps');

    await toggle.click();
    await page.getByText('Warm-up turned off').waitFor();
    await warm.waitFor({ state: 'detached' });
    expect(await toggle.isChecked()).toBe(false);
    expect((await s.call('GET', '/users/me/sender-caps')).body.warmUp.enabled).toBe(false);
  });
});

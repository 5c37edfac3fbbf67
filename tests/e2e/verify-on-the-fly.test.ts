import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, mailsTo, sandboxCode } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, waitFor } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RILEY = 'riley@sandbox.test'; // LinkedIn asks this account for an email PIN at every sign-in

describe('verify on the fly (spec 1 §7): the real bot, the sandbox, the mailed link', () => {
  it('LinkedIn signs the account out; the bot meets the PIN on its own; the member enters it from the mail, signed out', async () => {
    // An agency team: its owner has the team settings page (Team > Permissions).
    const s = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    await deps.db.entities.team
      .patch({ teamId: s.teamId })
      .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
      .go();
    const info = await (await fetch(`${baseUrl()}/_local/info`)).json();
    const sandbox = info.sandboxes.linkedin.url as string;

    // Connected once, through the PIN, as a user does on the Integrations page.
    const started = Date.now() - 1000;
    const res = await s.call('PATCH', '/linked-in/update-credentials', {
      email: RILEY,
      password: 'Sandbox1!',
      countryCode: 'CA',
    });
    expect(res.body.loginStatus).toBe('LOGGED_IN_VERIFICATION_EMAIL');
    const first = await s.call('POST', '/linked-in/verify-code', {
      code: await sandboxCode(RILEY, started),
      browserId: res.body.browserId,
    });
    expect(first.body.loginStatus).toBe('LOGGED_IN');

    // The owner turns the setting on in Team > Permissions.
    const owner = await signedInPage(browser, s);
    await owner.goto(`${baseUrl()}/team/settings`);
    await owner.getByLabel('Verify LinkedIn on the fly').check();
    await waitFor(
      async () => (await s.call('GET', `/teams/${s.teamId}`)).body.isVerifyOnTheFlyEnabled === true,
      10_000,
      'the setting saved',
    );
    await screenshot(owner, 'team-settings-verify-on-the-fly');
    await owner.context().close();

    // LinkedIn ends every session of the account; the next work needs a new sign-in, and its PIN.
    const ended = await (await fetch(`${sandbox}/_sandbox/sessions/${RILEY}/end`, { method: 'POST' })).json();
    expect(ended.ended).toBeGreaterThan(0);
    const again = Date.now() - 1000;
    const refresh = s.call('POST', '/linked-in/groups/refresh'); // the bot's work; answers when it can
    const mail = await waitFor(
      async () => (await mailsTo(s.email)).find((m) => m.subject === 'LinkedIn asks for a verification code'),
      90_000,
      'the verify-on-the-fly mail',
    );
    const token = mail.text.match(/\/li-verification\/([\w-]+)/)![1];

    // The member opens the link on another device: no product session.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/li-verification/${token}`);
    await page.getByTestId('linkedin-code-form').waitFor();
    await screenshot(page, 'li-verification-code');
    await page.getByTestId('linkedin-code').fill('12');
    await page.getByTestId('linkedin-code-submit').click();
    await page.getByText('Please make sure you enter a 6 digit code.').waitFor();
    await page.getByTestId('linkedin-code').fill(await sandboxCode(RILEY, again));
    await page.getByTestId('linkedin-code-submit').click();
    await page.getByTestId('li-verification-connected').waitFor({ timeout: 60_000 });
    await screenshot(page, 'li-verification-connected');
    await context.close();

    expect((await s.call('GET', '/users/me')).body.isLinkedInLoginValid).toBe(true);
    // The work that was waiting for LinkedIn goes on: the groups refresh answers.
    expect((await refresh).status).toBeLessThan(500);
  });
});

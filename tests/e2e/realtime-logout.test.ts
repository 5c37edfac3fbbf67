import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { newSession } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('realtime logout (issue #11, spec 1 §4)', () => {
  it("the owner removes a member: the member's open app lands on the sign-in page without a reload", async () => {
    // Prepare: a member of the owner's team, signed in in their own browser context.
    const [owner, member] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    const invited = await owner.call('POST', `/teams/${owner.teamId}/invites`, {
      name: 'Mo Member',
      email: member.email,
      role: 'member',
    });
    expect(invited.status).toBe(200);
    const inviteId = (await owner.call('GET', `/teams/${owner.teamId}/invites`)).body.invites[0].id;
    expect((await member.call('POST', `/teams/invites/${inviteId}/accept`, {})).status).toBe(200);
    const [memberPage, ownerPage] = await Promise.all([
      signedInPage(browser, member),
      signedInPage(browser, owner),
    ]);
    // The member's app keeps the realtime socket open: listen to it from a fresh load.
    const logoutFrame = new Promise<string>((resolve) =>
      memberPage.on('websocket', (ws) =>
        ws.on('framereceived', (f) => {
          if (String(f.payload).includes('"logout"')) resolve(String(f.payload));
        }),
      ),
    );
    await memberPage.reload();
    await memberPage.locator('html[data-realtime="open"]').waitFor({ state: 'attached' });
    // A marker on the window survives only while the page is not reloaded.
    await memberPage.evaluate(() => {
      (window as unknown as { stayed?: boolean }).stayed = true;
    });
    await ownerPage.goto(`${baseUrl()}/team/manage-team`);
    const row = ownerPage.getByTestId(`member-row-${member.email}`);

    // Act: the owner removes the member in the other context.
    await row.getByRole('button', { name: 'Remove', exact: true }).click();
    await row.waitFor({ state: 'detached' });

    // Assess: the server pushed logout over the socket, and the app shows the sign-in page in the same
    // document well before its fallback session poll (every 60 s) could have noticed.
    expect(JSON.parse(await logoutFrame)).toEqual({ type: 'logout', userId: member.userId });
    await memberPage.waitForURL((u) => u.pathname === '/auth/login', { timeout: 20_000 });
    await memberPage.getByTestId('sign-in-submit').waitFor();
    expect(await memberPage.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await screenshot(memberPage, 'realtime-logout-member');
    // The owner stays signed in.
    expect(new URL(ownerPage.url()).pathname).toBe('/team/manage-team');
    await ownerPage.getByTestId('team-members-page').waitFor();
    await memberPage.context().close();
    await ownerPage.context().close();
  });
});

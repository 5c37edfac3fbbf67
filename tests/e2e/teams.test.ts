import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, linkFromMail } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { newSession, type Session } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A verified user past the walkthrough, signed in in a fresh browser context. */
const signedIn = (s: Session): Promise<Page> => signedInPage(browser, s);

describe('teams (issue #11)', () => {
  it('invite by mail → the invitee accepts through the link → listed; the owner impersonates them and stops', async () => {
    const [owner, invitee] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    const ownerPage = await signedIn(owner);
    await ownerPage.goto(`${baseUrl()}/team/manage-team`);
    await ownerPage.getByTestId('team-members-page').waitFor();
    await ownerPage.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Ivy Invitee');
    await dialog.getByLabel('Email', { exact: true }).fill(invitee.email);
    await dialog.getByLabel('Role').click();
    await ownerPage.getByRole('option', { name: 'member', exact: true }).click();
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await ownerPage.getByText('Invite has been sent').waitFor();

    const key = await linkFromMail(invitee.email, '/team/invite/');
    const inviteePage = await signedIn(invitee);
    await inviteePage.goto(`${baseUrl()}/team/invite/${key}`);
    await inviteePage.getByText('Team invitation received').waitFor();
    // Their campaigns may come along (issue #11): the choice says what happens to them, and the accept asks for it.
    await inviteePage.getByLabel('Move my campaigns to this team').check();
    await inviteePage.getByTestId('move-campaigns-hint').waitFor();
    await screenshot(inviteePage, 'team-invite');
    const acceptCall = inviteePage.waitForRequest((r) => /\/teams\/invites\/[^/]+\/accept$/.test(r.url()));
    await inviteePage.getByRole('button', { name: 'Accept' }).click();
    expect((await acceptCall).postDataJSON()).toMatchObject({
      moveCampaigns: true,
      moveMessagesTemplates: false,
    });
    // A member has no members page: the gate sends them on.
    await inviteePage.waitForURL((u) => !u.pathname.startsWith('/team/invite/'));

    await ownerPage.reload();
    const row = ownerPage.getByTestId(`member-row-${invitee.email}`);
    await row.waitFor();
    await screenshot(ownerPage, 'team-members');

    await row.getByRole('button', { name: 'Impersonate' }).click();
    const banner = ownerPage.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Test User');
    await screenshot(ownerPage, 'team-impersonating');
    await banner.getByRole('button', { name: 'click here' }).click();
    await ownerPage.getByTestId('team-members-page').waitFor();
    expect(await ownerPage.getByTestId('impersonation-banner').count()).toBe(0);
    await inviteePage.context().close();
    await ownerPage.context().close();
  });

  it('a notification is delivered and read on the notifications page', async () => {
    const [owner, invitee] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    // Inviting an existing user delivers an in-app notification to them.
    await owner.call('POST', `/teams/${owner.teamId}/invites`, {
      name: 'Nia',
      email: invitee.email,
      role: 'member',
    });
    const page = await signedIn(invitee);
    await page.goto(`${baseUrl()}/notifications`);
    await page.getByTestId('notifications-page').waitFor();
    const item = page.getByTestId('notification-item').first();
    await item.getByText('invited you to join the team').waitFor();
    await page.getByRole('button', { name: 'Mark all as read (1)' }).waitFor();
    await screenshot(page, 'notifications-unread');
    await item.click();
    await page.getByRole('button', { name: /Mark all as read/ }).waitFor({ state: 'detached' });
    expect((await invitee.call('GET', '/notifications/unread-count')).body.unreadCount).toBe(0);
    await page.context().close();
  });
});

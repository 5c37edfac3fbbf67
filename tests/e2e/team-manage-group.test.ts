import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (s: Session): Promise<Page> => signedInPage(browser, s);

async function ghost(o: Session, name: string): Promise<string> {
  const res = await o.call('POST', `/teams/${o.teamId}/invites/ghost`, { name });
  expect(res.status).toBe(200);
  return res.body.member.memberId as string;
}

describe('manage group (issue #11)', () => {
  it('an admin in a group adds a member without a group from the picker and takes them out again', async () => {
    const owner = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    await deps.db.entities.team
      .patch({ teamId: owner.teamId })
      .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
      .go();
    const admin = await newSession({ linkedIn: false });
    expect(
      (
        await owner.call('POST', `/teams/${owner.teamId}/invites`, {
          name: 'Ada Admin',
          email: admin.email,
          role: 'admin',
        })
      ).status,
    ).toBe(200);
    const key = await linkFromMail(admin.email, '/team/invite/');
    const invite = await admin.call('GET', `/teams/invites/${key}`);
    expect((await admin.call('POST', `/teams/invites/${invite.body.id}/accept`, {})).status).toBe(200);
    const members = await owner.call('GET', `/teams/${owner.teamId}/members?perPage=100`);
    const adminId = members.body.members.find((m: { userId: string }) => m.userId === admin.userId).memberId;
    await ghost(owner, 'Lou Loose');
    const elsewhere = await ghost(owner, 'Eve Elsewhere');
    const closers = (await owner.call('POST', '/groups', { name: 'Closers' })).body;
    const hunters = (await owner.call('POST', '/groups', { name: 'Hunters' })).body;
    expect((await owner.call('POST', `/groups/${closers.id}/members/${adminId}`)).status).toBe(200);
    expect((await owner.call('POST', `/groups/${hunters.id}/members/${elsewhere}`)).status).toBe(200);

    // The admin reaches the page from the Team menu; Members (the whole team) is not theirs.
    const page = await signedIn(admin);
    await page.getByTestId('nav-team').click();
    await page.getByRole('menuitem', { name: 'Manage group' }).click();
    await page.getByTestId('team-manage-group-page').waitFor();
    await page.getByText('Closers').first().waitFor();
    await page.getByText(/\(me\)$/).waitFor();

    // The picker offers Lou (no group), not Eve (another group's).
    await page.getByLabel('Add a member').click();
    await page.getByRole('option', { name: /Lou Loose/ }).waitFor();
    expect(await page.getByRole('option', { name: /Eve Elsewhere/ }).count()).toBe(0);
    await page.getByRole('option', { name: /Lou Loose/ }).click();
    await page.getByRole('button', { name: 'Add to group' }).click();
    await page.getByText('Moved Lou Loose to Closers').waitFor();
    const lou = page.getByTestId('group-member-row-Lou Loose');
    await lou.waitFor();
    await screenshot(page, 'team-manage-group');

    await lou.getByRole('button', { name: 'Remove from group' }).click();
    await page.getByText('Removed Lou Loose from the group').waitFor();
    await lou.waitFor({ state: 'detached' });
    const after = await owner.call('GET', `/teams/${owner.teamId}/members?perPage=100`);
    expect(after.body.members.find((m: { name: string }) => m.name === 'Lou Loose').groupId).toBeNull();
    await page.context().close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
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

describe('team groups (issue #11)', () => {
  it('the owner creates a group, puts a member in it, filters the members table by it, renames and deletes it', async () => {
    const owner = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    await deps.db.entities.team
      .patch({ teamId: owner.teamId })
      .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
      .go();
    for (const name of ['Gus Grouped', 'Nell Nogroup'])
      expect((await owner.call('POST', `/teams/${owner.teamId}/invites/ghost`, { name })).status).toBe(200);
    const page = await signedIn(owner);

    await page.goto(`${baseUrl()}/team/groups`);
    await page.getByTestId('team-groups-page').waitFor();
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('Please enter a name').waitFor();
    await page.getByLabel('Group name').fill('Closers');
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('The group has been created').waitFor();
    await page.getByTestId('group-row-Closers').waitFor();

    // Put Gus into the group from the members table.
    await page.goto(`${baseUrl()}/team/manage-team`);
    const gus = page.getByTestId('member-row-Gus Grouped');
    await gus.waitFor();
    await gus.getByRole('combobox', { name: 'Group of Gus Grouped' }).click();
    await page.getByRole('option', { name: 'Closers' }).click();
    await page.getByText('Moved Gus Grouped to Closers').waitFor();

    // The groups page lists the member; its link filters the members table by the group.
    await page.goto(`${baseUrl()}/team/groups`);
    const row = page.getByTestId('group-row-Closers');
    await row.getByText('Gus Grouped').waitFor();
    await screenshot(page, 'team-groups');
    await row.getByRole('link', { name: 'View members' }).click();
    await page.getByTestId('member-row-Gus Grouped').waitFor();
    await page.getByTestId('member-row-Nell Nogroup').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid^="member-row-"]').count()).toBe(1);
    await screenshot(page, 'team-members-by-group');

    await page.goto(`${baseUrl()}/team/groups`);
    await page.getByTestId('group-row-Closers').getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Group name').fill('Hunters');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('group-row-Hunters').waitFor();
    await page.getByTestId('group-row-Hunters').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No groups yet').waitFor();
    await page.context().close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PASSWORD } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, profileCsv, type Session, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

const ADA_COMPANY = 'Engines';

async function signIn(s: Session) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel('Email').fill(s.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('top-nav').waitFor();
  return page;
}

/** A campaign of the session's own leads, from a CSV (each lead gets its 'lead found' activity). */
async function csvCampaign(s: Session, people: Parameters<typeof profileCsv>[0], name: string) {
  const key = await uploadCsv(s, profileCsv(people));
  return (
    await s.call('POST', '/campaigns/linked-in/audience/csv', {
      key,
      name,
      touchSequence: viewConnectMessage(),
    })
  ).body as { id: string };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the lead drawer, mounted by the shell', () => {
  it('opens from the CRM leads list and from a campaign’s leads, edits tags and the lead, Back closes it', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const key = await uploadCsv(
      s,
      profileCsv([
        { id: 'e2e-ld-ada', first: 'Ada', last: 'Byron', company: ADA_COMPANY },
        { id: 'e2e-ld-alan', first: 'Alan', last: 'Turing', company: 'Bletchley' },
      ]),
    );
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Drawer story',
        touchSequence: viewConnectMessage(),
      })
    ).body;

    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // 1. From /contacts/leads: open Ada, create-and-set a tag, see it on the row.
    await page.goto(`${baseUrl()}/contacts/leads`);
    await page.getByTestId('crm-lead-row').filter({ hasText: 'Ada' }).click();
    const drawer = page.getByTestId('lead-drawer');
    await drawer.getByText('Engines').first().waitFor();
    expect(new URL(page.url()).searchParams.get('person')).toBeTruthy();
    await drawer.getByTestId('lead-tag-picker').locator('input').fill('Pioneer');
    await page.getByRole('option', { name: 'Create "Pioneer"' }).click();
    await page.getByText('Tag created').waitFor();
    await page
      .getByTestId('crm-lead-row')
      .filter({ hasText: 'Ada' })
      .getByText('Pioneer', { exact: true })
      .waitFor();
    await screenshot(page, 'lead-drawer-leads');
    // Back closes the drawer and leaves the page as it was.
    await page.goBack();
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/contacts/leads');
    expect(new URL(page.url()).searchParams.get('person')).toBeNull();

    // 2. From the campaign's leads: the same drawer, with the tag; edit the company, see it in the table.
    await page.goto(`${baseUrl()}/campaign/details/leads/${c.id}`);
    await page
      .getByTestId('campaign-lead-row')
      .filter({ hasText: 'Ada' })
      .getByTestId('lead-drawer-link')
      .click();
    await drawer.getByText('Pioneer', { exact: true }).waitFor();
    await drawer.getByTestId('lead-edit-company').fill('Analytical Engines');
    await drawer.getByTestId('lead-edit-save').click();
    await page.getByText('Saved').waitFor();
    await page
      .getByTestId('campaign-lead-row')
      .filter({ hasText: 'Ada' })
      .getByText('Analytical Engines')
      .waitFor();
    // Notes are only for 1st-degree connections.
    await drawer.getByText('Notes feature is available just for your connections.').waitFor();
    await screenshot(page, 'lead-drawer-campaign-leads');
    // A chip's delete takes the tag off (PATCH /leads/{id}/tags).
    await drawer.getByRole('button', { name: 'Pioneer' }).locator('.MuiChip-deleteIcon').click();
    await drawer.getByRole('button', { name: 'Pioneer' }).waitFor({ state: 'detached' });
    // The edited company can be reset to what LinkedIn showed ("reset column"). The reset button goes
    // away with the edit; the focus moves to the field, so Escape still reaches the drawer.
    await drawer.getByTestId('lead-reset-company').click();
    await page
      .getByTestId('campaign-lead-row')
      .filter({ hasText: 'Ada' })
      .getByText(ADA_COMPANY, { exact: true })
      .waitFor();
    await drawer.getByTestId('lead-reset-company').waitFor({ state: 'detached' });
    expect(await drawer.getByTestId('lead-edit-company').inputValue()).toBe(ADA_COMPANY);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'lead-edit-company',
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/campaign/details/leads/${c.id}`);

    const info = (await s.call('GET', '/leads/urn:li:fsd_profile:e2e-ld-ada')).body;
    expect(info.person.currentEmployer).toBe(ADA_COMPANY);
    expect(info.editedColumns).toEqual([]);
    expect(info.tags).toEqual([]);
    await page.close();
  });
});

describe('the lead drawer from the activity lists and the inbox', () => {
  it('a name in the campaign’s activity, the global activity and the dashboard opens the drawer', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const c = await csvCampaign(
      s,
      [
        { id: 'e2e-la-grace', first: 'Grace', last: 'Hopper', company: 'Navy' },
        { id: 'e2e-la-linus', first: 'Linus', last: 'Torvalds', company: 'Kernel' },
      ],
      'Activity drawer story',
    );
    const page = await signIn(s);
    const drawer = page.getByTestId('lead-drawer');
    const lists = [
      { path: `/campaign/details/activity/${c.id}`, table: 'campaign-activity-table', who: 'Grace' },
      { path: '/campaign/activity', table: 'activity-table', who: 'Linus' },
      { path: '/dashboard/this-month', table: 'dashboard-activity-table', who: 'Grace' },
    ];
    for (const { path, table, who } of lists) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId(table).getByTestId('lead-drawer-link').filter({ hasText: who }).first().click();
      await drawer.getByTestId('lead-drawer-tab-personal_details').waitFor();
      await drawer
        .getByText(who === 'Grace' ? 'Navy' : 'Kernel')
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      // Closing goes Back once its 300 ms are over; the next page is opened after that.
      await page.waitForURL((u) => !u.searchParams.has('person'));
    }
    await page.close();
  });

  it('the person of an inbox thread or list row opens the lead drawer for a lead, the connection drawer for a connection', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/me/complete-walkthrough');
    await csvCampaign(
      s,
      [{ id: 'e2e-ib-ada', first: 'Ada', last: 'Inbox', company: 'Engines' }],
      'Inbox drawer',
    );
    // The bot's part, as it reports a sync of the LinkedIn inbox and network (the syncs themselves
    // are inbox.test.ts and contacts-sync-tag-export.test.ts): Ada is a lead, Alan a connection only,
    // Eve neither.
    const deps = await domainDeps();
    const { recordInboxThreads } = await import(
      '@outreach/functions/domain/conversations/record-inbox-threads'
    );
    const { recordConnections } = await import('@outreach/functions/domain/contacts/record-connections');
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = deps.clock.now();
    await recordConnections(
      deps,
      acc,
      [
        {
          publicId: 'e2e-ib-alan',
          firstName: 'Alan',
          lastName: 'Network',
          company: 'Bletchley',
          connectedAt: now,
        },
      ],
      { total: 1 },
    );
    const people = [
      { publicId: 'e2e-ib-ada', firstName: 'Ada', lastName: 'Inbox' },
      { publicId: 'e2e-ib-alan', firstName: 'Alan', lastName: 'Network' },
      { publicId: 'e2e-ib-eve', firstName: 'Eve', lastName: 'Stranger' },
    ];
    await recordInboxThreads(
      deps,
      acc,
      people.map((p, i) => ({
        conversationId: `2-e2e-ib-${p.publicId}==`,
        source: 'linkedin' as const,
        participants: [
          {
            ...p,
            entityUrn: `urn:li:fsd_profile:ACoE2e${i}`,
            objectUrn: `ACoE2e${i}`,
            headline: 'Engineer',
            imageUrl: null,
          },
        ],
        lastActivityAt: now - i * 60_000,
        unreadCount: 0,
        messages: [
          {
            messageId: `e2e-ib-m${i}`,
            direction: 'in' as const,
            senderName: p.firstName,
            text: `Hello from ${p.firstName}`,
            createdAt: now - i * 60_000,
          },
        ],
      })),
    );
    const sync = await deps.db.entities.inboxSync.get(acc).go();
    if (!sync.data)
      await deps.db.entities.inboxSync
        .create({
          ...acc,
          status: 'done',
          mode: 'full',
          actionId: 'e2e',
          synced: 3,
          startedAt: now,
          finishedAt: now,
          fullDoneAt: now,
        })
        .go();

    const page = await signIn(s);
    await page.goto(`${baseUrl()}/inbox/linkedin`);
    const thread = page.getByTestId('conversation-thread');
    const row = (publicId: string) => page.locator(`[data-conversation-id="2-e2e-ib-${publicId}=="]`);
    const threadOf = (name: string) => thread.getByTestId('thread-person-name').filter({ hasText: name });
    // The row's main click (here on its last message, away from the person) opens the conversation.
    const open = async (publicId: string) => {
      await row(publicId).getByText('Hello from').click();
      await thread.getByText(`Hello from`).first().waitFor();
    };
    // Ada, a lead: the lead drawer, without its Messages tab on the inbox page.
    await open('e2e-ib-ada');
    await thread.getByTestId('thread-person-link').filter({ hasText: 'Ada Inbox' }).click();
    const leadDrawer = page.getByTestId('lead-drawer');
    await leadDrawer.getByText('Engines').first().waitFor();
    expect(new URL(page.url()).searchParams.get('person')).toBe('urn:li:fsd_profile:e2e-ib-ada');
    expect(await leadDrawer.getByTestId('lead-drawer-tab-messages').count()).toBe(0);
    await screenshot(page, 'lead-drawer-inbox');
    await page.keyboard.press('Escape');
    await leadDrawer.waitFor({ state: 'hidden' });
    await page.waitForURL((u) => !u.searchParams.has('person'));
    // Alan, a connection who is no lead: the connection drawer.
    await open('e2e-ib-alan');
    await thread.getByTestId('thread-person-link').filter({ hasText: 'Alan Network' }).click();
    const connectionDrawer = page.getByTestId('connection-drawer');
    await connectionDrawer.getByText('Bletchley').first().waitFor();
    expect(await connectionDrawer.getByRole('tab', { name: 'Messages' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await connectionDrawer.waitFor({ state: 'hidden' });
    await page.waitForURL((u) => !u.searchParams.has('person'));
    expect(new URL(page.url()).pathname).toBe('/inbox/linkedin');
    // Eve, neither: her name is plain text.
    await open('e2e-ib-eve');
    await threadOf('Eve Stranger').waitFor();
    expect(await thread.getByTestId('thread-person-link').count()).toBe(0);

    // The list rows' people, over Eve's open thread: Ada's name opens the lead drawer, Alan's picture
    // the connection drawer; the conversation shown stays Eve's.
    await row('e2e-ib-ada').getByTestId('conversation-row-person').filter({ hasText: 'Ada Inbox' }).click();
    await leadDrawer.getByText('Engines').first().waitFor();
    expect(await leadDrawer.getByTestId('lead-drawer-tab-messages').count()).toBe(0);
    await screenshot(page, 'lead-drawer-inbox-row');
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.searchParams.has('person'));
    await row('e2e-ib-alan').getByTestId('conversation-row-person').first().click();
    await connectionDrawer.getByText('Bletchley').first().waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.searchParams.has('person'));
    await threadOf('Eve Stranger').waitFor();
    // Eve's own row: no drawer for her, so her person opens her conversation, as the row does.
    await open('e2e-ib-alan');
    await row('e2e-ib-eve')
      .getByTestId('conversation-row-person')
      .filter({ hasText: 'Eve Stranger' })
      .click();
    await threadOf('Eve Stranger').waitFor();
    expect(new URL(page.url()).searchParams.has('person')).toBe(false);
    // By keyboard: Tab from Ada's row reaches its "Open profile of Ada Inbox" button; Enter opens her
    // lead drawer, and Escape closes it.
    await row('e2e-ib-ada').getByRole('button').first().focus();
    await page.keyboard.press('Tab');
    const profile = row('e2e-ib-ada').getByRole('button', { name: 'Open profile of Ada Inbox' });
    expect(await profile.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await leadDrawer.getByText('Engines').first().waitFor();
    expect(new URL(page.url()).searchParams.get('person')).toBe('urn:li:fsd_profile:e2e-ib-ada');
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.searchParams.has('person'));
    await page.close();
  });
});

describe('campaign leads: select all beyond the page', () => {
  it('selects every lead through GET /leads/campaign/{id}/all and removes them together', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const people = Array.from({ length: 12 }, (_, i) => ({
      id: `e2e-sa-${i}`,
      first: `Sam${i}`,
      last: 'Select',
    }));
    const key = await uploadCsv(s, profileCsv(people));
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Select all story',
        touchSequence: viewConnectMessage(),
      })
    ).body;

    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(s.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    await page.goto(`${baseUrl()}/campaign/details/leads/${c.id}`);
    await page.getByTestId('campaign-lead-row').first().waitFor();
    await page.getByLabel('Rows per page').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('checkbox', { name: 'Select all leads' }).check();
    await page.getByTestId('campaign-leads-selected').filter({ hasText: '10 selected' }).waitFor();
    await page.getByTestId('campaign-leads-select-all').filter({ hasText: 'Select all 12 leads' }).click();
    await page.getByTestId('campaign-leads-selected').filter({ hasText: '12 selected' }).waitFor();
    await screenshot(page, 'campaign-leads-select-all');
    await page.getByTestId('leads-skip').click();
    await page.getByTestId('campaign-details-tab-ignored-leads').filter({ hasText: '(12)' }).waitFor();
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.ignoredLeadsCount).toBe(12);
    await page.close();
  });
});

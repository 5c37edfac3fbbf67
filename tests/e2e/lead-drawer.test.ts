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

describe('the lead drawer, mounted by the shell', () => {
  it('opens from the CRM leads list and from a campaign’s leads, edits tags and the lead, Back closes it', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/me/complete-walkthrough');
    const key = await uploadCsv(
      s,
      profileCsv([
        { id: 'e2e-ld-ada', first: 'Ada', last: 'Byron', company: 'Engines' },
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
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/campaign/details/leads/${c.id}`);

    const info = (await s.call('GET', '/leads/urn:li:fsd_profile:e2e-ld-ada')).body;
    expect(info.person.currentEmployer).toBe('Analytical Engines');
    expect(info.tags).toEqual([]);
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

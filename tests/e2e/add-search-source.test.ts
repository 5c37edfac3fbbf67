import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectSandboxAccount, mailsTo } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { newSession, waitFor } from '../support/outreach.ts';

// "Add more leads" with another search (issue #8; spec 3 §7 POST /lead-sources, §4 restart per lead
// source): on a running LinkedIn search campaign the user adds a second search from the add-leads
// page; a URL of the wrong kind is refused in the server's words; the real bot collects the new
// search's people from the sandbox into the same campaign; the restart dialog then offers that
// source on its own. (Over HTTP: integration lead-sources.)
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const search = (title: string) =>
  `https://www.linkedin.com/search/results/people/?origin=FACETED_SEARCH&network=%5B%22S%22%2C%22O%22%5D&titleFreeText=${encodeURIComponent(title)}`;

describe('another search for a running campaign', () => {
  it('adds a Product Manager search to a Data Engineer campaign; the bot collects both into it', async () => {
    const s = await newSession({ linkedIn: false });
    await connectSandboxAccount(s.token(), 'sam@sandbox.test');
    const created = await s.call('POST', '/campaigns/audience', {
      name: 'Data people',
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: search('Data Engineer'),
      touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);

    const page = await signedInPage(browser, s);
    await page.goto(`${baseUrl()}/campaign/details/overview/${id}`);
    await page.getByTestId('campaign-add-leads').click();
    await page.waitForURL(`**/campaign/add-leads/linkedin?campaignId=${id}`);
    const form = page.getByTestId('add-search-source');
    await form.waitFor();
    // A Sales Navigator URL is not a LinkedIn people search: the server's own words, nothing sent.
    await page.getByTestId('add-source-url').fill('https://www.linkedin.com/sales/search/people?query=x');
    await page.getByTestId('add-source-submit').click();
    await form.getByText('Please use a valid Linkedin search URL.').waitFor();

    await page.getByTestId('add-source-url').fill(search('Product Manager'));
    await page.getByTestId('add-source-submit').click();
    await page.getByText('Search added: its people join the campaign as the bot collects them').waitFor();
    const sources = page.getByTestId('lead-source');
    await expect.poll(() => sources.count()).toBe(2);
    await sources
      .nth(1)
      .getByText(`linkedin search: ${search('Product Manager')}`)
      .waitFor();
    await screenshot(page, 'add-search-source');

    // The real bot runs both searches on the sandbox: Data Engineers and Product Managers become
    // leads of the one campaign, nobody else.
    type Lead = { person: Record<string, unknown> };
    let leads: Lead[] = [];
    const has = (title: RegExp) => leads.some((l) => title.test(JSON.stringify(l.person)));
    await waitFor(
      async () => {
        leads = (await s.call('GET', `/leads/campaign/${id}?perPage=200`)).body.leads ?? [];
        return has(/product manager/i) && has(/data engineer/i);
      },
      150_000,
      'both searches to be collected',
    );
    expect(leads.every((l) => /data engineer|product manager/i.test(JSON.stringify(l.person)))).toBe(true);
    // The campaign's leads export (POST /leads/campaign/{id}/csv) from its Leads tab, by mail.
    await page.goto(`${baseUrl()}/campaign/details/leads/${id}`);
    await page.getByTestId('campaign-leads-export').click();
    const to = `campaign-export-${id}@example.com`;
    await page.getByTestId('export-email').fill(to);
    await page.getByTestId('export-send').click();
    const mail = await waitFor(
      async () => (await mailsTo(to))[0]?.attachments.find((a) => a.filename === 'leads.csv'),
      30_000,
      'the leads export mail',
    );
    const csv = Buffer.from(mail.content, 'base64').toString('utf8');
    expect(csv.split('\n')[0]).toContain('Name,First name,Last name,Company,Position,Campaign,Status');
    expect(csv).toContain('Data people');
    // Its search ends once the sandbox has no more pages; the page shows it, and the restart
    // dialog offers it alone.
    await waitFor(
      async () => (await s.call('GET', `/lead-sources/campaign/${id}`)).body[1]?.isSearchEnded === true,
      150_000,
      'the added search to end',
    );
    await page.goto(`${baseUrl()}/campaign/add-leads/linkedin?campaignId=${id}`);
    await page.getByTestId('lead-source').nth(1).getByText('Ended').waitFor();
    await page.goto(`${baseUrl()}/campaign/details/overview/${id}`);
    await page.getByTestId('campaign-restartSearch').click();
    const dialog = page.getByTestId('restart-search-dialog');
    await dialog.getByText(`linkedin search: ${search('Product Manager')}`).waitFor();
    await dialog.getByTestId('restart-source').last().check();
    await dialog.getByTestId('restart-search-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    const after = (await s.call('GET', `/lead-sources/campaign/${id}`)).body;
    expect(after[1]).toMatchObject({ isSearchEnded: false, isInitial: false });
    await page.context().close();
  });
});

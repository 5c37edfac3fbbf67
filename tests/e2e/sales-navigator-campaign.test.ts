import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectSandboxAccount } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, waitFor } from '../support/outreach.ts';

// The LinkedIn campaign wizard's Sales Navigator and Recruiter sources (issue #8): Premium gating in
// the server's words, each source's URL rule with its text, then a Sales Navigator saved search
// picked from the account's saved searches (read by the bot), published from the wizard, whose leads the bot collects from the sandbox's Sales Navigator.
// (The bot's reading of every result page: bot/src/sales-navigator.e2e.test.ts; the server's rules
// over HTTP: tests/integration/sales-navigator-campaigns.test.ts.)
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const setPlan = async (teamId: string, plan: string) =>
  (await domainDeps()).db.entities.team.patch({ teamId }).set({ plan }).go();

describe('Sales Navigator and Recruiter sources in the LinkedIn campaign wizard', () => {
  it('locks them on a free plan; on Pro checks each URL, publishes a saved search and collects its leads', async () => {
    const s = await newSession({ linkedIn: false });
    // alex holds both Sales Navigator and Recruiter in the sandbox; the real bot signs in.
    await connectSandboxAccount(s.token(), 'alex@sandbox.test');
    await setPlan(s.teamId, 'free');
    const call = async (path: string) => (await s.call('GET', path)).body;
    const page = await signedInPage(browser, s);

    // The bot read alex's two Sales Navigator contracts at sign-in; the user picks the one to work under.
    await page.goto(`${baseUrl()}/integrations?tab=linkedin`);
    const chooser = page.getByTestId('sales-contract-chooser');
    await chooser.getByRole('button', { name: 'Save' }).click();
    await chooser.getByText('Please change contract before save').waitFor();
    await chooser.getByLabel('Contract').click();
    await page.getByRole('option', { name: 'Sandbox Ventures Enterprise' }).click();
    await chooser.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sales Navigator contract saved').waitFor();
    expect((await call('/users/me/cloud-bot-info')).selectedContractId).toBe('urn:li:salesContract:7102');
    expect((await call('/users/me')).selectedContractId).toBe('urn:li:salesContract:7102');
    await screenshot(page, 'sales-navigator-contract');

    // Free plan: the three sources are there but cannot be chosen, and the page says why.
    await page.goto(`${baseUrl()}/campaign/new/linkedin`);
    await page
      .getByTestId('campaign-source-upgrade-hint')
      .getByText('Experience the full potential of this feature by upgrading to one of our Premium plans.')
      .waitFor();
    for (const src of ['sales-navigator', 'sales-navigator-saved', 'recruiter'])
      expect(await page.getByTestId(`campaign-source-${src}`).isDisabled()).toBe(true);
    expect(await page.getByTestId('campaign-source-search').isDisabled()).toBe(false);
    await screenshot(page, 'sales-navigator-sources-free');

    await setPlan(s.teamId, 'pro');
    await page.reload();
    await page.getByTestId('campaign-source-sales-navigator').waitFor();
    expect(await page.getByTestId('campaign-source-upgrade-hint').count()).toBe(0);

    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    const sandbox = info.sandboxes.linkedin.url;
    await page.getByTestId('campaign-name').fill('Founders from my saved search');

    // A people search is no Recruiter search, and a Recruiter search no Sales Navigator one.
    await page.getByTestId('campaign-source-recruiter').check();
    await page.getByTestId('campaign-search-url').fill(`${sandbox}/search/results/people/?keywords=cto`);
    await page.getByTestId('campaign-next').click();
    await page.getByText('Please use a valid LinkedIn Recruiter search URL.').waitFor();
    await page.getByTestId('campaign-source-sales-navigator-saved').check();
    await page
      .getByTestId('campaign-search-url')
      .fill(`${sandbox}/talent/hire/7001/discover/recruiterSearch?keywords=cto`);
    await page.getByTestId('campaign-next').click();
    await page.getByText('Please use a valid Linkedin sales navigator URL.').waitFor();

    // The saved searches come from the account's Sales Navigator (the bot reads them on Refresh).
    await page.getByText('Refresh to load your saved lead searches from Sales Navigator').waitFor();
    await page.getByTestId('linkedin-saved-searches-refresh').click();
    await page.getByText('successfully refreshed saved searches').waitFor({ timeout: 60_000 });
    await page.getByTestId('linkedin-saved-search-select').click();
    await page.getByTestId('linkedin-saved-search-50002').click();
    const savedSearch = 'https://www.linkedin.com/sales/search/people?savedSearchId=50002';
    expect(await page.getByTestId('campaign-search-url').inputValue()).toBe(savedSearch);
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-1').waitFor();
    await page.getByTestId('campaign-next').click();
    await page
      .getByTestId('campaign-review')
      .getByText(`Sales Navigator saved search: ${savedSearch}`)
      .waitFor();
    await screenshot(page, 'sales-navigator-review');
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    // Stored as the real site's URL, with the saved-search type.
    const c = await call(`/campaigns/${campaignId}`);
    expect(c).toMatchObject({
      name: 'Founders from my saved search',
      campaignType: 'sales navigator saved search',
      searchUrl: savedSearch,
      status: 'active',
    });

    // The bot reads the saved search in Sales Navigator: its founders become the campaign's leads.
    // The saved search holds more than one result page (25 a page), all founders.
    let leads: { person: Record<string, unknown> }[] = [];
    const collected = async () => {
      const body = await call(`/leads/campaign/${campaignId}?perPage=100`);
      leads = body.leads ?? [];
      return leads.length > 25;
    };
    // Waits for the leads themselves: the bot may be between its report and its outcome being applied.
    await waitFor(collected, 150_000, 'the saved search to be collected');
    expect(leads.every((l) => /founder/i.test(JSON.stringify(l.person)))).toBe(true);
    expect(new Set(leads.map((l) => JSON.stringify(l.person))).size).toBe(leads.length);

    await page.goto(`${baseUrl()}/campaign/details/leads/${campaignId}`);
    await page
      .getByTestId('campaign-leads-table')
      .getByText(/founder/i)
      .first()
      .waitFor();
    await screenshot(page, 'sales-navigator-leads');
    // The bot worked under the chosen contract.
    const state = await (await fetch(`${sandbox}/_sandbox/state/alex@sandbox.test`)).json();
    expect(state.salesContract).toBe('urn:li:salesContract:7102');
    await page.context().close();
  });
});

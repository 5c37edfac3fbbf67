import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectSandboxAccount } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { newSession, type Session, waitFor } from '../support/outreach.ts';

// The LinkedIn campaign wizard's "Search from filters" source (issue #8; spec 3's search keyword
// filters and spec 4's `searchParameters`): a search with no filter is refused in the server's
// words, the filters show the LinkedIn search they make, the server builds that search, and the
// real bot collects only the people it finds in the sandbox. (The URL rule: shared
// people-search-url.test.ts; over HTTP: integration campaign-audience.)
let browser: Browser;

/** Waits until the bot has collected at least 5 of the campaign's leads, and answers them. */
async function collected(s: Session, campaignId: string): Promise<{ person: Record<string, unknown> }[]> {
  let leads: { person: Record<string, unknown> }[] = [];
  await waitFor(
    async () => {
      leads = (await s.call('GET', `/leads/campaign/${campaignId}?perPage=100`)).body.leads ?? [];
      return leads.length >= 5;
    },
    150_000,
    'the search to be collected',
  );
  return leads;
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Search from filters in the LinkedIn campaign wizard', () => {
  it('refuses a search without filters, publishes Data Engineers among 2nd and 3rd connections and collects only them', async () => {
    const s = await newSession({ linkedIn: false });
    await connectSandboxAccount(s.token(), 'alex@sandbox.test');
    const page = await signedInPage(browser, s);
    await page.goto(`${baseUrl()}/campaign/new/linkedin`);
    await page.getByTestId('campaign-name').fill('Data Engineers');
    await page.getByTestId('campaign-source-filters').check();
    await page.getByTestId('campaign-next').click();
    await page.getByText('Please enter keywords or at least one filter for the search').waitFor();

    await page.getByTestId('campaign-filter-title').fill('Data Engineer');
    // Any filter answers the refusal, not only the keywords.
    await page
      .getByText('Please enter keywords or at least one filter for the search')
      .waitFor({ state: 'detached' });
    const url =
      'https://www.linkedin.com/search/results/people/?origin=FACETED_SEARCH&network=%5B%22S%22%2C%22O%22%5D&titleFreeText=Data+Engineer';
    await page.getByTestId('campaign-filters-url').getByText(url).waitFor();
    await screenshot(page, 'search-filters');
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-1').waitFor();
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-review').getByText(`LinkedIn search from filters: ${url}`).waitFor();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;

    expect((await s.call('GET', `/campaigns/${campaignId}`)).body).toMatchObject({
      campaignType: 'linkedin search',
      searchUrl: url,
      searchParameters: {
        connections: { first: false, second: true, third: true },
        specifyKeywords: { title: 'Data Engineer' },
      },
    });
    // The bot runs the search on the sandbox: its Data Engineers, and nobody else, become the leads.
    const leads = await collected(s, campaignId);
    expect(leads.every((l) => /data engineer/i.test(JSON.stringify(l.person)))).toBe(true);
    await page.context().close();
  });

  it('finds places through LinkedIn’s typeahead (GET /search/autocomplete) and collects only people there', async () => {
    const s = await newSession({ linkedIn: false });
    await connectSandboxAccount(s.token(), 'taylor@sandbox.test');
    const page = await signedInPage(browser, s);
    await page.goto(`${baseUrl()}/campaign/new/linkedin`);
    await page.getByTestId('campaign-name').fill('Berlin and Munich');
    await page.getByTestId('campaign-source-filters').check();
    // Typed, then looked up through the account's LinkedIn by the real bot (debounced).
    const locations = page.getByTestId('campaign-filter-locations');
    await locations.fill('berl');
    await page.getByTestId('campaign-filter-locations-option').getByText('Berlin, Berlin, Germany').click();
    await locations.fill('mun');
    await page.getByTestId('campaign-filter-locations-option').getByText('Munich, Bavaria, Germany').click();
    // The industries' typeahead answers too (LinkedIn's industry ids).
    await page.getByTestId('campaign-filter-industries').fill('software');
    await page.getByTestId('campaign-filter-industries-option').getByText('Software Development').waitFor();
    await page.keyboard.press('Escape');
    const preview = page.getByTestId('campaign-filters-url');
    await preview.getByText(/geoUrn=%5B%22\d+%22%2C%22\d+%22%5D/).waitFor();
    await screenshot(page, 'search-filters-locations');
    const hits = await s.call('GET', '/search/autocomplete?autocompleteType=GEO&prompt=berl');
    const berlin = (hits.body.results as { id: string; name: string }[]).find((h) =>
      h.name.startsWith('Berlin'),
    );
    expect(berlin).toBeDefined();
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('step-1').waitFor();
    await page.getByTestId('campaign-next').click();
    await page.getByTestId('campaign-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });
    const campaignId = page.url().split('/').pop()!;
    const c = (await s.call('GET', `/campaigns/${campaignId}`)).body;
    expect(c.searchParameters.locations).toHaveLength(2);
    expect(c.searchParameters.locations).toContain(berlin!.id);
    const leads = await collected(s, campaignId);
    expect(
      leads.every((l) => /Berlin, Berlin, Germany|Munich, Bavaria, Germany/.test(JSON.stringify(l.person))),
    ).toBe(true);
    await page.context().close();
  });
});

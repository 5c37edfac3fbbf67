import { describe, expect, it } from 'vitest';
import { botActions, completeNext, failNext } from '../support/bot-role.ts';
import { newSession, type Session, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });
const ownSearch = 'https://www.linkedin.com/search/results/people/?keywords=founders';
const moreSearch = 'https://www.linkedin.com/search/results/people/?keywords=engineers';
const person = (id: string) => ({
  publicId: id,
  profileUrl: `https://www.linkedin.com/in/${id}/`,
  firstName: id,
});

/** POST /lead-sources: `moreSearch` for the campaign `campaignId`, as `s`. */
const addMoreSearch = (s: Session, campaignId: string) =>
  s.call('POST', '/lead-sources', { campaignId, searchType: 'linkedin search', searchUrl: moreSearch });

/** A draft LinkedIn search campaign of `ownSearch`. */
async function searchDraft(s: Session) {
  return (
    await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: ownSearch,
      touchSequence: viewConnectMessage(),
    })
  ).body as { id: string };
}

/** A published LinkedIn search campaign whose own search has collected one page and ended. */
async function endedSearchCampaign(s: Session) {
  const c = await searchDraft(s);
  expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
  await completeNext(acc(s), 'collect-search', () => ({
    people: [person('ls-ada')],
    lastPage: 1,
    exhausted: true,
  }));
  return c;
}

describe('lead sources: more searches for a running campaign (POST /lead-sources, spec 3 §7)', () => {
  it('adds a search the bot collects into the same campaign, ends it, and restarts it alone', async () => {
    const s = await newSession();
    const c = await endedSearchCampaign(s);

    const added = await addMoreSearch(s, c.id);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      searchType: 'linkedin search',
      searchUrl: moreSearch,
      isSearchEnded: false,
      canRestart: false,
      isInitial: false,
    });
    const sourceId = added.body.id as string;
    // Sent again while it collects: the same source, and no second collect.
    const again = await addMoreSearch(s, c.id);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(sourceId);

    const listed = (await s.call('GET', `/lead-sources/campaign/${c.id}`)).body;
    expect(listed.map((x: { id: string; isInitial: boolean }) => [x.id, x.isInitial])).toEqual([
      [c.id, true],
      [sourceId, false],
    ]);
    // The campaign is not finished while the added search collects.
    const page1 = await completeNext(acc(s), 'collect-search', () => ({
      people: [person('ls-ada'), person('ls-alan')],
      lastPage: 1,
      exhausted: false,
    }));
    expect(page1.payload).toMatchObject({ campaignId: c.id, sourceId, searchUrl: moreSearch, startPage: 1 });
    expect(page1.actionId).toBe(`collect#${c.id}#s${sourceId}#1`);
    // Ada was in the campaign already: one lead more, and the next page is asked for.
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.leadsCount).toBe(2);
    const page2 = await completeNext(acc(s), 'collect-search', () => ({
      people: [person('ls-grace')],
      lastPage: 2,
      exhausted: true,
    }));
    expect(page2.payload).toMatchObject({ sourceId, startPage: 2 });
    const ended = (await s.call('GET', `/lead-sources/campaign/${c.id}`)).body;
    expect(ended[1]).toMatchObject({ id: sourceId, isSearchEnded: true, canRestart: true });
    expect((await s.call('GET', `/campaigns/${c.id}`)).body).toMatchObject({
      leadsCount: 3,
      isSearchEnded: true,
    });

    // An ended search sent again is refused: it is restarted instead.
    const endedAgain = await addMoreSearch(s, c.id);
    expect(endedAgain.status).toBe(400);
    expect(endedAgain.body.message).toBe(
      'This campaign already has this search: restart it from the campaign instead',
    );
    // Restarting the added source alone: a new round of it, the campaign's own search untouched.
    const restarted = await s.call('PATCH', `/campaigns/${c.id}/restart-search`, {
      leadSourceIds: [sourceId],
    });
    expect(restarted.status).toBe(200);
    expect(restarted.body.isSearchEnded).toBe(true);
    const pending = (await botActions(acc(s))).filter((a) => a.status === 'pending');
    expect(pending.map((a) => a.actionId)).toEqual([`collect#${c.id}#s${sourceId}#r1#1`]);
    const sources = (await s.call('GET', `/lead-sources/campaign/${c.id}`)).body;
    expect(sources.map((x: { isSearchEnded: boolean }) => x.isSearchEnded)).toEqual([true, false]);
    // While it runs it cannot be restarted again.
    const running = await s.call('PATCH', `/campaigns/${c.id}/restart-search`, { leadSourceIds: [sourceId] });
    expect(running.status).toBe(400);
    expect(running.body.message).toBe('The search of this campaign has not ended yet');
    // A failed collect ends the source, as it ends the campaign's own search.
    await failNext(acc(s), 'collect-search', 'search page did not load');
    expect((await s.call('GET', `/lead-sources/campaign/${c.id}`)).body[1].isSearchEnded).toBe(true);
    // The whole campaign: its own search and the added one, each in a new round.
    const whole = await s.call('PATCH', `/campaigns/${c.id}/restart-search`, { restartCampaign: true });
    expect(whole.status).toBe(200);
    const rounds = (await botActions(acc(s))).filter((a) => a.status === 'pending').map((a) => a.actionId);
    expect(rounds.sort()).toEqual([`collect#${c.id}#r1#1`, `collect#${c.id}#s${sourceId}#r2#1`].sort());
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.addedSourcesCount).toBe(1);

    // A clone takes the added search along, not started; publishing it collects both searches.
    const clone = (await s.call('POST', `/campaigns/${c.id}/clone`, {})).body as { id: string };
    const cloned = (await s.call('GET', `/lead-sources/campaign/${clone.id}`)).body;
    expect(cloned).toHaveLength(2);
    expect(cloned[1]).toMatchObject({ id: sourceId, searchUrl: moreSearch, isSearchEnded: false });
    expect((await s.call('POST', `/campaigns/${clone.id}/publish`)).status).toBe(200);
    const cloneCollects = (await botActions(acc(s)))
      .filter((a) => a.status === 'pending' && a.actionId.startsWith(`collect#${clone.id}`))
      .map((a) => a.actionId);
    expect(cloneCollects.sort()).toEqual(
      [`collect#${clone.id}#1`, `collect#${clone.id}#s${sourceId}#1`].sort(),
    );
  });

  it('refuses what a campaign cannot take, with the spec’s URL texts, and writes nothing', async () => {
    const s = await newSession();
    const c = await endedSearchCampaign(s);
    const post = (body: Record<string, unknown>) =>
      s.call('POST', '/lead-sources', { campaignId: c.id, ...body });

    const badUrl = await post({ searchType: 'linkedin search', searchUrl: 'https://example.com/search' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toEqual(['Please use a valid Linkedin search URL.']);
    const badNav = await post({
      searchType: 'sales navigator search',
      salesNavigatorUrl: 'https://www.linkedin.com/search/results/people/?keywords=x',
    });
    expect(badNav.status).toBe(400);
    expect(badNav.body.message).toEqual(['Please use a valid Linkedin sales navigator URL.']);
    const noFilter = await post({ searchType: 'linkedin search', searchParameters: {} });
    expect(noFilter.status).toBe(400);
    expect(noFilter.body.message).toEqual(['Please enter keywords or at least one filter for the search']);
    const groupType = await post({ searchType: 'group', searchUrl: 'https://www.linkedin.com/groups/1/' });
    expect(groupType.status).toBe(400);
    const same = await post({ searchType: 'linkedin search', searchUrl: ownSearch });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('This is the search of the campaign itself');

    // A draft takes none (Add more leads is for active campaigns, spec 3 §6).
    const draft = await searchDraft(s);
    const onDraft = await addMoreSearch(s, draft.id);
    expect(onDraft.status).toBe(400);
    // An email campaign takes no LinkedIn search.
    const key = await uploadCsv(s, 'Email,First Name\nada@acme.test,Ada\n', 'mail.csv');
    const email = (await s.call('POST', '/campaigns/email/audience/csv', { key, name: 'Mail list' })).body;
    const onEmail = await addMoreSearch(s, email.id);
    expect(onEmail.status).toBe(400);
    expect(onEmail.body.message).toBe('This campaign does not take other lead sources');
    // Filters make a search: the server builds it, as for the campaign's own (peopleSearchUrl).
    const filters = await post({
      searchType: 'linkedin search',
      searchParameters: { keywords: 'data', title: 'Engineer' },
    });
    expect(filters.status).toBe(201);
    expect(filters.body.searchUrl).toContain('https://www.linkedin.com/search/results/people/?');
    expect(filters.body.searchUrl).toContain('keywords=data');

    // Ten added searches at most.
    for (let i = 0; i < 9; i++)
      expect((await post({ searchType: 'linkedin search', searchUrl: `${moreSearch}-${i}` })).status).toBe(
        201,
      );
    const eleventh = await post({ searchType: 'linkedin search', searchUrl: `${moreSearch}-x` });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('A campaign takes at most 10 lead sources besides its own search');
    expect((await s.call('GET', `/lead-sources/campaign/${c.id}`)).body).toHaveLength(11);
    // Nothing was asked of the bot for the refused ones: one first page per added search.
    const firstPages = (await botActions(acc(s))).filter(
      (a) => a.status === 'pending' && a.type === 'collect-search',
    );
    expect(firstPages).toHaveLength(10);
  });

  it('another team never reaches a campaign’s sources', async () => {
    const s = await newSession();
    const other = await newSession();
    const c = await endedSearchCampaign(s);
    const res = await addMoreSearch(other, c.id);
    expect(res.status).toBe(404);
    expect((await other.call('GET', `/lead-sources/campaign/${c.id}`)).status).toBe(404);
    expect((await s.call('GET', `/lead-sources/campaign/${c.id}`)).body).toHaveLength(1);
  });
});

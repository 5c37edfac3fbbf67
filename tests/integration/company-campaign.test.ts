import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { advanceClock, alwaysOpen, newSession, waitFor } from '../support/outreach.ts';

// Company campaigns and the Invite to company step on the server (issue #8): the company URL rule,
// Premium gating, the user's connections not yet following the page as the audience (collected by
// the bot from the page's invite picker), the step within the daily companyInvites limit, once per
// lead, with its activity and lead types.
const pageUrl = 'https://www.linkedin.com/company/sandbox-ventures/';
const step = (type: string) => ({ type, delay_time_unit: 'day(s)', delay_number: 0 });
const person = (publicId: string, firstName: string) => ({
  publicId,
  profileUrl: `https://www.linkedin.com/in/${publicId}/`,
  firstName,
  lastName: 'Connection',
  headline: 'Ops at Acme',
  degree: '1st',
});

describe('Company campaigns on the server', () => {
  it('answers 400 for a URL that is not a company page or a step companies do not offer, and for a free plan, writing nothing', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    const cases: [Record<string, unknown>, string][] = [
      [
        { searchUrl: 'https://www.linkedin.com/events/7212345678901234567/' },
        'Please use a valid LinkedIn company URL',
      ],
      [{ searchUrl: 'https://example.com/company/acme/' }, 'Please use a valid LinkedIn company URL'],
      [{}, 'Please use a valid LinkedIn company URL'],
      [
        { searchUrl: pageUrl, touchSequence: { sequence: [step('LI Connect')] } },
        'The step "LI Connect" is not available in company campaigns',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await s.call('POST', '/campaigns/audience', {
        category: 'company',
        campaignType: 'company',
        touchSequence: { sequence: [step('LI View'), step('Invite to company')] },
        ...body,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(text);
    }
    // Company campaigns are Premium (pro and up): free is refused with the upgrade hint.
    const deps = await domainDeps();
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'free' }).go();
    const free = await s.call('POST', '/campaigns/audience', {
      category: 'company',
      campaignType: 'company',
      searchUrl: pageUrl,
      touchSequence: { sequence: [step('Invite to company')] },
    });
    expect(free.status).toBe(400);
    expect(free.body.message).toBe(
      'Experience the full potential of this feature by upgrading to one of our Premium plans.',
    );
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });

  it('collects the invitable connections, invites each once within the daily limit, with activity and lead types', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    expect((await s.call('PATCH', '/users/edit-daily-limits', { companyInvites: 2 })).status).toBe(200);
    const deps = await domainDeps();
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'pro' }).go();
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'company',
      campaignType: 'company',
      // A sub-page on the sandbox's loopback address: stored as the page on linkedin.com.
      searchUrl: 'http://127.0.0.1:4010/company/Sandbox-Ventures/people/',
      touchSequence: { sequence: [step('Invite to company')] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ category: 'company', campaignType: 'company', searchUrl: pageUrl });
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const acc = { teamId: s.teamId, userId: s.userId };

    const collect = await completeNext(acc, 'collect-members', () => ({
      people: [person('ada-c-1', 'Ada'), person('bob-c-2', 'Bob'), person('cy-c-3', 'Cy')],
      lastPage: 1,
      exhausted: true,
    }));
    expect(collect.payload).toMatchObject({ campaignId: id, sourceUrl: pageUrl, startPage: 1 });
    await waitFor(async () => (await s.call('GET', `/campaigns/${id}`)).body.leadsCount === 3 || undefined);

    await advanceClock(25 * 60_000);
    const done = [];
    for (let i = 0; i < 2; i++)
      done.push(
        await completeNext(acc, 'invite-to-company', () =>
          done.length === 0
            ? { result: 'invited' }
            : { result: 'not-connection', reason: 'Not among your 1st-degree connections' },
        ),
      );
    for (const a of done) {
      expect(a.actionId).toMatch(new RegExp(`^step#${id}#[a-z0-9-]+#0$`));
      expect(a.payload).toMatchObject({ companySlug: 'sandbox-ventures', stepIndex: 0 });
      expect(a.payload.name).toMatch(/ Connection$/);
    }

    const actions = await waitFor(async () => {
      const list = (await s.call('GET', `/campaigns/${id}/actions`)).body.actions as {
        description: string;
        message?: string;
      }[];
      return list.filter((a) => a.description.startsWith('invite to company')).length >= 2 ? list : undefined;
    });
    expect(actions.filter((a) => a.description === 'invite to company sent')).toHaveLength(1);
    expect(actions.find((a) => a.description === 'invite to company failed')).toMatchObject({
      message: 'Not among your 1st-degree connections',
    });
    expect((await s.call('GET', `/leads/campaign/${id}?type=inviteToCompanySent`)).body.total).toBe(1);
    expect((await s.call('GET', `/leads/campaign/${id}?type=inviteToCompanyFailed`)).body.total).toBe(1);

    // The limit (2 a day) is used: the third lead waits for tomorrow, and no lead got two actions.
    const used = await waitFor(async () => {
      const b = (await s.call('GET', '/users/daily-limits')).body;
      return b.usedToday.companyInvites === 2 ? b : undefined;
    });
    expect(used.dailyLimits.companyInvites).toBe(2);
    await advanceClock(25 * 60_000);
    const invites = (await botActions(acc)).filter((a) => a.type === 'invite-to-company');
    expect(invites).toHaveLength(2);
    expect(new Set(invites.map((a) => a.actionId)).size).toBe(2);
    const { data: leads } = await deps.db.entities.lead.query
      .byCampaign({ teamId: s.teamId, campaignId: id })
      .go();
    expect(leads.filter((l) => l.stage === 'scheduled')).toHaveLength(1);
  });
});

import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../support/api.ts';
import { botActions, completeNext } from '../support/bot-role.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const searchUrl = 'https://www.linkedin.com/search/results/people/?keywords=lifecycle';
const acc = (s: Session) => ({ teamId: s.teamId, userId: s.userId });

async function csvCampaign(s: Session, people: { id: string; first: string }[], name?: string) {
  const key = await uploadCsv(s, profileCsv(people));
  const res = await s.call('POST', '/campaigns/linked-in/audience/csv', {
    key,
    name,
    touchSequence: viewConnectMessage(),
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string };
}

describe('campaign lifecycle (spec 3 §4, §7)', () => {
  it('renames, clones, groups and lists campaigns; lead sources and list items', async () => {
    const s = await newSession();
    const created = await s.call('POST', '/campaigns/audience', {
      name: 'Founders',
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl,
      touchSequence: viewConnectMessage(),
    });
    const id = created.body.id;
    expect((await s.call('PATCH', `/campaigns/${id}/name`, { name: '  ' })).body.message).toContain(
      'Please enter a campaign name',
    );
    expect((await s.call('PATCH', `/campaigns/${id}/name`, { name: 'Founders EU' })).body.name).toBe(
      'Founders EU',
    );

    const clone = await s.call('POST', `/campaigns/${id}/clone`, {});
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({
      name: 'Founders EU (clone)',
      status: 'draft',
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl,
      leadsCount: 0,
    });
    expect(clone.body.id).not.toBe(id);
    expect(clone.body.touchSequence).toEqual(created.body.touchSequence);

    const csv = await csvCampaign(s, [
      { id: 'lc-ada', first: 'Ada' },
      { id: 'lc-alan', first: 'Alan' },
    ]);
    const csvClone = await s.call('POST', `/campaigns/${csv.id}/clone`, { name: 'Second wave' });
    expect(csvClone.body).toMatchObject({ name: 'Second wave', campaignType: 'csv upload', leadsCount: 2 });

    const grouped = (await s.call('GET', '/campaigns/grouped')).body;
    expect(grouped).toHaveLength(1);
    expect(grouped[0].category).toBe('linkedin');
    expect(grouped[0].campaigns.map((c: { name: string }) => c.name).sort()).toEqual(
      ['Founders EU', 'Founders EU (clone)', 'Second wave', csv.name].sort(),
    );
    const found = (await s.call('GET', '/campaigns/search-list?filter=founders')).body;
    expect(found.map((c: { id: string }) => c.id).sort()).toEqual([id, clone.body.id].sort());
    expect(found[0]).toMatchObject({ category: 'linkedin', status: 'draft' });

    const item = (await s.call('GET', `/campaigns/${id}/list-item`)).body;
    expect(item).toMatchObject({ id, name: 'Founders EU', listStatus: 'draft', numOfTouches: 3 });
    const sources = (await s.call('GET', `/lead-sources/campaign/${id}`)).body;
    expect(sources).toEqual([
      expect.objectContaining({ id, searchType: 'linkedin search', searchUrl, isSearchEnded: false }),
    ]);

    // Another team sees none of it.
    const other = await newSession({ linkedIn: false });
    expect((await other.call('POST', `/campaigns/${id}/clone`, {})).status).toBe(404);
    expect((await other.call('GET', `/lead-sources/campaign/${id}`)).status).toBe(404);
    expect((await other.call('GET', '/campaigns/grouped')).body).toEqual([]);
  });

  it('refuses a step type the category does not offer, and writes nothing', async () => {
    const s = await newSession();
    const bad = await s.call('POST', '/campaigns/audience', {
      category: 'group',
      campaignType: 'group',
      touchSequence: {
        sequence: [{ type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 0 }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('The step "LI Connect" is not available in group campaigns');
    expect((await s.call('GET', '/campaigns/counts')).body.total).toBe(0);

    const csv = await csvCampaign(s, [{ id: 'st-ada', first: 'Ada' }]);
    const before = (await s.call('GET', `/campaigns/${csv.id}`)).body.touchSequence;
    const wrong = await s.call('PATCH', `/campaigns/${csv.id}/sequence`, {
      touchSequence: {
        sequence: [
          { type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 },
          { type: 'Invite to event', delay_time_unit: 'day(s)', delay_number: 1 },
        ],
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('The step "Invite to event" is not available in linkedin campaigns');
    const long = await s.call('PATCH', `/campaigns/${csv.id}/sequence`, {
      touchSequence: {
        sequence: [
          { type: 'LI Message', delay_time_unit: 'day(s)', delay_number: 0, message: 'x'.repeat(8001) },
        ],
      },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('Message cannot be longer than 8000 characters');
    expect((await s.call('GET', `/campaigns/${csv.id}`)).body.touchSequence).toEqual(before);
    expect((await s.call('GET', '/campaigns/counts')).body.total).toBe(1);
  });

  it('skips leads to the ignored list, returns them, deletes them one by one and all at once', async () => {
    const s = await newSession();
    const c = await csvCampaign(s, [
      { id: 'ig-ada', first: 'Ada' },
      { id: 'ig-alan', first: 'Alan' },
      { id: 'ig-grace', first: 'Grace' },
      { id: 'ig-linus', first: 'Linus' },
    ]);
    const leads = (await s.call('GET', `/leads/campaign/${c.id}`)).body.leads as {
      entityUrn: string;
      person: { firstName: string };
    }[];
    const urn = (first: string) => leads.find((l) => l.person.firstName === first)!.entityUrn;

    const skipped = await s.call('PATCH', `/leads/campaign/${c.id}/skip`, {
      entityUrns: [urn('Ada'), urn('Alan'), urn('Grace')],
    });
    expect(skipped.body).toMatchObject({ skipped: 3, ignoredLeadsCount: 3 });
    expect((await s.call('GET', `/campaigns/${c.id}?countIgnoredLeads=true`)).body.ignoredLeadsCount).toBe(3);
    const ignored = (await s.call('GET', `/leads/campaign/${c.id}/ignored`)).body;
    expect(ignored.total).toBe(3);
    expect(ignored.leads[0]).toMatchObject({
      status: 'skipped',
      exclusionReason: 'Removed from the campaign',
    });
    expect((await s.call('GET', `/leads/campaign/${c.id}?type=approved`)).body.total).toBe(1);

    const back = await s.call('PATCH', `/leads/campaign/${c.id}/return`, { entityUrns: [urn('Ada')] });
    expect(back.body).toEqual({ returned: 1 });
    const ada = (await s.call('GET', `/leads/campaign/${c.id}?type=approved`)).body.leads.find(
      (l: { person: { firstName: string } }) => l.person.firstName === 'Ada',
    );
    expect(ada).toMatchObject({ status: 'approved', isReturnToCampaign: true, stage: 'scheduled' });
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.ignoredLeadsCount).toBe(2);

    const del = await s.call('DELETE', `/leads/campaign/${c.id}/ignored`, { entityUrns: [urn('Alan')] });
    expect(del.body).toEqual({ deleted: 1 });
    // Only ignored leads are deleted: Ada is back in the sequence.
    expect(
      (await s.call('DELETE', `/leads/campaign/${c.id}/ignored`, { entityUrns: [urn('Ada')] })).body,
    ).toEqual({ deleted: 0 });
    const all = await s.call('DELETE', `/leads/campaign/${c.id}/ignored/all`);
    expect(all.body).toEqual({ deleted: 1 });
    const after = (await s.call('GET', `/campaigns/${c.id}`)).body;
    expect(after).toMatchObject({ ignoredLeadsCount: 0, leadsCount: 2 });
    expect((await s.call('GET', `/leads/campaign/${c.id}/ignored`)).body.total).toBe(0);
    expect((await s.call('PATCH', `/leads/campaign/${c.id}/skip`, { entityUrns: [] })).status).toBe(400);
  });

  it('lists replies with their lead and campaign, returns a replied lead, and counts statistics', async () => {
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const c = await csvCampaign(s, [{ id: 'rp-ada', first: 'Ada' }], 'Replies test');
    await s.call('POST', `/campaigns/${c.id}/publish`);
    await advanceClock(25 * MIN);
    await completeNext(acc(s), 'view-profile', () => ({ result: 'viewed' }));
    await advanceClock(25 * MIN);
    await completeNext(acc(s), 'connect', () => ({ result: 'sent' }));
    const progress = (await s.call('GET', `/campaigns/${c.id}/sequence-progress`)).body;
    expect(progress.steps.map((p: { done: number; waiting: number }) => [p.done, p.waiting])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    // The network sync runs every few hours while an invite is pending.
    await advanceClock(5 * 60 * MIN);
    const acceptedAt = await clockNow();
    await completeNext(acc(s), 'sync-network', () => ({
      accepted: [{ publicId: 'rp-ada', at: acceptedAt }],
      replies: [],
    }));
    await advanceClock(DAY + 25 * MIN);
    await completeNext(acc(s), 'message', () => ({ result: 'sent' }));
    await advanceClock(5 * 60 * MIN);
    const replyAt = await clockNow();
    await completeNext(acc(s), 'sync-network', () => ({
      accepted: [],
      replies: [{ publicId: 'rp-ada', threadId: 't-rp', text: 'Tell me more', at: replyAt }],
    }));

    const replies = (await s.call('GET', '/campaigns/replies')).body;
    expect(replies.total).toBe(1);
    expect(replies.replies[0]).toMatchObject({
      personKey: 'rp-ada',
      message: 'Tell me more',
      conversationUrn: 't-rp',
      campaignId: c.id,
      campaignName: 'Replies test',
      campaignStatus: 'active',
      leadStatus: 'approved',
      description: 'linkedin reply detected',
      isReturnToCampaign: false,
      isCampaignRemoved: false,
      isLeadRemoved: false,
      person: { firstName: 'Ada' },
    });
    const byUrn = await s.call('GET', `/campaigns/replies?entityUrns=${replies.replies[0].entityUrn}`);
    expect(byUrn.body.replies).toHaveLength(1);
    expect((await s.call('GET', '/campaigns/replies?entityUrns=nobody')).body.replies).toHaveLength(0);

    const ret = await s.call('PATCH', `/leads/campaign/${c.id}/return`, {
      entityUrns: [replies.replies[0].entityUrn],
    });
    expect(ret.body).toEqual({ returned: 1 });
    const again = (await s.call('GET', '/campaigns/replies')).body.replies[0];
    expect(again.isReturnToCampaign).toBe(true);

    // The replies list as a CSV file by mail (a real attachment in the SES stand-in's store).
    const to = `replies-${s.userId}@example.com`;
    const bad = await s.call('POST', '/campaigns/replies/csv', { email: 'nope' });
    expect(bad).toMatchObject({ status: 400, body: { message: ['Please enter a valid email'] } });
    const exp = await s.call('POST', '/campaigns/replies/csv', {
      email: to,
      offset: -120,
      filename: '../My replies',
    });
    expect(exp.body).toEqual({ status: 'success', rows: 1 });
    const mail = await waitFor(async () => (await mailsTo(to))[0], 10_000, 'the replies export mail');
    expect(mail.subject).toBe('Your replies export');
    const file = mail.attachments.find((a) => a.filename === 'My replies.csv');
    expect(file?.contentType).toBe('text/csv');
    const table = parse(Buffer.from(file!.content, 'base64').toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(table).toEqual([
      expect.objectContaining({
        'First name': 'Ada',
        Message: 'Tell me more',
        Campaign: 'Replies test',
        'Returned to campaign': 'yes',
        // offset -120 (UTC+2, as getTimezoneOffset says it): the reply's time two hours on.
        Date: new Date(Date.parse(again.createdAt) + 120 * MIN).toISOString().slice(0, 16).replace('T', ' '),
      }),
    ]);

    const stats = (await s.call('GET', '/campaigns/statistics')).body;
    expect(stats).toMatchObject({
      connectRequests: 1,
      connected: 1,
      messages: 1,
      responded: 1,
      viewed: 1,
      leadsFound: 1,
    });
    const mine = (await s.call('GET', `/campaigns/statistics?campaignId=${c.id}&timeFilter=last7Days`)).body;
    expect(mine.responded).toBe(1);
  });

  it('restarts an ended search once; refuses while it runs', async () => {
    const s = await newSession();
    const c = (
      await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl,
        touchSequence: viewConnectMessage(),
      })
    ).body;
    await s.call('POST', `/campaigns/${c.id}/publish`);
    const running = await s.call('PATCH', `/campaigns/${c.id}/restart-search`, { restartCampaign: true });
    expect(running.status).toBe(400);
    expect(running.body.message).toBe('The search of this campaign has not ended yet');
    expect((await s.call('PATCH', `/campaigns/${c.id}/restart-search`, {})).body.message).toContain(
      'Please select at least one lead source',
    );
    await completeNext(acc(s), 'collect-search', () => ({
      people: [{ publicId: 'rs-ada', profileUrl: 'https://www.linkedin.com/in/rs-ada/', firstName: 'Ada' }],
      lastPage: 1,
      exhausted: true,
    }));
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.isSearchEnded).toBe(true);
    const restarted = await s.call('PATCH', `/campaigns/${c.id}/restart-search`, { leadSourceIds: [c.id] });
    expect(restarted.status).toBe(200);
    expect(restarted.body.isSearchEnded).toBe(false);
    const collects = (await botActions(acc(s))).filter((a) => a.type === 'collect-search');
    expect(collects.map((a) => a.actionId).sort()).toEqual([`collect#${c.id}#1`, `collect#${c.id}#r1#1`]);
    await completeNext(acc(s), 'collect-search', () => ({
      people: [
        { publicId: 'rs-ada', profileUrl: 'https://www.linkedin.com/in/rs-ada/', firstName: 'Ada' },
        { publicId: 'rs-alan', profileUrl: 'https://www.linkedin.com/in/rs-alan/', firstName: 'Alan' },
      ],
      lastPage: 1,
      exhausted: true,
    }));
    expect((await s.call('GET', `/campaigns/${c.id}`)).body).toMatchObject({
      isSearchEnded: true,
      leadsCount: 2,
    });
  });
});

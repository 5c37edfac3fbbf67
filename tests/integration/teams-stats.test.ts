import { describe, expect, it } from 'vitest';
import { mailsTo } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session, waitFor } from '../support/outreach.ts';

async function owner(plan: string) {
  const s = await newSession({ linkedIn: false });
  const deps = await domainDeps();
  await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan, seats: 10, hasPaidPlan: true }).go();
  return s;
}

/** Records activity as the campaign runner does (the same call, the same counters). */
async function record(s: Session, userId: string, kinds: Record<string, number>) {
  const deps = await domainDeps();
  const { recordActivities } = await import('@outreach/functions/domain/stats/record-activity');
  const now = deps.clock.now();
  const rows = Object.entries(kinds).flatMap(([kind, n]) =>
    Array.from({ length: n }, (_, i) => ({
      teamId: s.teamId,
      userId,
      campaignId: `stats-campaign-${userId}`,
      leadId: `lead-${kind}-${i}`,
      kind,
      at: now,
    })),
  );
  await recordActivities(deps, rows);
}

describe('teams: stats (spec 1 §7 GET /teams/stats, POST /teams/stats/csv)', () => {
  it("sums each member's kept counters over the period, sorts, reads one member and mails the CSV", async () => {
    const o = await owner('agency');
    const ghost = await o.call('POST', `/teams/${o.teamId}/invites/ghost`, { name: 'Gina Ghost' });
    const gina = ghost.body.member as { memberId: string; userId: string };
    await record(o, o.userId, {
      'connect requested': 4,
      connected: 1,
      'message sent': 2,
      'profile viewed': 3,
    });
    await record(o, gina.userId, {
      'connect requested': 2,
      connected: 2,
      'message sent': 1,
      'linkedin reply detected': 1,
      'email sent': 5,
    });

    const res = await o.call('GET', '/teams/stats?timeFilter=this-month');
    expect(res.status).toBe(200);
    expect(res.body.totals).toMatchObject({
      invitesSent: 6,
      invitesAccepted: 3,
      invitesAcceptedPercent: 50,
      messages: 3,
      replies: 1,
      profileViews: 3,
      emails: 5,
    });
    expect(res.body.members.map((m: { name: string }) => m.name)).toEqual(['Gina Ghost', 'Test User']);
    const g = res.body.members[0];
    expect(g).toMatchObject({
      memberId: gina.memberId,
      email: null,
      role: 'member',
      stats: {
        invitesSent: 2,
        invitesAccepted: 2,
        invitesAcceptedPercent: 100,
        replies: 1,
        repliesPercent: 100,
      },
    });

    const byInvites = await o.call('GET', '/teams/stats?sortField=invitesSent&sortOrder=DESC');
    expect(byInvites.body.members[0].name).toBe('Test User');
    const past = await o.call(
      'GET',
      '/teams/stats?timeFilter=custom&customFromDate=2020-01-01&customToDate=2020-01-31',
    );
    expect(past.body.range).toEqual({ from: '2020-01-01', to: '2020-01-31' });
    expect(past.body.totals.invitesSent).toBe(0);
    expect((await o.call('GET', '/teams/stats?timeFilter=custom')).status).toBe(400);
    expect((await o.call('GET', '/teams/stats?sortField=salary')).status).toBe(400);

    const one = await o.call('GET', `/teams/stats/${gina.memberId}`);
    expect(one.body.member).toMatchObject({ name: 'Gina Ghost', stats: { emails: 5 } });

    const csv = await o.call('POST', '/teams/stats/csv', {
      receiverEmail: o.email,
      sortField: 'invitesSent',
      sortOrder: 'DESC',
    });
    expect(csv.body).toEqual({ success: true, count: 2 });
    const mail = await waitFor(async () =>
      (await mailsTo(o.email)).find((m) => m.subject === 'Your team stats export'),
    );
    const file = mail.attachments.find((a) => a.filename === 'team-stats.csv')!;
    const lines = Buffer.from(file.content, 'base64').toString('utf8').trim().split('\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Role,Group,Profile views,Invites sent,Invites accepted,Acceptance rate %,Messages,Replies,Reply rate %,InMails,Emails,Greetings',
    );
    expect(lines[1]).toBe(`Test User,${o.email},owner,,3,4,1,25,2,0,0,0,0,0`);
    expect(lines[2]).toBe('Gina Ghost,,member,,0,2,2,100,1,1,100,0,5,0');
    const bad = await o.call('POST', '/teams/stats/csv', { receiverEmail: 'nope' });
    expect(bad.status).toBe(400);
  });

  it("gates: plans without team stats 403, another team's member 404, export needs the export feature", async () => {
    const trial = await owner('trial');
    expect((await trial.call('GET', '/teams/stats')).status).toBe(200);
    const locked = await trial.call('POST', '/teams/stats/csv', { receiverEmail: trial.email });
    expect(locked.status).toBe(403);
    const other = await owner('agency');
    const otherMember = (await other.call('GET', `/teams/${other.teamId}/members`)).body.members[0].memberId;
    expect((await trial.call('GET', `/teams/stats/${otherMember}`)).status).toBe(404);
    const free = await owner('free');
    expect((await free.call('GET', '/teams/stats')).status).toBe(403);
  });
});

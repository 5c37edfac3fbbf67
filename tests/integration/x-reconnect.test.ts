import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { advanceClock, alwaysOpen, newSession, waitFor } from '../support/outreach.ts';
import { connectX, uniqueHandle, xSandboxPost, xSandboxRecords } from '../support/x.ts';

// Reconnecting a broken X account (issue #13): the leads whose X step waited for it run at once,
// without waiting for their hourly look.
const MIN = 60_000;

describe('reconnecting a broken X account', () => {
  it('runs the leads that waited on it at once, and only them', async () => {
    // Prepare: the user removes the app on X, so the DM step finds the account broken.
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const handle = uniqueHandle('wake');
    expect((await connectX(s.token(), handle)).status).toBe(200);
    const created = await s.call('POST', '/campaigns/twitter/audience/csv', {
      name: 'X wake',
      handles: ['@linus_t', '@tim_bl'],
      touchSequence: {
        sequence: [
          { type: 'Twitter DM', delay_time_unit: 'day(s)', delay_number: 0, message: 'Hello again' },
        ],
      },
    });
    const id = created.body.id as string;
    await s.call('POST', `/campaigns/${id}/publish`);
    expect((await xSandboxPost('/_sandbox/revoke', { username: handle })).status).toBe(200);
    await advanceClock(25 * MIN);
    await waitFor(
      async () => (await s.call('GET', '/twitter/details/user')).body?.status === 'broken',
      20_000,
      'the broken account',
    );
    const waiting = await waitFor(async () => {
      const { leads } = (await s.call('GET', `/leads/campaign/${id}`)).body as {
        leads: { stage: string; nextDueAt?: number }[];
      };
      return leads.length === 2 && leads.every((l) => l.stage === 'scheduled') ? leads : null;
    }, 20_000);
    expect(waiting).toHaveLength(2);
    expect(await xSandboxRecords('dms', handle)).toHaveLength(0);

    // Act: the user signs in with X again, long before the leads' next hourly look.
    const deps = await domainDeps();
    const { data: rows } = await deps.db.entities.lead.query
      .byCampaign({ teamId: s.teamId, campaignId: id })
      .go();
    const hourlyLook = Math.min(...rows.map((l) => l.nextDueAt ?? 0));
    expect((await connectX(s.token(), handle)).status).toBe(200);

    // Assess: both DMs go out now, once each, before the time of the hourly look.
    const dms = await waitFor(
      async () => {
        const d = await xSandboxRecords<{ participant_username?: string; created_at: string }>('dms', handle);
        return d.length === 2 ? d : null;
      },
      20_000,
      'the waiting DMs',
    );
    for (const d of dms) expect(Date.parse(d.created_at)).toBeLessThan(hourlyLook);
    expect(dms.map((d) => d.participant_username).sort()).toEqual(['linus_t', 'tim_bl']);
    await waitFor(
      async () => (await s.call('GET', `/leads/campaign/${id}?type=twitterMessageSent`)).body.total === 2,
      20_000,
      'both leads messaged',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  newSession,
  type Session,
  uploadCsv,
  waitFor,
} from '../support/outreach.ts';
import { connectX, uniqueHandle, xSandboxPost, xSandboxRecords } from '../support/x.ts';

// X campaigns (issue #13) over HTTP against the real runtime, whose X adapter talks to the X sandbox:
// Twitter Follow and Twitter DM steps land on X exactly once, X's 429 defers a lead to X's reset, and
// a revoked grant marks the account broken, notifies, and leaves the lead waiting.
const MIN = 60_000;

interface SandboxDm {
  text: string;
  participant_username?: string;
  sender_username?: string;
}
interface SandboxFollow {
  target_user_username?: string;
}

async function xSession() {
  const s = await newSession({ linkedIn: false });
  await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
  await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  const handle = uniqueHandle('snd');
  const connected = await connectX(s.token(), handle);
  expect(connected.status).toBe(200);
  return { s, handle };
}

const dmStep = (message: string, delay = 0, unit = 'day(s)') => ({
  type: 'Twitter DM',
  delay_time_unit: unit,
  delay_number: delay,
  message,
});
const followStep = {
  type: 'Twitter Follow',
  delay_time_unit: 'day(s)',
  delay_number: 0,
  auto_follow_twitter: true,
};

async function xCampaign(s: Session, body: Record<string, unknown>) {
  return s.call('POST', '/campaigns/twitter/audience/csv', { name: 'X outreach', ...body });
}

const leadsOf = async (s: Session, id: string, type?: string) =>
  (await s.call('GET', `/leads/campaign/${id}${type ? `?type=${type}` : ''}`)).body;

describe('X campaigns', () => {
  it('follows, then DMs every lead once through X, with placeholders; unknown handles and closed DMs are told apart', async () => {
    // Prepare
    const { s, handle } = await xSession();
    const gone = uniqueHandle('gone');
    const key = await uploadCsv(
      s,
      // A title line above the header, and a Japanese column the DM names (issue #7).
      `Handles from the fair\nFirst Name,Twitter,会社名\nAda,@ada_builds,Acme\nClosed,@closed_dms,Shut\nNobody,@${gone},None\n`,
      'handles.csv',
    );
    const created = await xCampaign(s, {
      key,
      handles: ['https://x.com/grace_ships', '@ada_builds', 'not a handle!'],
      touchSequence: {
        sequence: [followStep, dmStep('Hi {{first_name}}, how is {{会社名}}?', 1, 'hour(s)')],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: 'twitter', campaignType: 'twitter_csv', leadsCount: 4 });
    expect(created.body.csv).toMatchObject({ added: 4, duplicate: 1, invalid: 1 });
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);

    // Act: the Follow steps fall due, then the DMs an hour later.
    await advanceClock(25 * MIN);
    const follows = await waitFor(
      async () => {
        const f = await xSandboxRecords<SandboxFollow>('follows', handle);
        return f.length === 3 ? f : null;
      },
      20_000,
      'three follows on X',
    );
    await waitFor(async () => (await leadsOf(s, id, 'ignored')).total === 1, 20_000, 'the unknown handle');
    await advanceClock(90 * MIN);
    const dms = await waitFor(
      async () => {
        const d = await xSandboxRecords<SandboxDm>('dms', handle);
        return d.length === 2 ? d : null;
      },
      20_000,
      'two DMs on X',
    );
    await waitFor(
      async () => (await leadsOf(s, id, 'twitterUnableToMessage')).total === 1,
      20_000,
      'the closed inbox',
    );

    // Assess: each follow and DM landed once, with the lead's placeholders filled.
    expect(follows.map((f) => f.target_user_username).sort()).toEqual([
      'ada_builds',
      'closed_dms',
      'grace_ships',
    ]);
    expect(dms.find((d) => d.participant_username === 'ada_builds')?.text).toBe('Hi Ada, how is Acme?');
    expect(dms.map((d) => d.participant_username).sort()).toEqual(['ada_builds', 'grace_ships']);
    const ignored = (await leadsOf(s, id, 'ignored')).leads[0];
    expect(ignored).toMatchObject({
      status: 'no_twitter_data',
      exclusionReason: 'Non-existing X (Twitter) profile',
    });
    expect(ignored.person.twitterHandle).toBe(gone);
    const statuses = (await s.call('GET', `/leads/campaign/${id}/statuses`)).body;
    expect(statuses).toMatchObject({ leadsCount: 4, xFollowedLeadsCount: 3, xMessagedLeadsCount: 2 });
    expect((await leadsOf(s, id, 'twitterMessageSent')).total).toBe(2);
    const actions = (await s.call('GET', `/campaigns/${id}/actions?perPage=50`)).body.actions as {
      description: string;
      message: string | null;
    }[];
    expect(actions.filter((a) => a.description === 'twitter followed')).toHaveLength(3);
    expect(actions.filter((a) => a.description === 'twitter message sent').map((a) => a.message)).toContain(
      'Hi Ada, how is Acme?',
    );

    // Exactly once: a redelivery of a step already done sends nothing more.
    const deps = await domainDeps();
    const { handleStepsMessage } = await import(
      '../../functions/src/domain/scheduling/handle-step-message.ts'
    );
    for (const stepIndex of [0, 1]) {
      const again = await handleStepsMessage(deps, {
        kind: 'step',
        teamId: s.teamId,
        campaignId: id,
        leadId: 'ada_builds',
        stepIndex,
        attempt: 0,
      });
      expect(['stale', 'duplicate']).toContain(again);
    }
    expect(
      (await xSandboxRecords<SandboxDm>('dms', handle)).filter(
        (d) => d.participant_username === 'ada_builds',
      ),
    ).toHaveLength(1);
    expect(await xSandboxRecords('follows', handle)).toHaveLength(3);
  });

  it("defers a lead X answers 429 for to X's reset, then sends it once", async () => {
    // Prepare: X allows this account no DM in its window.
    const { s, handle } = await xSession();
    await xSandboxPost(`/_sandbox/accounts/${handle}/limits`, { dm: 0 });
    const created = await xCampaign(s, {
      handles: ['@grace_ships'],
      touchSequence: { sequence: [dmStep('Hello from the rate-limited side')] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await s.call('POST', `/campaigns/${id}/publish`);

    // Act
    await advanceClock(25 * MIN);
    const deps = await domainDeps();
    const waiting = await waitFor(
      async () => {
        const l = (
          await deps.db.entities.lead.get({ teamId: s.teamId, campaignId: id, leadId: 'grace_ships' }).go()
        ).data;
        return l?.stage === 'scheduled' && l.stepAttempt === 1 ? l : null;
      },
      20_000,
      'the lead deferred',
    );

    // Assess: nothing sent, the lead waits (not failed) for X's window to reset.
    expect(waiting.status).toBe('approved');
    expect(waiting.nextTouchIndex).toBe(0);
    expect(waiting.nextDueAt).toBeGreaterThanOrEqual(waiting.updatedAt + 60_000);
    expect(await xSandboxRecords('dms', handle)).toHaveLength(0);
    expect((await leadsOf(s, id, 'twitterUnableToMessage')).total).toBe(0);

    // X lifts the limit; once the window has passed the DM goes out, once.
    await xSandboxPost(`/_sandbox/accounts/${handle}/limits`, { dm: 200 });
    await advanceClock(16 * MIN);
    await waitFor(async () => (await leadsOf(s, id, 'twitterMessageSent')).total === 1, 20_000, 'the DM');
    const dms = await xSandboxRecords<SandboxDm>('dms', handle);
    expect(dms.map((d) => d.text)).toEqual(['Hello from the rate-limited side']);
  });

  it('marks a revoked X account broken, notifies its owner once, and keeps the lead waiting', async () => {
    // Prepare
    const { s, handle } = await xSession();
    const created = await xCampaign(s, {
      handles: ['ada_builds'],
      touchSequence: { sequence: [dmStep('Are you there?')] },
    });
    const id = created.body.id as string;
    await s.call('POST', `/campaigns/${id}/publish`);
    // The user removes the app on X.
    expect((await xSandboxPost('/_sandbox/revoke', { username: handle })).status).toBe(200);

    // Act
    await advanceClock(25 * MIN);
    await waitFor(
      async () => (await s.call('GET', '/twitter/details/user')).body?.status === 'broken',
      20_000,
      'the broken account',
    );

    // Assess
    const notes = (await s.call('GET', '/notifications?page=1&perPage=50')).body.notifications as {
      type: string;
    }[];
    expect(notes.filter((n) => n.type === 'twitter-disconnected')).toHaveLength(1);
    expect((await s.call('GET', '/users/me')).body.isTwitterActive).toBe(false);
    const lead = await waitFor(async () => {
      const l = (await leadsOf(s, id)).leads[0];
      return l.stage === 'scheduled' ? l : null;
    });
    expect(lead.status).toBe('approved');
    expect(await xSandboxRecords('dms', handle)).toHaveLength(0);
  });

  it('refuses bad input with a 400 before writing anything', async () => {
    const s = await newSession({ linkedIn: false });
    const none = await xCampaign(s, {});
    expect(none.status).toBe(400);
    const noHandles = await xCampaign(s, { handles: ['not a handle!'] });
    expect(noHandles.status).toBe(400);
    expect(noHandles.body.message).toBe('The list has no X handles');
    const liStep = await xCampaign(s, {
      handles: ['ada_builds'],
      touchSequence: { sequence: [{ type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    expect(liStep.status).toBe(400);
    expect(liStep.body.message).toBe('The step "LI Connect" is not available in twitter campaigns');
    const counts = await s.call('GET', '/campaigns/counts?category=twitter');
    expect(JSON.stringify(counts.body)).not.toMatch(/"draft":[1-9]/);
  });
});

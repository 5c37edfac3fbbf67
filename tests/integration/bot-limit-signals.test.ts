// LinkedIn's limits end to end (issues #8, #9): the sandbox imposes a limit, the real bot (worker and
// Chromium) meets it on the site and reports it, the product pauses that kind of the sender's outreach,
// nothing of that kind is tried on the site until the pause ends, and then the refused lead goes out.
// caps.test.ts covers the product's side with the bot's outcome written by the test.
import { closeSharedTestBrowser, runBotUntil } from '@outreach/bot/testing/harness';
import type { ActionKey, BotAction } from '@outreach/functions/domain/bot/types';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, describe, expect, it } from 'vitest';
import { botActions, runDueSteps } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import {
  advanceClock,
  alwaysOpen,
  clockNow,
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  waitFor,
} from '../support/outreach.ts';

const H = 3_600_000;
const sandboxes: LinkedInSandbox[] = [];
afterAll(async () => {
  await closeSharedTestBrowser();
  for (const s of sandboxes) await s.close();
});

interface SandboxSnapshot {
  publicId: string;
  restriction: unknown;
  firstDegree: string[];
  invitations: { publicId: string }[];
  messages: { direction: string; publicId: string; text: string }[];
  views: { publicId: string }[];
  blocked: { kind: string; cap: string }[];
}
const snapshot = async (sb: LinkedInSandbox, email: string) =>
  (await (await fetch(`${sb.url}/_sandbox/state/${email}`)).json()) as SandboxSnapshot;

/**
 * A sender whose LinkedIn account is a sandbox member (its identity already known, so no warm-up
 * starts), on a sandbox of its own with `limits`; the bot works it on the product's clock.
 */
async function senderOnSandbox(email: string, limits: Record<string, number>) {
  const deps = await domainDeps();
  const sandbox = await startLinkedInSandbox({ port: 0, now: () => deps.clock.now(), limits });
  sandboxes.push(sandbox);
  const s = await newSession();
  await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
  await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
  const acc = { teamId: s.teamId, userId: s.userId };
  const me = await snapshot(sandbox, email);
  await deps.db.entities.linkedInAccount
    .patch(acc)
    .set({
      email,
      publicId: me.publicId,
      credentialsEnc: await deps.secrets.encrypt(JSON.stringify({ email, password: 'Sandbox1!' }), {
        ...acc,
        purpose: 'linkedin-credentials',
      }),
    })
    .go();
  return { s, acc, sandbox, me };
}

/** People of the sandbox the member is not connected to (invitation targets). */
async function strangers(sb: LinkedInSandbox, me: SandboxSnapshot, n: number): Promise<string[]> {
  const { people } = (await (await fetch(`${sb.url}/_sandbox/directory/people?limit=50`)).json()) as {
    people: { publicId: string }[];
  };
  const known = new Set([me.publicId, ...me.firstDegree]);
  return people
    .map((p) => p.publicId)
    .filter((id) => !known.has(id))
    .slice(0, n);
}

async function campaign(s: Session, ids: string[], sequence: unknown[]) {
  const key = await uploadCsv(s, profileCsv(ids.map((id, i) => ({ id, first: `P${i}` }))));
  const c = (await s.call('POST', '/campaigns/linked-in/audience/csv', { key, touchSequence: { sequence } }))
    .body;
  expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
  return c.id as string;
}

/** The campaign's step actions of one type, oldest first. */
const stepActions = async (acc: { teamId: string; userId: string }, type: string) =>
  (await botActions(acc))
    .filter((a) => a.type === type && a.actionId.startsWith('step#'))
    .sort((a, b) => a.createdAt - b.createdAt) as BotAction[];

const keyOf = (a: BotAction): ActionKey => ({ teamId: a.teamId, userId: a.userId, actionId: a.actionId });

const cases = [
  {
    name: 'the weekly invitation limit',
    email: 'taylor@sandbox.test',
    limits: { invitesPerWeek: 1 },
    step: { type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 0, message: 'Hi {{first_name}}' },
    action: 'connect',
    refused: { result: 'weekly-limit' },
    pause: 'invitesPause',
    hours: 72,
    // The site counts a rolling week: its window outlasts the product's pause.
    windowMs: 7 * 24 * H,
    blocked: { kind: 'invite', cap: 'weekly' },
    done: (sb: SandboxSnapshot, _ids: string[]) => sb.invitations,
  },
  {
    name: 'the daily profile-view limit',
    email: 'jordan@sandbox.test',
    limits: { profileViewsPerDay: 1 },
    step: { type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 },
    action: 'view-profile',
    refused: { result: 'limit-signal', signal: 'view-limit' },
    pause: 'viewsPause',
    hours: 24,
    windowMs: 24 * H,
    blocked: { kind: 'view', cap: 'daily' },
    done: (sb: SandboxSnapshot, _ids: string[]) => sb.views,
  },
  {
    name: 'the daily message limit',
    email: 'sam@sandbox.test',
    limits: { messagesPerDay: 1 },
    step: { type: 'LI Message', delay_time_unit: 'day(s)', delay_number: 0, message: 'Hi {{first_name}}' },
    action: 'message',
    refused: { result: 'limit-signal', signal: 'message-limit' },
    pause: 'messagesPause',
    hours: 24,
    windowMs: 24 * H,
    blocked: { kind: 'message', cap: 'daily' },
    // The seeded threads hold older messages of the member's: only the campaign's count ("Hi P<n>").
    done: (sb: SandboxSnapshot, ids: string[]) =>
      sb.messages.filter((m) => m.direction === 'out' && m.text === `Hi P${ids.indexOf(m.publicId)}`),
  },
] as const;

describe("the bot meets LinkedIn's limits on the sandbox and the sender's outreach pauses", () => {
  for (const k of cases) {
    it(`${k.name}: reported once, that kind paused, nothing tried on the site until the pause ends`, async () => {
      const { s, acc, sandbox, me } = await senderOnSandbox(k.email, k.limits);
      // Messages go to connections; invitations and views to people outside the network.
      const ids = k.action === 'message' ? me.firstDegree.slice(0, 3) : await strangers(sandbox, me, 3);
      expect(ids).toHaveLength(3);
      const c = await campaign(s, ids, [k.step]);
      const deps = await domainDeps();

      // Act: two leads' steps come due; the bot does the first and the site refuses the second.
      await runDueSteps(s, [c], ids.slice(0, 2));
      const queued = await stepActions(acc, k.action);
      expect(queued).toHaveLength(2);
      const now = await clockNow();
      const { actions } = await runBotUntil(deps, sandbox.url, queued.map(keyOf), { timeoutMs: 90_000 });

      // Assess: one done on the site, one refused there and reported as LinkedIn's signal.
      const outcomes = actions.map((a) => a.outcome as { result: string });
      expect(actions.every((a) => a.status === 'done')).toBe(true);
      const refusals = outcomes.filter((o) => o.result === k.refused.result);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toMatchObject(k.refused);
      let site = await snapshot(sandbox, k.email);
      expect(k.done(site, ids)).toHaveLength(1);
      expect(site.blocked).toEqual([expect.objectContaining(k.blocked)]);
      expect(site.restriction).toBeNull();

      // That kind of the sender's outreach pauses for hours.
      const caps = await waitFor(async () => {
        const b = (await s.call('GET', '/users/me/sender-caps')).body;
        return b[k.pause] ? b : null;
      });
      const until = caps[k.pause].until as number;
      expect(until).toBeGreaterThanOrEqual(now + k.hours * H);
      expect(until).toBeLessThan(now + (k.hours + 1) * H);

      // While paused, the third lead comes due: no new action of that kind, and the bot finds
      // nothing of it due, so the site sees no further attempt (one refusal, never a restriction).
      await runDueSteps(s, [c], ids.slice(2));
      expect(await stepActions(acc, k.action)).toHaveLength(2);
      const { dueActionsForAccount } = await import('@outreach/functions/domain/bot/actions');
      expect((await dueActionsForAccount(deps, acc, 50)).filter((a) => a.type === k.action)).toEqual([]);
      const leads = (await deps.db.entities.lead.query.byCampaign({ teamId: s.teamId, campaignId: c }).go())
        .data;
      const refusedLead = (
        actions.find((a) => (a.outcome as { result: string }).result === k.refused.result)!.payload as {
          leadId: string;
        }
      ).leadId;
      const waiting = leads.filter((l) => l.stage === 'scheduled');
      expect(waiting.map((l) => l.leadId).sort()).toEqual([refusedLead, ids[2]].sort());
      for (const l of waiting) expect(l.nextDueAt).toBeGreaterThanOrEqual(until);

      // The pause ends and the site's window has passed: the refused lead's step goes out, once.
      await advanceClock(Math.max(until, now + k.windowMs) - (await clockNow()) + 60_000);
      await runDueSteps(s, [c], [refusedLead]);
      const retry = (await stepActions(acc, k.action)).filter(
        (a) => !queued.some((q) => q.actionId === a.actionId),
      );
      expect(retry).toHaveLength(1);
      const [again] = (await runBotUntil(deps, sandbox.url, retry.map(keyOf), { timeoutMs: 90_000 })).actions;
      expect(again).toMatchObject({ status: 'done' });
      expect((again.outcome as { result: string }).result).not.toBe(k.refused.result);
      site = await snapshot(sandbox, k.email);
      expect(k.done(site, ids)).toHaveLength(2);
      expect(site.blocked).toHaveLength(1);
      expect((await s.call('GET', '/users/me/sender-caps')).body[k.pause]).toBeNull();
    }, 240_000);
  }
});

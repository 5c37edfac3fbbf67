import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countActions, DAY, DEFAULT_LIMITS, HOUR, WEEK } from './limits.ts';
import type { Person } from './population.ts';
import { LinkedInWorld, type Result } from './world.ts';

const T0 = Date.UTC(2025, 0, 6, 9);
const EMAIL = 'alex@sandbox.test';

function setup(limits = {}, populationSize?: number) {
  let now = T0;
  // No acceptances or replies, so degrees stay put while we count caps.
  const w = new LinkedInWorld({
    seed: 4,
    now: () => now,
    limits,
    populationSize,
    reactions: { acceptRate: 0, replyRate: 0 },
  });
  const strangers = w.population.people.filter((p) => w.degree(EMAIL, p) !== 1);
  const friends = w.population.people.filter((p) => w.degree(EMAIL, p) === 1);
  return { w, strangers, friends, advance: (ms: number) => (now += ms) };
}

const code = (r: Result) => (r.ok ? 'OK' : r.code);

describe('invitation caps', () => {
  it('allows 40 a day and 100 a rolling week, then shows the weekly limit', () => {
    const { w, strangers, advance } = setup();
    let next = 0;
    const invite = () => code(w.invite(EMAIL, strangers[next++], null));
    for (let i = 0; i < 40; i++) expect(invite()).toBe('OK');
    expect(invite()).toBe('DAILY_INVITATION_LIMIT');
    advance(DAY);
    for (let i = 0; i < 40; i++) expect(invite()).toBe('OK');
    advance(DAY);
    for (let i = 0; i < 20; i++) expect(invite()).toBe('OK');
    expect(invite()).toBe('WEEKLY_INVITATION_LIMIT');
    expect(w.snapshot(EMAIL).usage.invitesLast7d).toBe(100);
    // A week after the first batch, room opens again.
    advance(5 * DAY + HOUR);
    expect(invite()).toBe('OK');
  });

  it('restricts an account that keeps trying 3 more times after the alert', () => {
    const { w, strangers } = setup({ invitesPerWeek: 5 });
    for (let i = 0; i < 5; i++) expect(code(w.invite(EMAIL, strangers[i], null))).toBe('OK');
    expect(code(w.invite(EMAIL, strangers[5], null))).toBe('WEEKLY_INVITATION_LIMIT');
    expect(code(w.invite(EMAIL, strangers[6], null))).toBe('WEEKLY_INVITATION_LIMIT');
    expect(code(w.invite(EMAIL, strangers[7], null))).toBe('WEEKLY_INVITATION_LIMIT');
    expect(w.account(EMAIL).restriction).toBeNull();
    expect(code(w.invite(EMAIL, strangers[8], null))).toBe('RESTRICTED');
    expect(w.account(EMAIL).restriction).not.toBeNull();
    // Everything is refused once restricted.
    expect(code(w.viewProfile(EMAIL, strangers[9]))).toBe('RESTRICTED');
    const snapshot = w.snapshot(EMAIL);
    expect(snapshot.invitations).toHaveLength(5);
    expect(snapshot.blocked).toHaveLength(4);
  });

  it('enforces the 300-character note, duplicates and the 3-week resend wait', () => {
    const { w, strangers, advance } = setup();
    const [a, b] = strangers;
    expect(code(w.invite(EMAIL, a, 'x'.repeat(301)))).toBe('NOTE_TOO_LONG');
    const sent = w.invite(EMAIL, a, 'x'.repeat(300));
    expect(code(sent)).toBe('OK');
    expect(code(w.invite(EMAIL, a, null))).toBe('ALREADY_INVITED');
    if (!sent.ok) throw new Error('unreachable');
    expect(code(w.withdraw(EMAIL, sent.invitation.id))).toBe('OK');
    expect(code(w.invite(EMAIL, a, null))).toBe('CANT_RESEND_YET');
    advance(21 * DAY);
    expect(code(w.invite(EMAIL, a, null))).toBe('OK');
    expect(code(w.invite(EMAIL, b, null))).toBe('OK');
  });

  it('never lets more than the weekly cap through in any rolling week (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 12 * HOUR }), { minLength: 1, maxLength: 160 }),
        (gaps) => {
          // A smaller world (enough strangers for 160 invitations) keeps each of the 40 runs cheap.
          const { w, strangers, advance } = setup(
            { invitesPerWeek: 30, invitesPerDay: 12, oversteps: 1000 },
            400,
          );
          const sentAt: number[] = [];
          gaps.forEach((gap, i) => {
            const at = advance(gap);
            if (w.invite(EMAIL, strangers[i] as Person, null).ok) sentAt.push(at);
          });
          for (const t of sentAt) {
            expect(sentAt.filter((s) => s > t - WEEK && s <= t).length).toBeLessThanOrEqual(30);
            expect(sentAt.filter((s) => s > t - DAY && s <= t).length).toBeLessThanOrEqual(12);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('message and profile-view caps', () => {
  it('allows 150 messages a day to connections only', () => {
    const { w, strangers, friends, advance } = setup();
    expect(code(w.sendMessage(EMAIL, { person: strangers[0] }, 'Hi'))).toBe('NOT_CONNECTED');
    for (let i = 0; i < DEFAULT_LIMITS.messagesPerDay; i++) {
      expect(code(w.sendMessage(EMAIL, { person: friends[i % friends.length] }, `Hi ${i}`))).toBe('OK');
    }
    expect(code(w.sendMessage(EMAIL, { person: friends[0] }, 'one more'))).toBe('MESSAGE_LIMIT');
    advance(DAY);
    expect(code(w.sendMessage(EMAIL, { person: friends[0] }, 'next day'))).toBe('OK');
  });

  it('allows 250 profile views a day and records each one', () => {
    const { w, strangers } = setup();
    for (let i = 0; i < DEFAULT_LIMITS.profileViewsPerDay; i++)
      expect(code(w.viewProfile(EMAIL, strangers[i % 50]))).toBe('OK');
    expect(code(w.viewProfile(EMAIL, strangers[0]))).toBe('PROFILE_VIEW_LIMIT');
    const account = w.account(EMAIL);
    expect(countActions(account, 'view', T0, DAY)).toBe(250);
    // Views of the same person are all recorded, so tests can count duplicates.
    expect(w.snapshot(EMAIL).views.filter((v) => v.publicId === strangers[0].publicId)).toHaveLength(5);
  });
});

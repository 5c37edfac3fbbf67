import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './limits.ts';
import { acceptanceTime, DEFAULT_REACTIONS, replyFor } from './reactions.ts';
import { LinkedInWorld } from './world.ts';

const T0 = Date.UTC(2025, 0, 6, 9);

function world(seed = 11) {
  let now = T0;
  const w = new LinkedInWorld({ seed, now: () => now });
  return { w, advance: (ms: number) => (now += ms), at: () => now };
}

describe('acceptance and reply decisions', () => {
  it('accepts about 40% of invitations, 2 hours to 3 days after sending, deterministically', () => {
    const times = Array.from({ length: 4000 }, (_, i) =>
      acceptanceTime(5, 'alex@sandbox.test', { id: String(i), personId: i % 1200, sentAt: T0 }),
    );
    const accepted = times.filter((t): t is number => t !== null);
    expect(accepted.length / times.length).toBeGreaterThan(0.37);
    expect(accepted.length / times.length).toBeLessThan(0.43);
    for (const t of accepted) {
      expect(t - T0).toBeGreaterThanOrEqual(DEFAULT_REACTIONS.acceptDelayMinMs);
      expect(t - T0).toBeLessThanOrEqual(DEFAULT_REACTIONS.acceptDelayMaxMs);
    }
    expect(acceptanceTime(5, 'alex@sandbox.test', { id: '9', personId: 9, sentAt: T0 })).toBe(times[9]);
  });

  it('replies to about 20% of messages, 30 minutes to 2 days later', () => {
    const replies = Array.from({ length: 4000 }, (_, i) =>
      replyFor(5, 'alex@sandbox.test', `msg-${i}`, T0, 'Alex'),
    );
    const got = replies.filter((r) => r !== null);
    expect(got.length / replies.length).toBeGreaterThan(0.17);
    expect(got.length / replies.length).toBeLessThan(0.23);
    for (const r of got) {
      expect(r!.at - T0).toBeGreaterThanOrEqual(30 * 60_000);
      expect(r!.at - T0).toBeLessThanOrEqual(2 * DAY);
      expect(r!.text).not.toContain('{first}');
    }
  });
});

describe('reactions evaluated lazily from the clock', () => {
  it('accepts invitations only once the clock passes their time, making the person 1st degree', () => {
    // Prepare
    const { w, advance } = world();
    const email = 'alex@sandbox.test';
    const strangers = w.population.people.filter((p) => w.degree(email, p) !== 1).slice(0, 30);
    // Act
    const sent = strangers.map((p) => {
      const r = w.invite(email, p, null);
      if (!r.ok) throw new Error(r.code);
      return { person: p, invitation: r.invitation };
    });
    // Assess: nothing before 2 hours
    advance(HOUR);
    expect(w.account(email).invitations.every((i) => i.status === 'pending')).toBe(true);
    advance(3 * DAY);
    const account = w.account(email);
    const accepted = account.invitations.filter((i) => i.status === 'accepted');
    expect(accepted.length).toBeGreaterThan(3);
    expect(accepted.length).toBeLessThan(25);
    for (const { person, invitation } of sent) {
      const expected = acceptanceTime(w.seed, email, invitation, w.reactions);
      expect(invitation.status).toBe(expected === null ? 'pending' : 'accepted');
      if (expected !== null) expect(w.degree(email, person)).toBe(1);
    }
  });

  it('keeps a withdrawn invitation withdrawn even if it would have been accepted later', () => {
    const { w, advance } = world();
    const email = 'alex@sandbox.test';
    const candidates = w.population.people.filter((p) => w.degree(email, p) !== 1);
    let target: { id: string } | null = null;
    for (const p of candidates) {
      const r = w.invite(email, p, null);
      if (r.ok && acceptanceTime(w.seed, email, r.invitation, w.reactions) !== null) {
        target = r.invitation;
        break;
      }
    }
    expect(target).not.toBeNull();
    expect(w.withdraw(email, target!.id).ok).toBe(true);
    advance(5 * DAY);
    expect(w.account(email).invitations.find((i) => i.id === target!.id)?.status).toBe('withdrawn');
  });

  it('adds replies to messages after their delay', () => {
    const { w, advance } = world();
    const email = 'alex@sandbox.test';
    const friends = w.population.people.filter((p) => w.degree(email, p) === 1).slice(0, 40);
    for (const p of friends)
      expect(w.sendMessage(email, { person: p }, `Hello ${p.firstName}`).ok).toBe(true);
    const inboundBefore = w.snapshot(email).messages.filter((m) => m.direction === 'in').length;
    advance(2 * DAY + HOUR);
    const inboundAfter = w.snapshot(email).messages.filter((m) => m.direction === 'in').length;
    expect(inboundAfter - inboundBefore).toBeGreaterThan(2);
    expect(inboundAfter - inboundBefore).toBeLessThan(20);
  });

  it('produces the same reactions for the same seed and actions', () => {
    const run = () => {
      const { w, advance } = world(99);
      const email = 'jordan@sandbox.test';
      for (const p of w.population.people.filter((x) => w.degree(email, x) !== 1).slice(0, 20))
        w.invite(email, p, 'Hi');
      advance(4 * DAY);
      return w.account(email).invitations.map((i) => [i.personId, i.status, i.acceptedAt]);
    };
    expect(run()).toEqual(run());
  });
});

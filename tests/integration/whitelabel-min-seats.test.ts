import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

// Per-white-label minimum seats (spec 2 §5: "configurable per white-label"): a platform admin sets
// it on the team's white label; the owner then cannot buy or reduce seats below it.

const subscribeBody = (seats: number) => ({
  plan: 'business',
  billingType: 'monthly',
  currency: 'usd',
  seats,
  phone: '+1 555 0100',
  company: 'Acme Inc',
  address: { country: 'US', line1: '1 Main St', city: 'Springfield', postal_code: '12345' },
  paymentMethod: 'pm_card_visa',
});
const change = (seats: number) => ({ plan: 'business', billingType: 'monthly', currency: 'usd', seats });
const atLeast3 = 'You need to have at least 3 seat(s) for this plan.';

beforeAll(async () => {
  await domainDeps();
});

describe('white-label minimum seats', () => {
  it('only a platform admin sets it; the owner cannot subscribe or reduce below it', async () => {
    // Prepare: an owner, and a platform admin managing that owner's team.
    const [owner, admin] = await Promise.all([
      newSession({ linkedIn: false }),
      newSession({ linkedIn: false }),
    ]);
    const deps = await domainDeps();
    await deps.db.entities.user.patch({ userId: admin.userId }).set({ isAlfredAdmin: true }).go();
    const imp = await admin.call('POST', '/users/impersonate', {
      teamIdToImpersonate: owner.teamId,
      userIdToImpersonate: owner.userId,
    });
    expect(imp.status).toBe(200);
    const asAdmin = (body: unknown) =>
      api('PATCH', '/whitelabels/min-seats', { token: imp.body.authToken, body });

    // Act + assess: the owner may not set it; bad input is a 400 that writes nothing.
    const denied = await owner.call('PATCH', '/whitelabels/min-seats', { minSeats: 1 });
    expect(denied.status).toBe(403);
    for (const bad of [{ minSeats: 0 }, { minSeats: 251 }, { minSeats: 2.5 }, { minSeats: '3' }, {}]) {
      const r = await asAdmin(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toMatchObject({ statusCode: 400 });
    }
    expect((await owner.call('GET', '/billing')).body.whiteLabelMinSeats).toBeNull();

    const set = await asAdmin({ minSeats: 3 });
    expect(set.status).toBe(200);
    expect(set.body.whiteLabel).toMatchObject({ id: owner.teamId, minSeats: 3 });
    expect((await owner.call('GET', '/billing')).body.whiteLabelMinSeats).toBe(3);

    // Buying below it is refused with the spec's message and leaves no subscription.
    const low = await owner.call('POST', '/billing/subscriptions', subscribeBody(2));
    expect(low.status).toBe(400);
    expect(low.body.message).toBe(atLeast3);
    expect((await owner.call('GET', '/billing')).body.subscriptionStatus).toBeNull();

    const ok = await owner.call('POST', '/billing/subscriptions', subscribeBody(3));
    expect(ok.status).toBe(200);

    // Reducing below it is refused too, in the preview and the change.
    const q = 'plan=business&billingType=monthly&currency=usd&seats=2';
    const preview = await owner.call('GET', `/billing/plan-update-invoice?${q}`);
    expect(preview.status).toBe(400);
    expect(preview.body.message).toBe(atLeast3);
    const reduce = await owner.call('PATCH', '/billing/subscriptions', change(2));
    expect(reduce.status).toBe(400);
    expect(reduce.body.message).toBe(atLeast3);

    // Cleared, the plan's own minimum applies again.
    const cleared = await asAdmin({ minSeats: null });
    expect(cleared.body.whiteLabel.minSeats).toBeNull();
    expect((await owner.call('GET', '/billing')).body.whiteLabelMinSeats).toBeNull();
  });
});

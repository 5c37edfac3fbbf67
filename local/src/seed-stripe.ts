import { syncStripeCatalogue } from '@outreach/functions/domain/billing/catalogue';
import type { Deps } from '@outreach/functions/lib/deps';

/** Promotion codes to try locally: one that works, one that has expired. */
export const LOCAL_PROMO_CODES = { valid: 'WELCOME20', inactive: 'EXPIRED10' } as const;

/**
 * Gives the Stripe sandbox our catalogue (the same sync AWS runs against real Stripe) and two
 * promotion codes to try. Safe at every start.
 */
export async function seedStripe(deps: Deps): Promise<void> {
  const stripe = await deps.payments.stripe();
  await syncStripeCatalogue(stripe);
  const codes = [
    { code: LOCAL_PROMO_CODES.valid, id: 'local-welcome-20', percent: 20, active: true },
    { code: LOCAL_PROMO_CODES.inactive, id: 'local-expired-10', percent: 10, active: false },
  ];
  for (const c of codes) {
    const found = await stripe.promotionCodes.list({ code: c.code, limit: 1 });
    if (found.data.length > 0) continue;
    await stripe.coupons
      .retrieve(c.id)
      .catch(() =>
        stripe.coupons.create({ id: c.id, percent_off: c.percent, duration: 'once', name: c.code }),
      );
    await stripe.promotionCodes.create({
      code: c.code,
      active: c.active,
      promotion: { type: 'coupon', coupon: c.id },
    });
  }
}

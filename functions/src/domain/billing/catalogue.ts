import { CANCEL_COUPON } from '@outreach/shared/constants/billing';
import {
  type BillingType,
  billingCycleMonths,
  billingTypes,
  type Currency,
  currencies,
  type PaidPlanName,
  type PlanKey,
  planKeys,
  planLabels,
} from '@outreach/shared/plans/catalogue';
import { priceFor } from '@outreach/shared/plans/prices';
import type Stripe from 'stripe';

/**
 * The lookup key of a plan's Stripe price: one price per plan × billing cycle × currency.
 *
 * @example
 * priceLookupKey({ plan: 'pro', billingType: 'annual', currency: 'usd' }) // 'outreach_pro_annual_usd'
 */
export function priceLookupKey(p: { plan: PlanKey; billingType: BillingType; currency: Currency }): string {
  return `outreach_${p.plan}_${p.billingType}_${p.currency}`;
}

/** The plan, cycle and currency of a price, read back from its lookup key. */
export function parseLookupKey(
  key: string | null | undefined,
): { plan: PaidPlanName; billingType: BillingType; currency: Currency } | null {
  const m = key?.match(/^outreach_([a-z_0-9]+)_(monthly|quarterly|semestrial|annual)_(usd|eur|gbp)$/);
  if (!m) return null;
  const plan = (m[1].startsWith('business_') ? 'business' : m[1]) as PaidPlanName;
  return { plan, billingType: m[2] as BillingType, currency: m[3] as Currency };
}

const intervalOf = (t: BillingType) =>
  t === 'annual'
    ? { interval: 'year' as const, interval_count: 1 }
    : { interval: 'month' as const, interval_count: billingCycleMonths[t] };

/** Every price the catalogue defines (plans with a price on a cycle), with its amount per cycle in minor units. */
export function cataloguePrices() {
  const out: { plan: PlanKey; billingType: BillingType; currency: Currency; unitAmount: number }[] = [];
  for (const plan of planKeys) {
    for (const billingType of billingTypes) {
      for (const currency of currencies) {
        const monthly = priceFor({ plan, billingType, currency });
        if (monthly === null) continue;
        // Per user per month × months in the cycle, in minor units.
        out.push({
          plan,
          billingType,
          currency,
          unitAmount: Math.round(monthly * 100) * billingCycleMonths[billingType],
        });
      }
    }
  }
  return out;
}

/**
 * Makes Stripe's catalogue match ours: a product per plan and a price per plan × cycle × currency,
 * found by lookup key (a changed amount gets a new price that takes the key over), and the
 * cancellation coupon. Safe to run again; the local runtime runs it at every start, and in AWS
 * `npm run stripe:sync` runs it against the account (README).
 */
export async function syncStripeCatalogue(stripe: Stripe): Promise<{ created: number }> {
  const wanted = cataloguePrices();
  const existing = new Map<string, Stripe.Price>();
  for (let i = 0; i < wanted.length; i += 10) {
    const keys = wanted.slice(i, i + 10).map(priceLookupKey);
    const found = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 10 });
    for (const p of found.data) if (p.lookup_key) existing.set(p.lookup_key, p);
  }
  let created = 0;
  const products = new Set<string>();
  for (const w of wanted) {
    const key = priceLookupKey(w);
    const have = existing.get(key);
    if (have && have.unit_amount === w.unitAmount) continue;
    const productId = `outreach_${w.plan}`;
    if (!products.has(productId)) {
      await stripe.products.retrieve(productId).catch(async () => {
        const base = w.plan.startsWith('business') ? 'business' : w.plan;
        await stripe.products.create({ id: productId, name: `Outreach ${planLabels[base as PaidPlanName]}` });
      });
      products.add(productId);
    }
    await stripe.prices.create({
      product: productId,
      currency: w.currency,
      unit_amount: w.unitAmount,
      recurring: intervalOf(w.billingType),
      lookup_key: key,
      transfer_lookup_key: true,
      metadata: { plan: w.plan, billingType: w.billingType },
    });
    created += 1;
  }
  await stripe.coupons.retrieve(CANCEL_COUPON.id).catch(() =>
    stripe.coupons.create({
      id: CANCEL_COUPON.id,
      name: CANCEL_COUPON.name,
      percent_off: CANCEL_COUPON.percentOff,
      duration: 'repeating',
      duration_in_months: CANCEL_COUPON.months,
    }),
  );
  return { created };
}

/** The Stripe price of a plan on a cycle and currency, or null when the plan has none there. */
export async function findPrice(
  stripe: Stripe,
  p: { plan: PlanKey; billingType: BillingType; currency: Currency },
): Promise<Stripe.Price | null> {
  const res = await stripe.prices.list({ lookup_keys: [priceLookupKey(p)], active: true, limit: 1 });
  return res.data[0] ?? null;
}

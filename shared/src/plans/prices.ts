import { MINOR_UNITS_PER_MAJOR } from '../constants/billing.ts';
import type { BillingType, Currency, PlanKey, PlanName } from './catalogue.ts';
import { currencyLabels } from './catalogue.ts';
import { planSeats } from './seats.ts';

/** Plans with a price: every catalogue key except trial and free. */
export type PricedPlanKey = Exclude<PlanKey, 'trial' | 'free'>;

/** A price per user per month in major units, or null when the plan has none on that cycle. */
export type PriceRow = Record<BillingType, number | null>;

const row = (
  monthly: number | null,
  quarterly: number | null,
  semestrial: number | null,
  annual: number | null,
) => ({ monthly, quarterly, semestrial, annual }) satisfies PriceRow;

/**
 * Prices per user per month, in major units, by currency (spec 2 §9).
 * USD is the spec's table ("not shown" cells are null). EUR and GBP are ours (the spec says only
 * that they are lower): about 90% and 80% of USD. Business v1 and v2 are ours too (business prices).
 */
export const planPrices: Record<Currency, Record<PricedPlanKey, PriceRow>> = {
  usd: {
    starter: row(39, 29, 29, null),
    personal: row(59, 49, 49, null),
    individual: row(59, 49, null, 39),
    basic: row(59, 49, null, 59),
    pro: row(99, 79, null, 99),
    business: row(99, 79, null, 59),
    business_v1: row(99, 79, null, 59),
    business_v2: row(99, 79, null, 59),
    enterprise: row(69, 49, 49, 29.9),
    agency: row(79, 59, null, 49),
    teams: row(79, 59, null, 79),
  },
  // Ours.
  eur: {
    starter: row(35, 26, 26, null),
    personal: row(53, 44, 44, null),
    individual: row(53, 44, null, 35),
    basic: row(53, 44, null, 53),
    pro: row(89, 71, null, 89),
    business: row(89, 71, null, 53),
    business_v1: row(89, 71, null, 53),
    business_v2: row(89, 71, null, 53),
    enterprise: row(62, 44, 44, 26.9),
    agency: row(71, 53, null, 44),
    teams: row(71, 53, null, 71),
  },
  // Ours.
  gbp: {
    starter: row(31, 23, 23, null),
    personal: row(47, 39, 39, null),
    individual: row(47, 39, null, 31),
    basic: row(47, 39, null, 47),
    pro: row(79, 63, null, 79),
    business: row(79, 63, null, 47),
    business_v1: row(79, 63, null, 47),
    business_v2: row(79, 63, null, 47),
    enterprise: row(55, 39, 39, 23.9),
    agency: row(63, 47, null, 39),
    teams: row(63, 47, null, 63),
  },
};

/** A promotional new price shown on a card (plan definition newPrice, label). */
export interface NewPrice {
  price: number;
  description?: string;
  label?: string;
}

/**
 * New (promotional) prices, USD annual only (spec 2 §9): basic 29 'Get 6 Months Free',
 * pro 49 (the annual Pro promotional flag), teams 39 '2 users included'.
 */
export const newPrices: Partial<
  Record<Currency, Partial<Record<PricedPlanKey, Partial<Record<BillingType, NewPrice>>>>>
> = {
  usd: {
    basic: { annual: { price: 29, label: 'Get 6 Months Free' } },
    pro: { annual: { price: 49 } },
    teams: { annual: { price: 39, description: '2 users included' } },
  },
};

/** What a card shows when a plan has no price on the chosen cycle. */
export const MISSING_PRICE_TEXT = 'NONE PROVIDED';

function isPriced(plan: PlanKey): plan is PricedPlanKey {
  return plan !== 'trial' && plan !== 'free';
}

/**
 * The list price per user per month in major units, or null when none exists.
 *
 * @example
 * priceFor({ plan: 'enterprise', billingType: 'annual', currency: 'usd' }) // 29.9
 * priceFor({ plan: 'starter', billingType: 'annual', currency: 'usd' })    // null
 */
export function priceFor(input: {
  plan: PlanKey;
  billingType: BillingType;
  currency: Currency;
}): number | null {
  if (!isPriced(input.plan)) return null;
  return planPrices[input.currency][input.plan][input.billingType];
}

/**
 * The promotional new price of a plan on a cycle, if any.
 *
 * @example
 * newPriceFor({ plan: 'teams', billingType: 'annual', currency: 'usd' }) // { price: 39, description: '2 users included' }
 */
export function newPriceFor(input: {
  plan: PlanKey;
  billingType: BillingType;
  currency: Currency;
}): NewPrice | null {
  if (!isPriced(input.plan)) return null;
  return newPrices[input.currency]?.[input.plan]?.[input.billingType] ?? null;
}

/**
 * Major units to minor units ("prices are multiplied by 100"), rounded to a whole minor unit.
 *
 * @example
 * toMinorUnits(29.9) // 2990
 */
export function toMinorUnits(major: number): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

/**
 * Formats an amount in minor units (invoices, upcoming invoice) for display.
 *
 * @example
 * formatMinorUnits(2990, 'usd') // '$29.90'
 * formatMinorUnits(-500, 'eur') // '-€5.00'
 */
export function formatMinorUnits(amount: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyLabels[currency] }).format(
    amount / MINOR_UNITS_PER_MAJOR,
  );
}

/**
 * The display amount of an invoice: amount_due in minor units, in the invoice's currency.
 *
 * @example
 * invoiceAmountDisplay({ amount_due: 4900, currency: 'usd' }) // '$49.00'
 */
export function invoiceAmountDisplay(invoice: { amount_due: number; currency: string }): string {
  const currency = invoice.currency.toLowerCase();
  if (currency === 'usd' || currency === 'eur' || currency === 'gbp')
    return formatMinorUnits(invoice.amount_due, currency);
  return `${(invoice.amount_due / MINOR_UNITS_PER_MAJOR).toFixed(2)} ${invoice.currency.toUpperCase()}`;
}

/** GET /billing/plan-price answer. */
export interface PlanPriceInfo {
  minSeats: number;
  initialSeatsPrice: number;
  extraSeatPrice: number;
}

/**
 * Plan price info as GET /billing/plan-price answers it (ours: the spec gives the fields, not the
 * formula): the minimum seats are paid together as the initial price, each further seat at the
 * per-user price. Null when the plan has no price on the cycle. Prices in major units.
 *
 * @example
 * planPriceInfo({ plan: 'agency', billingType: 'monthly', currency: 'usd' })
 * // { minSeats: 10, initialSeatsPrice: 790, extraSeatPrice: 79 }
 */
export function planPriceInfo(input: {
  plan: PlanKey;
  billingType: BillingType;
  currency: Currency;
}): PlanPriceInfo | null {
  const price = priceFor(input);
  if (price === null) return null;
  const base: PlanName =
    input.plan === 'business_v1' || input.plan === 'business_v2' ? 'business' : input.plan;
  const { minSeats } = planSeats[base];
  return { minSeats, initialSeatsPrice: Math.round(price * minSeats * 100) / 100, extraSeatPrice: price };
}

/**
 * Stripe's billing arithmetic the sandbox reproduces: period ends, proration of a mid-period change,
 * and coupons. Pure functions, so the rules are unit-tested on their own.
 */

/** Stripe's intervals; any other string counts as months. */
export type Interval = 'day' | 'week' | 'month' | 'year' | (string & {});

/**
 * The end of a billing period that starts at `start` (Unix seconds), in UTC calendar months like
 * Stripe: a month after 31 January is the last day of February, at the same time of day.
 *
 * @example
 * addInterval(Date.UTC(2026, 0, 31) / 1000, 'month', 1) // 28 February 2026, 00:00 UTC
 */
export function addInterval(start: number, interval: Interval, count: number): number {
  const d = new Date(start * 1000);
  if (interval === 'day') return start + count * 86_400;
  if (interval === 'week') return start + count * 7 * 86_400;
  const months = interval === 'year' ? 12 * count : count;
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return (
    Date.UTC(y, m, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()) / 1000
  );
}

export interface ProrationInput {
  /** Current period, Unix seconds. */
  periodStart: number;
  periodEnd: number;
  /** When the change takes effect (Stripe's proration_date). */
  at: number;
  /** What the period costs before and after the change (unit amount × quantity), minor units. */
  oldAmount: number;
  newAmount: number;
  /** A change of billing interval restarts the period at `at` and bills the new one in full. */
  intervalChanged: boolean;
}

export interface Proration {
  /** Negative: the unused time of the old price. */
  credit: number;
  /** Positive: the remaining time (or the whole new period) on the new price. */
  charge: number;
  /** The period after the change. */
  periodStart: number;
  periodEnd: number | null;
}

/**
 * Stripe's proration of a subscription change: a credit for the unused part of the old price and a
 * charge for the rest of the period on the new one, both by the second; when the interval changes,
 * the period restarts now and the new price is billed in full (periodEnd null: the caller computes it).
 *
 * @example
 * prorate({ periodStart: 0, periodEnd: 100, at: 50, oldAmount: 1000, newAmount: 3000, intervalChanged: false })
 * // { credit: -500, charge: 1500, periodStart: 0, periodEnd: 100 }
 */
export function prorate(input: ProrationInput): Proration {
  const total = Math.max(1, input.periodEnd - input.periodStart);
  const left = Math.min(total, Math.max(0, input.periodEnd - input.at));
  const credit = -Math.round((input.oldAmount * left) / total);
  if (input.intervalChanged) {
    return { credit, charge: input.newAmount, periodStart: input.at, periodEnd: null };
  }
  return {
    credit,
    charge: Math.round((input.newAmount * left) / total),
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
  };
}

/**
 * The discount a coupon gives on an amount (minor units, never more than the amount).
 *
 * @example
 * couponDiscount({ percent_off: 30, amount_off: null }, 4900) // 1470
 * couponDiscount({ percent_off: null, amount_off: 10000 }, 4900) // 4900
 */
export function couponDiscount(
  coupon: { percent_off: number | null; amount_off: number | null },
  amount: number,
): number {
  if (amount <= 0) return 0;
  if (coupon.percent_off) return Math.min(amount, Math.round((amount * coupon.percent_off) / 100));
  if (coupon.amount_off) return Math.min(amount, coupon.amount_off);
  return 0;
}

/**
 * Whether a coupon still applies to an invoice of a subscription whose discount started at `start`:
 * `once` on the first invoice only, `repeating` for duration_in_months, `forever` always.
 *
 * @example
 * couponApplies({ duration: 'once', duration_in_months: null }, { start: 0, at: 0, firstInvoice: true }) // true
 */
export function couponApplies(
  coupon: { duration: string; duration_in_months: number | null },
  input: { start: number; at: number; firstInvoice: boolean },
): boolean {
  if (coupon.duration === 'forever') return true;
  if (coupon.duration === 'once') return input.firstInvoice;
  return input.at < addInterval(input.start, 'month', coupon.duration_in_months ?? 0);
}

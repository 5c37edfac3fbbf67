import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A team's billing: its Stripe customer and current subscription, the subscription state as derived
 * from Stripe (webhooks), and the billing details the owner keeps. One item per team. Times of
 * Stripe objects are Unix seconds, like Stripe's.
 */
export const BillingAccountEntity = tableEntity(
  new Entity({
    model: { entity: 'billingAccount', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      customerId: { type: 'string' },
      subscriptionId: { type: 'string' },
      /** Stripe's subscription status (active, incomplete, past_due, canceled, …). */
      status: { type: 'string' },
      plan: { type: 'string' },
      billingType: { type: 'string' },
      currency: { type: 'string' },
      seats: { type: 'number' },
      currentPeriodStart: { type: 'number' },
      currentPeriodEnd: { type: 'number' },
      cancelAtPeriodEnd: { type: 'boolean', default: false },
      /** Collection paused (Stripe pause_collection): since when, until when. */
      pausedAt: { type: 'number' },
      autoResumeAt: { type: 'number' },
      pauseDurationSeconds: { type: 'number' },
      /** The one pause of the subscription was used (kept after a resume). */
      hasUsedPause: { type: 'boolean', default: false },
      isCancelCouponApplied: { type: 'boolean', default: false },
      company: { type: 'string' },
      phone: { type: 'string' },
      vat: { type: 'string' },
      vatType: { type: 'string' },
      taxIdId: { type: 'string' },
      address: { type: 'any' },
      /** The card on file: brand, last4, exp_month, exp_year. */
      card: { type: 'any' },
      cancelReasons: { type: 'list', items: { type: 'string' } },
      cancelDetails: { type: 'string' },
      pauseReason: { type: 'string' },
      pauseDescription: { type: 'string' },
      closeCancelTrigger: { type: 'string' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);

import type { RouteSpec } from '../route-def.ts';
import {
  ZBillingInformation,
  ZCancelSubscriptionRequest,
  ZCloseCancelRequest,
  ZCreateSubscriptionRequest,
  ZInvoicesQuery,
  ZPauseSubscriptionRequest,
  ZPaymentOutcomeRequest,
  ZPlanChangeRequest,
  ZPlanPriceQuery,
  ZUpdateCardRequest,
} from '../schemas/billing.ts';

/** Billing and seats on Stripe (spec 2 §7), the Stripe webhook and the card form's configuration. */
export const billingRoutes = {
  'GET /billing': { handler: 'billing/get-billing-info', auth: 'user' },
  'GET /billing/invoices': { handler: 'billing/list-invoices', auth: 'user', query: ZInvoicesQuery },
  'POST /billing/subscriptions': {
    handler: 'billing/create-subscription',
    auth: 'user',
    body: ZCreateSubscriptionRequest,
  },
  'PATCH /billing/subscriptions': { handler: 'billing/change-plan', auth: 'user', body: ZPlanChangeRequest },
  'DELETE /billing/subscriptions': { handler: 'billing/delete-subscription', auth: 'user' },
  'POST /billing/subscriptions/payment-confirmed': {
    handler: 'billing/confirm-payment',
    auth: 'user',
    body: ZPaymentOutcomeRequest,
  },
  'POST /billing/subscriptions/payment-failed': {
    handler: 'billing/record-payment-failure',
    auth: 'user',
    body: ZPaymentOutcomeRequest,
  },
  'POST /billing/subscriptions/pause': {
    handler: 'billing/pause-subscription',
    auth: 'user',
    body: ZPauseSubscriptionRequest,
  },
  'POST /billing/subscriptions/unpause': { handler: 'billing/unpause-subscription', auth: 'user' },
  'PATCH /billing/subscriptions/resume': { handler: 'billing/resume-subscription', auth: 'user' },
  'PATCH /billing/subscriptions/cancel': {
    handler: 'billing/cancel-subscription',
    auth: 'user',
    body: ZCancelSubscriptionRequest,
  },
  'PATCH /billing/subscriptions/apply-discount': { handler: 'billing/apply-cancel-discount', auth: 'user' },
  'POST /billing/subscriptions/close-cancel': {
    handler: 'billing/close-cancel',
    auth: 'user',
    body: ZCloseCancelRequest,
  },
  'GET /billing/cancel-discount': { handler: 'billing/get-cancel-discount', auth: 'user' },
  'GET /billing/plan-price': { handler: 'billing/get-plan-price', auth: 'user', query: ZPlanPriceQuery },
  'GET /billing/plan-update-invoice': {
    handler: 'billing/preview-plan-change',
    auth: 'user',
    query: ZPlanChangeRequest,
  },
  'GET /billing/upcoming-invoice': { handler: 'billing/get-upcoming-invoice', auth: 'user' },
  'PATCH /billing/company': { handler: 'billing/update-company', auth: 'user', body: ZBillingInformation },
  'PATCH /billing/update-card-details': {
    handler: 'billing/update-card',
    auth: 'user',
    body: ZUpdateCardRequest,
  },
  'GET /billing/card-form': { handler: 'billing/get-card-form', auth: 'user' },
  'POST /billing/webhook': { handler: 'billing/handle-stripe-webhook', auth: 'public' },
} as const satisfies Record<string, RouteSpec>;

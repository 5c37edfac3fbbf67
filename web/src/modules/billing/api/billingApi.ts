import type {
  TBillingInfo,
  TBillingInformation,
  TCancelSubscriptionRequest,
  TCreateSubscriptionRequest,
  TCreateSubscriptionResponse,
  TInvoice,
  TPauseSubscriptionRequest,
  TPlanChangeRequest,
} from '@outreach/shared/schemas/billing';
import { api } from '../../api/apiClient.ts';

export const BILLING_KEY = '/billing';

export interface InvoicePreview {
  amount_due: number;
  total: number;
  subtotal: number;
  currency: string;
  period_end: number;
  lines: { description: string | null; amount: number }[];
}

export interface CancelDiscount {
  discount: { id: string; name: string | null; percent_off: number | null; amount_off: number | null } | null;
}

/** The billing calls of spec 2 §7. */
export const billingApi = {
  info: () => api.get<TBillingInfo>('/billing'),
  cardForm: () => api.get<{ scriptUrl: string; publishableKey: string }>('/billing/card-form'),
  subscribe: (body: TCreateSubscriptionRequest) =>
    api.post<TCreateSubscriptionResponse>('/billing/subscriptions', body),
  paymentConfirmed: () => api.post<{ status: string }>('/billing/subscriptions/payment-confirmed', {}),
  paymentFailed: (message?: string) => api.post('/billing/subscriptions/payment-failed', { message }),
  changePlan: (body: TPlanChangeRequest) => api.patch('/billing/subscriptions', body),
  previewPlanChange: (q: TPlanChangeRequest) =>
    api.get<InvoicePreview>('/billing/plan-update-invoice', { ...q }),
  upcoming: () => api.get<InvoicePreview>('/billing/upcoming-invoice'),
  invoices: (q: { startingAfter?: string; endingBefore?: string }) =>
    api.get<{ invoices: TInvoice[]; hasMore: boolean }>('/billing/invoices', q),
  pause: (body: TPauseSubscriptionRequest) => api.post('/billing/subscriptions/pause', body),
  unpause: () => api.post('/billing/subscriptions/unpause', {}),
  resume: () => api.patch('/billing/subscriptions/resume', {}),
  cancel: (body: TCancelSubscriptionRequest) => api.patch('/billing/subscriptions/cancel', body),
  cancelDiscount: () => api.get<CancelDiscount>('/billing/cancel-discount'),
  applyDiscount: () => api.patch<{ message: string }>('/billing/subscriptions/apply-discount', {}),
  closeCancel: (trigger: string) => api.post('/billing/subscriptions/close-cancel', { trigger }),
  updateCompany: (body: TBillingInformation) => api.patch<TBillingInformation>('/billing/company', body),
  updateCard: (paymentMethod: string) =>
    api.patch<{ card: { brand: string; last4: string; exp_month: number; exp_year: number } }>(
      '/billing/update-card-details',
      { paymentMethod },
    ),
};

import type { TAddress } from '@outreach/shared/schemas/billing';
import type Stripe from 'stripe';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import type { Deps } from '../../ports/deps.ts';
import type { BillingOwner } from './billing-owner.ts';

interface Details {
  company: string;
  phone?: string;
  vat?: string | null;
  vatType?: string | null;
  address?: TAddress;
}

const stripeAddress = (a: TAddress | undefined): Stripe.AddressParam | undefined =>
  a
    ? {
        country: a.country || undefined,
        state: a.state || undefined,
        city: a.city || undefined,
        line1: a.line1 || undefined,
        line2: a.line2 || undefined,
        postal_code: a.postal_code || undefined,
      }
    : undefined;

/**
 * Creates or updates the team's Stripe customer with the billing details, and replaces its tax id
 * (an invalid one fails with Stripe's "Invalid value for …" before anything is saved here).
 * Answers the customer id.
 */
export async function saveCustomerDetails(
  deps: Deps,
  stripe: Stripe,
  owner: BillingOwner,
  d: Details,
): Promise<string> {
  const { teamId } = owner;
  const base = {
    name: d.company,
    ...(d.phone ? { phone: d.phone } : {}),
    ...(d.address ? { address: stripeAddress(d.address) } : {}),
  };
  let customerId = owner.account?.customerId;
  if (customerId) {
    await stripe.customers.update(customerId, base);
  } else {
    const c = await stripe.customers.create(
      { ...base, email: owner.user?.email, metadata: { teamId } },
      // One customer per team, even when two first subscriptions race.
      { idempotencyKey: `customer-${teamId}` },
    );
    customerId = c.id;
    const now = deps.clock.now();
    await BillingAccountEntity.upsert({
      teamId,
      customerId,
      createdAt: owner.account?.createdAt ?? now,
      updatedAt: now,
    }).go();
  }
  let taxIdId = owner.account?.taxIdId;
  const taxChanged =
    (d.vat ?? null) !== (owner.account?.vat ?? null) ||
    (d.vatType ?? null) !== (owner.account?.vatType ?? null);
  if (taxChanged) {
    const created =
      d.vat && d.vatType
        ? await stripe.customers.createTaxId(customerId, {
            type: d.vatType as Stripe.CustomerCreateTaxIdParams.Type,
            value: d.vat,
          })
        : null;
    if (taxIdId) await stripe.customers.deleteTaxId(customerId, taxIdId).catch(() => undefined);
    taxIdId = created?.id;
  }
  const now = deps.clock.now();
  const patch = BillingAccountEntity.patch({ teamId }).set({
    company: d.company,
    ...(d.phone ? { phone: d.phone } : {}),
    ...(d.address ? { address: d.address } : {}),
    ...(d.vat && d.vatType ? { vat: d.vat, vatType: d.vatType } : {}),
    ...(taxIdId ? { taxIdId } : {}),
    updatedAt: now,
  });
  await (d.vat && d.vatType ? patch : patch.remove(['vat', 'vatType', 'taxIdId'])).go();
  return customerId;
}

/** Attaches a card to the customer as its default (a declined card fails here with Stripe's 402). */
export async function attachCard(
  deps: Deps,
  stripe: Stripe,
  teamId: string,
  customerId: string,
  paymentMethod: string,
) {
  const pm = await stripe.paymentMethods.attach(paymentMethod, { customer: customerId });
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
  const card = pm.card
    ? { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year }
    : undefined;
  await BillingAccountEntity.patch({ teamId }).set({ card, updatedAt: deps.clock.now() }).go();
  return pm;
}

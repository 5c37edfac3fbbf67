// `npm run stripe:sync`: makes a Stripe account's catalogue match ours (a product per plan, a price per
// plan × cycle × currency, the cancellation coupon). Run it once after the first deploy and again after
// a price change; it is safe to run again (README, "Billing on Stripe").
//
//   STRIPE_SECRET_KEY=sk_live_… npm run stripe:sync
//
// STRIPE_API_URL points it at another host than api.stripe.com (the local Stripe sandbox).

import { stripePayments } from '../../functions/src/adapters/stripe-payments.ts';
import { syncStripeCatalogue } from '../../functions/src/domain/billing/catalogue.ts';

const secretKey = process.env.STRIPE_SECRET_KEY;
if (!secretKey) {
  console.error('Set STRIPE_SECRET_KEY to the account’s secret key (sk_live_… or sk_test_…).');
  process.exit(2);
}
const payments = stripePayments({
  keys: async () => ({ secretKey, publishableKey: '', webhookSecret: '' }),
  apiUrl: process.env.STRIPE_API_URL,
  jsUrl: '',
});
const { created } = await syncStripeCatalogue(await payments.stripe());
console.log(`Stripe catalogue in sync: ${created} object(s) created.`);

import { bannerTexts } from '@outreach/shared/rules/banners';
import { billingTexts } from '@outreach/shared/rules/billing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, api, baseUrl, linkFromMail, signUp } from '../support/api.ts';
import { signedInPage, subscribedOwner } from '../support/billing.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { clockNow } from '../support/outreach.ts';

// Spec 2's cancel flow (options, form, retention discount, cancelled), pause and resume, and the
// account states the shell enforces: paused (owner kept to billing, members told to contact the
// owner), deactivated after the trial, and the renewal reminder. All against the Stripe sandbox.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;

async function billingOf(token: string) {
  const res = await api('GET', '/billing', { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Fills the cancel form with the reason that needs no details, both confirmations ticked. */
async function fillCancelForm(page: Page) {
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Cost', exact: true }).click();
  await page.getByLabel('I understand my access ends at the end of the billing period').check();
  await page.getByLabel('I understand my campaigns stop then').check();
}

/** A new user who accepts the owner's invitation by mail: a member of the owner's team. */
async function memberOf(owner: { token: string; teamId: string }) {
  const member = await signUp();
  await api('PATCH', `/auth/verify-email/${await linkFromMail(member.email, '/verify-email/')}`);
  await api('PATCH', '/users/me/complete-walkthrough', { token: member.token });
  const invite = await api('POST', `/teams/${owner.teamId}/invites`, {
    token: owner.token,
    body: { name: 'Member', email: member.email, role: 'member' },
  });
  expect(invite.status).toBe(200);
  const key = await linkFromMail(member.email, '/team/invite/');
  const read = await api('GET', `/teams/invites/${key}`, { token: member.token });
  const accepted = await api('POST', `/teams/invites/${read.body.id}/accept`, {
    token: member.token,
    body: { moveCampaigns: false },
  });
  expect(accepted.status).toBe(200);
  return member;
}

describe('cancel, pause and the account states', () => {
  it('offers pause, fewer users and another plan first, then keeps the customer with the discount', async () => {
    const { email, token } = await subscribedOwner();
    const page = await signedInPage(browser, email);
    await page.goto(`${baseUrl()}/billing/subscription`);
    await page.getByTestId('cancel').click();
    const options = page.getByTestId('cancel-options');
    await options.waitFor();
    for (const id of ['option-pause', 'option-reduce-users', 'option-change-plan', 'option-cancel'])
      expect(await options.getByTestId(id).isVisible(), id).toBe(true);
    await options.getByTestId('option-cancel').click();
    await fillCancelForm(page);
    await page.getByTestId('cancel-submit').click();
    // A cancellation coupon exists and none was applied: the offer comes before any cancellation.
    await page.getByTestId('discount-offer').waitFor();
    await screenshot(page, 'billing-discount-offer');
    await page.getByTestId('accept-discount').click();
    await page.getByTestId('discount-applied').waitFor();
    await page.getByText(billingTexts.discountApplied).waitFor();
    await page.getByTestId('discount-applied').getByRole('button', { name: 'Close' }).click();
    // Still subscribed, with the coupon on the subscription; no cancelled banner.
    expect(await page.getByTestId('cancelled-banner').count()).toBe(0);
    const info = await billingOf(token);
    expect(info).toMatchObject({ isCancelCouponApplied: true, subscriptionStatus: 'active' });
    expect(info.stripeSubscriptionObject.cancel_at_period_end).toBe(false);

    // Cancelling again: the discount was used, so it cancels at once, and can be resumed.
    await page.getByTestId('cancel').click();
    await page.getByTestId('option-cancel').click();
    await fillCancelForm(page);
    await page.getByTestId('cancel-submit').click();
    await page.getByRole('dialog', { name: 'Subscription cancelled' }).waitFor();
    expect(await page.getByTestId('discount-offer').count()).toBe(0);
    await page
      .getByRole('dialog', { name: 'Subscription cancelled' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByTestId('cancelled-banner').waitFor();
    await page.getByTestId('banner-cancelled').waitFor();
    expect((await billingOf(token)).stripeSubscriptionObject.cancel_at_period_end).toBe(true);
    await screenshot(page, 'billing-cancelled');

    await page.getByTestId('resume-cancelled').click();
    await page.getByTestId('resume-confirmation').waitFor();
    await page.getByTestId('resume-confirm').click();
    await page.getByText(billingTexts.resumed).waitFor();
    await page.getByTestId('cancelled-banner').waitFor({ state: 'detached' });
    expect((await billingOf(token)).stripeSubscriptionObject.cancel_at_period_end).toBe(false);
  });

  it('pauses once: the owner is kept to billing, members are told to contact the owner; then resumes', async () => {
    const owner = await subscribedOwner();
    const me = (await api('GET', '/users/me', { token: owner.token })).body;
    const member = await memberOf({ token: owner.token, teamId: me.lastTeamId });
    // The member is signed in before the pause, as teammates are.
    const memberPage = await signedInPage(browser, member.email);
    const page = await signedInPage(browser, owner.email);
    await page.goto(`${baseUrl()}/billing/subscription`);
    await page.getByTestId('pause').click();
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Taking a break' }).click();
    await page.getByTestId('pause-description').fill('Our team is on holiday for a month.');
    await page.getByLabel('I understand my campaigns stop while paused').check();
    await page.getByLabel('I understand a subscription can be paused only once').check();
    await page.getByTestId('pause-submit').click();
    await page.getByTestId('subscription-paused').waitFor();
    await page.getByText(billingTexts.paused).waitFor();
    await page.getByTestId('subscription-paused').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('paused-banner').waitFor();
    expect(await page.getByTestId('banner-paused').textContent()).toContain(bannerTexts.subscriptionPaused);
    expect((await billingOf(owner.token)).isSubscriptionPaused).toBe(true);

    // The paused app allows the owner only /billing/*.
    await page.goto(`${baseUrl()}/contacts/leads`);
    await page.waitForURL(/\/billing\/subscription$/);
    await page.getByTestId('paused-banner').waitFor();

    // A member cannot reach billing: the paused page asks them to contact the owner.
    await memberPage.goto(`${baseUrl()}/dashboard`);
    await memberPage.waitForURL(/\/paused$/);
    await memberPage.getByTestId('paused-page').waitFor();
    await memberPage.getByText('Please contact your team owner.').waitFor();
    expect(await memberPage.getByTestId('leave-team').isVisible()).toBe(true);
    await screenshot(memberPage, 'billing-paused-member');

    await page.getByTestId('resume-paused').click();
    await page.getByTestId('resume-confirmation').waitFor();
    await page.getByTestId('resume-confirm').click();
    await page.getByText(billingTexts.resumed).waitFor();
    await page.getByTestId('paused-banner').waitFor({ state: 'detached' });
    expect((await billingOf(owner.token)).isSubscriptionPaused).toBe(false);
    // One pause per subscription: the option stays, disabled, with the spec's reason.
    const pause = page.getByTestId('pause');
    expect(await pause.isDisabled()).toBe(true);
    await pause.locator('..').hover();
    await page.getByRole('tooltip', { name: billingTexts.pauseLimitReached }).waitFor();
    // And the member is back in the app.
    await memberPage.goto(`${baseUrl()}/dashboard`);
    await memberPage.getByTestId('top-nav').waitFor();
    expect(new URL(memberPage.url()).pathname).toMatch(/^\/dashboard/);
  });

  it('deactivates a trial that ended and reminds a paying owner of the renewal in its last week', async () => {
    const trial = await signUp();
    await api('PATCH', `/auth/verify-email/${await linkFromMail(trial.email, '/verify-email/')}`);
    await api('PATCH', '/users/me/complete-walkthrough', { token: trial.token });
    const payer = await subscribedOwner('monthly');
    const renewsAt = (await billingOf(payer.token)).stripeSubscriptionObject.current_period_end as number;
    // Past the 14-day trial, and inside the 7 days before the monthly renewal.
    await advanceClock(renewsAt * 1000 - 3 * DAY - (await clockNow()));

    const trialPage = await signedInPage(browser, trial.email);
    await trialPage.goto(`${baseUrl()}/contacts/leads`);
    await trialPage.waitForURL(/\/deactivated$/);
    await trialPage.getByTestId('deactivated-banner').waitFor();
    expect(await trialPage.getByTestId('deactivated-banner').textContent()).toBe(bannerTexts.deactivated);
    await screenshot(trialPage, 'billing-deactivated');

    const payerPage = await signedInPage(browser, payer.email);
    const renewal = payerPage.getByTestId('banner-renewal');
    await renewal.waitFor();
    expect(await renewal.textContent()).toContain('Your subscription renews on ');
    await screenshot(payerPage, 'billing-renewal-banner');
  });
});

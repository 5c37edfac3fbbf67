import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { payingOwner as openPayingOwner } from '../support/billing.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';

// A paying team's billing screens on the Stripe sandbox: seats changed with the proration preview,
// the save-billing-cycle confirmation, billing details, the card and the invoice history.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const payingOwner = (billingType?: string) => openPayingOwner(browser, billingType);

describe('billing screens of a paying team', () => {
  it('changes seats after showing the proration preview', async () => {
    const page = await payingOwner();
    expect(await page.getByTestId('seats').textContent()).toBe('Seats: 2');
    await page.getByTestId('edit-plan').click();
    await page.getByTestId('edit-subscription-page').waitFor();
    expect(await page.getByTestId('confirm-change').isDisabled()).toBe(true);
    await page.getByTestId('seats').fill('4');
    // Two more seats of $59 a month for (nearly) a whole year.
    const due = page.getByTestId('amount-due');
    await due.waitFor();
    const amount = Number((await due.textContent())?.replace(/[^\d.]/g, ''));
    expect(amount).toBeGreaterThan(2 * 59 * 12 * 0.95);
    expect(amount).toBeLessThanOrEqual(2 * 59 * 12);
    await screenshot(page, 'billing-seats-preview');
    await page.getByTestId('confirm-change').click();
    await page.getByTestId('payment-confirmed').waitFor();
    expect(await page.getByTestId('seats').textContent()).toBe('Seats: 4');
    expect(await page.getByTestId('seat-card').textContent()).toContain('3 of 4');

    // The charge is the previewed amount, on the history tab.
    await page.getByTestId('billing-tab-history').click();
    await page.getByTestId('invoice-row').nth(1).waitFor();
    const amounts = await page.getByTestId('invoice-amount').allTextContents();
    expect(Number(amounts[0].replace(/[^\d.]/g, ''))).toBe(amount);
    await screenshot(page, 'billing-history');
  });

  it('asks to keep the annual saving before switching to monthly', async () => {
    const page = await payingOwner();
    await page.goto(`${baseUrl()}/billing/subscription/edit`);
    await page.getByRole('combobox', { name: 'Billing type' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await page.getByTestId('amount-due').waitFor();
    await page.getByTestId('confirm-change').click();
    const dialog = page.getByTestId('save-billing-cycle');
    await dialog.getByText('Save 50%').waitFor();
    await screenshot(page, 'billing-save-cycle');
    await page.getByTestId('keep-cycle').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('billing-type').inputValue()).toBe('annual');
  });

  it('edits billing details and updates the card', async () => {
    const page = await payingOwner('monthly');
    await page.getByTestId('billing-tab-information').click();
    expect(await page.getByTestId('billing-info-company').textContent()).toBe('Acme Inc');
    await page.getByTestId('billing-edit').click();
    await page.getByTestId('billing-company').fill('');
    await page.getByTestId('billing-save').click();
    await page.getByText('Please add a company name').waitFor();
    await page.getByTestId('billing-company').fill('Acme Europe GmbH');
    await page.getByTestId('billing-vat-type').fill('eu_vat');
    await page.getByTestId('billing-save').click();
    await page.getByText('Please add a tax ID number').waitFor();
    await page.getByTestId('billing-vat').fill('DE123456789');
    await screenshot(page, 'billing-edit');
    await page.getByTestId('billing-save').click();
    await page.getByTestId('billing-save').waitFor({ state: 'detached' });
    await page.getByTestId('billing-info-company').filter({ hasText: 'Acme Europe GmbH' }).waitFor();
    expect(await page.getByTestId('billing-info-tax-id').textContent()).toBe('DE123456789');

    await page.getByTestId('billing-tab-payment-method').click();
    expect(await page.getByTestId('card-summary').textContent()).toContain('4242');
    await page.getByTestId('update-card').click();
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByTestId('save-card').click();
    await page.getByTestId('card-summary').filter({ hasText: '4444' }).waitFor();
    await screenshot(page, 'billing-payment-method');
  });
});

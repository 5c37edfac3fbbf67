import { describe, expect, it } from 'vitest';
import * as c from './billing.ts';

describe('spec 2 §9 constants', () => {
  it('keeps cycle labels, defaults and trial options', () => {
    expect([c.QUARTERLY_DISCOUNT_PERCENT, c.ANNUAL_DISCOUNT_PERCENT]).toEqual([20, 50]);
    expect([c.SAVE_TEXT_LEAVING_ANNUAL, c.SAVE_TEXT_OTHER]).toEqual(['Save 50%', 'Save up to 20%']);
    expect([c.DEFAULT_BILLING_TYPE, c.DEFAULT_CURRENCY]).toEqual(['annual', 'usd']);
    expect(c.TRIAL_PERIOD_OPTIONS_DAYS).toEqual([30, 60, 90, 120]);
  });

  it('keeps cancel, pause and reasons word for word', () => {
    expect([c.PAUSES_PER_SUBSCRIPTION, c.CANCEL_DETAILS_MIN, c.COMPANY_NAME_MAX]).toEqual([1, 20, 350]);
    expect(c.CANCELLATION_REASONS).toEqual([
      'Cost',
      'Difficulty of use',
      'Missing Functionality',
      'Using Other Product',
      'Technical Issues',
      'Something else',
    ]);
    expect(c.PAUSE_REASONS).toEqual([
      'Taking a break',
      'Reducing expenses',
      'Have enough leads',
      'Changed jobs',
      'Something else',
    ]);
    expect(c.DEFAULT_PAUSE_PERIOD_DAYS).toBe(c.PAUSE_PERIOD_OPTIONS_DAYS[0]);
  });

  it('keeps timings, formats and layout', () => {
    expect([c.BILLING_TOAST_MS, c.TEAM_TOAST_MS, c.PAYMENT_ERROR_DISPLAY_MS]).toEqual([3000, 5000, 5000]);
    expect([c.INVOICE_AUTO_OPEN_DELAY_MS, c.INVITATION_MODAL_DELAY_MS]).toEqual([2000, 2000]);
    expect([c.SEAT_CHANGE_DEBOUNCE_MS, c.MEMBER_FILTER_DEBOUNCE_MS, c.OPTION_LOADER_DEBOUNCE_MS]).toEqual([
      300, 300, 500,
    ]);
    expect([c.NEXT_INVOICE_DATE_FORMAT, c.INVOICE_DATE_FORMAT]).toEqual([
      'MM/DD/YYYY hh:mm A',
      'MMM DD, YYYY',
    ]);
    expect([c.INVOICE_TABLE_WIDTH_PX, c.BILLING_INFO_MODAL_WIDTH_PX, c.TESTIMONIAL_LOOP_MS]).toEqual([
      754, 860, 100_000,
    ]);
    expect(c.MINOR_UNITS_PER_MAJOR).toBe(100);
    expect(c.PAYMENT_REMINDER_DAYS_BEFORE).toBe(7);
    expect(c.MEMBERS_DEFAULT_SORT).toEqual({ sortField: 'role', sortOrder: 'ASC' });
  });
});

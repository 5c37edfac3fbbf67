import { describe, expect, it } from 'vitest';
import * as c from './account.ts';

describe('spec 1 §9 constants', () => {
  it('keeps lengths and sizes', () => {
    expect([c.PASSWORD_MIN, c.PASSWORD_MAX, c.REPLY_TO_MIN]).toEqual([6, 100, 6]);
    expect([c.PORT_MIN, c.PORT_MAX, c.PORT_MAX_LENGTH]).toEqual([0, 65535, 5]);
    expect([c.VERIFICATION_CODE_LENGTH, c.X_PIN_LENGTH, c.SIGNATURE_MAX_IMAGES]).toEqual([6, 7, 1]);
    expect(c.SIGNATURE_IMAGE_EXTENSIONS).toEqual(['gif', 'jpeg', 'jpg', 'png', 'bmp', 'webp']);
  });

  it('keeps the SMTP presets and common ports', () => {
    const ports = Object.fromEntries(c.SMTP_PRESETS.map((p) => [p.label, p.port]));
    expect(ports).toEqual({
      Gmail: 587,
      Outlook: 587,
      Yahoo: 465,
      Zoho: 465,
      iCloud: 587,
      FastMail: 587,
      GMX: 587,
      SendGrid: 587,
      'Amazon SES': 587,
      Custom: null,
    });
    expect(c.SMTP_COMMON_PORTS).toEqual({ tls: 587, ssl: 465, unsecured: 25 });
  });

  it('keeps notification, threshold and timing values', () => {
    expect([c.NOTIFICATIONS_PAGE, c.NOTIFICATIONS_PAGE_SIZE, c.NOTIFICATIONS_FOOTER_HINT_ABOVE]).toEqual([
      1, 50, 5,
    ]);
    expect([c.UNREAD_COUNT_STALE_MS, c.UNREAD_COUNT_CACHE_MS]).toEqual([30_000, 60_000]);
    expect([
      c.PENDING_INVITES_BANNER_AT,
      c.PENDING_INVITES_WITHDRAW_BELOW,
      c.LINKEDIN_CONNECTIONS_BANNER_AT,
    ]).toEqual([2500, 500, 29_900]);
    expect([c.RENEWAL_REMINDER_DAYS, c.PAYMENT_REMINDER_DAYS_BEFORE]).toEqual([7, 7]);
    expect([c.TOAST_DEFAULT_MS, c.TOAST_SHORT_MS, c.TEAM_TOAST_MS]).toEqual([5000, 3000, 5000]);
    expect([c.INVITATION_MODAL_DELAY_MS, c.STATUS_POLL_MS, c.RETRY_AFTER_425_MS]).toEqual([2000, 5000, 5000]);
    expect([c.DROPDOWN_TRANSITION_MS, c.DRAWER_SLIDE_MS, c.BANNER_CAROUSEL_SPEED_MS]).toEqual([
      200, 300, 500,
    ]);
    expect(c.LINKEDIN_CREDENTIALS_TIMEOUT_MS).toBe(300_000);
    expect(c.OUTSIDE_HOURS_CLEAR_AFTER_WINDOW_MS).toBe(120_000);
    expect(c.LOGIN_POLLING_STATUSES).toEqual([408, 504, 524]);
  });

  it('keeps layout, formats and defaults', () => {
    expect([
      c.SHELL_MIN_WIDTH_PX,
      c.NAV_HEIGHT_PX,
      c.ACCOUNT_SWITCHER_WIDTH_PX,
      c.ACCOUNT_SWITCHER_MAX_HEIGHT_PX,
    ]).toEqual([1200, 48, 250, 400]);
    expect(c.MODAL_WIDTHS_PX).toEqual({ small: 480, medium: 600, large: 900 });
    expect([c.RICH_TEXT_MIN_HEIGHT_PX, c.RICH_TEXT_MAX_HEIGHT_PX, c.INPUT_HEIGHT_PX]).toEqual([150, 500, 40]);
    expect(c.DEFAULT_TIMEZONE).toBe('America/Los_Angeles');
    expect([c.DATE_FORMAT, c.DASHBOARD_PICKER_DATE_FORMAT]).toEqual(['DD.MM.YYYY', 'dd.MM.yyyy']);
    expect(c.QUERY_DEFAULTS).toEqual({
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
    expect([c.TEXT_CLAMP_LINES, c.TEXT_CLAMP_SHOW_MORE_ABOVE_PX]).toEqual([2, 60]);
  });
});

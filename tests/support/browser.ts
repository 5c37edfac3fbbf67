import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOTS = join(import.meta.dirname, '../e2e/__screenshots__');

/** Debian's Chromium, headless, with the flags this closed network needs: the bot's own launcher. */
export { launchBrowser } from '@outreach/bot/browser';

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser as launchBotBrowser } from '@outreach/bot/browser';
import type { Browser, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { baseUrl, PASSWORD } from './api.ts';

export const SCREENSHOTS = join(import.meta.dirname, '../e2e/__screenshots__');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

const browsers = new Set<Browser>();
const consoleErrors = new WeakMap<Page, string[]>();

/**
 * Debian's Chromium, headless, with the flags this closed network needs (the bot's own launcher).
 * Pages of this browser report themselves when a test fails: CI keeps only the log, so the log
 * says where each page stood, what it showed and what its console complained about.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchBotBrowser();
  browsers.add(browser);
  let closing = false;
  const close = browser.close.bind(browser);
  browser.close = (...args) => {
    closing = true;
    return close(...args);
  };
  browser.on('disconnected', () => {
    browsers.delete(browser);
    // Chromium's own process ended (a crash: CI's log then shows crashpad's lines), which every
    // pending call reports only as "Target page, context or browser has been closed".
    if (!closing)
      console.error(
        `--- Chromium's browser process ended on its own at ${new Date().toISOString()} (a crash) ---`,
      );
  });
  const watch = (page: Page) => {
    const errors: string[] = [];
    consoleErrors.set(page, errors);
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text().slice(0, 300));
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message.slice(0, 300)}`));
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', watch);
    return context;
  };
  return browser;
}

/** Registers the failure report for the running test (called from `beforeEach` of e2e suites). */
export function reportPagesOnFailure(): void {
  onTestFailed(async ({ task }) => {
    const lines: string[] = [`--- pages open when "${task.name}" failed ---`];
    for (const b of browsers)
      for (const c of b.contexts())
        for (const p of c.pages()) {
          // What a user sees (rendered text), not the DOM's hidden text too.
          const text = await p
            .locator('body')
            .innerText({ timeout: 2_000 })
            .catch((e: Error) => `(unreadable: ${e.message})`);
          lines.push(`url: ${p.url()}`);
          lines.push(`text: ${text.replace(/\s+/g, ' ').slice(0, 1200)}`);
          const errors = consoleErrors.get(p) ?? [];
          if (errors.length) lines.push(`console errors: ${errors.slice(-8).join(' | ')}`);
          await screenshot(p, `failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => {});
        }
    console.log(lines.join('\n'));
  });
}

/**
 * A new browser context signed in through the SPA's sign-in form as the session's user, past the
 * walkthrough, on a desktop viewport: the common start of the team and white-label stories.
 */
export async function signedInPage(
  browser: Browser,
  s: { email: string; call: (method: string, path: string) => Promise<unknown> },
): Promise<Page> {
  await s.call('PATCH', '/users/me/complete-walkthrough');
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/auth/login`);
  await page.getByLabel('Email').fill(s.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('top-nav').waitFor();
  return page;
}

/** Clicks through the walkthrough to its last step and finishes it, as a new user does. */
export async function finishWalkthrough(page: Page): Promise<void> {
  await page.waitForURL('**/walkthrough');
  for (let step = 0; step < 10; step++) {
    await page
      .locator('[data-testid="walkthrough-next"], [data-testid="walkthrough-finish"]')
      .first()
      .waitFor();
    if (await page.getByTestId('walkthrough-finish').isVisible()) break;
    await page.getByTestId('walkthrough-next').click();
  }
  await page.getByTestId('walkthrough-finish').click();
  await page.waitForURL('**/dashboard/**');
}

import { randomUUID } from 'node:crypto';
import { getAccount, loadBrowserSession, saveBrowserSession } from '@outreach/functions/domain/bot/accounts';
import { accountBrowserIdentity } from '@outreach/functions/domain/bot/browser-identity';
import type { AccountKey } from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** The engine's major version (`156.0.8078.79` → 156), so the user agent claims what the browser is. */
export function chromeMajor(browser: Browser): number {
  return Number.parseInt(browser.version(), 10) || 140;
}

type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/**
 * One LinkedIn account's browser: its own context (cookies, storage) created from the saved,
 * encrypted session, and saved back after a login and now and then while working.
 */
export class AccountBrowser {
  private lastSave = 0;
  private constructor(
    private readonly deps: Deps,
    readonly acc: AccountKey,
    readonly context: BrowserContext,
    readonly page: Page,
    /** Whether the context started from a saved session. */
    readonly restored: boolean,
  ) {}

  /**
   * Opens the account's context the same way every time: its saved cookies, its one browser identity
   * (user agent, locale, timezone, viewport) and its sticky proxy in its country (none without a pool).
   */
  static async open(deps: Deps, browser: Browser, acc: AccountKey): Promise<AccountBrowser> {
    const saved = (await loadBrowserSession(deps, acc)) as StorageState | null;
    const identity = await accountBrowserIdentity(deps, acc, chromeMajor(browser));
    const account = deps.proxies ? await getAccount(deps, acc) : null;
    const proxy = account
      ? await deps.proxies?.proxyFor({ key: account.email, country: account.countryCode ?? '' })
      : null;
    const context = await browser.newContext({
      storageState: saved ?? undefined,
      viewport: identity?.viewport ?? { width: 1280, height: 900 },
      userAgent: identity?.userAgent,
      locale: identity?.locale ?? 'en-US',
      timezoneId: identity?.timezoneId,
      proxy: proxy ?? undefined,
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    return new AccountBrowser(deps, acc, context, page, !!saved);
  }

  /** A fresh id for each login attempt: the verification code the user types is bound to it. */
  newBrowserId(workerId: string): string {
    return `${workerId}.${randomUUID().slice(0, 8)}`;
  }

  async save(): Promise<void> {
    await saveBrowserSession(this.deps, this.acc, await this.context.storageState());
    this.lastSave = Date.now();
  }

  /** Saves when the last save is older than `everyMs` (cookies get refreshed while browsing). */
  async saveIfStale(everyMs = 5 * 60_000): Promise<void> {
    if (Date.now() - this.lastSave >= everyMs) await this.save();
  }

  async forgetSession(): Promise<void> {
    await this.context.clearCookies();
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => {});
  }
}

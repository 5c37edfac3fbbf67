import { bannerTexts } from '@outreach/shared/rules/banners';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the banner carousel (spec 1 §2, issue #11)', () => {
  it('shows the banners the data calls for, by priority, with wrapping arrows, a count and closing', async () => {
    // Prepare: a trial user with 2,600 invitations pending and 29,950 connections, as the sender caps
    // and the connections counter keep them (no LinkedIn account: no work-hours banner).
    const s = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    const acc = { teamId: s.teamId, userId: s.userId };
    await deps.db.entities.senderCaps.upsert({ ...acc, pendingInvites: 2600 }).go();
    await deps.db.entities.contactCounter
      .upsert({ teamId: s.teamId, scope: s.userId, name: 'connections', count: 29_950 })
      .go();

    // Act: open the app.
    const page = await signedInPage(browser, s);
    const carousel = page.getByRole('region', { name: 'Announcements' });
    const count = carousel.getByTestId('banner-count');
    const current = () => carousel.locator('[aria-roledescription="slide"]');

    // Assess: three banners, the trial first (spec priority: trial, max pending, connection limit).
    await expect.poll(() => count.textContent()).toBe('1 of 3');
    await expect.poll(() => current().getAttribute('data-banner')).toBe('trial');
    await current().getByRole('link', { name: bannerTexts.trialLink }).waitFor();
    await screenshot(page, 'shell-banners');

    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect.poll(() => count.textContent()).toBe('2 of 3');
    expect(await current().textContent()).toContain(bannerTexts.maxPendingInvites);
    // Banners asking for an action cannot be closed.
    expect(await current().getByRole('button', { name: 'Dismiss banner' }).count()).toBe(0);

    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect.poll(() => current().getAttribute('data-banner')).toBe('linkedInConnectionsLimit');
    expect(await current().textContent()).toContain(bannerTexts.linkedInConnectionsLimit);
    // Infinite: next from the last is the first.
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect.poll(() => count.textContent()).toBe('1 of 3');
    await carousel.getByRole('button', { name: 'Previous banner' }).click();
    await expect.poll(() => count.textContent()).toBe('3 of 3');

    // The connection-limit notice can be closed; the carousel shows the neighbour.
    await current().getByRole('button', { name: 'Dismiss banner' }).click();
    await expect.poll(() => count.textContent()).toBe('2 of 2');
    await expect.poll(() => current().getAttribute('data-banner')).toBe('maxPendingInvites');

    // Withdrawn below the threshold, the next profile load clears the banner; a closed banner
    // comes back with a reload while its cause stays.
    await deps.db.entities.senderCaps.upsert({ ...acc, pendingInvites: 400 }).go();
    await page.reload();
    await page.getByTestId('top-nav').waitFor();
    await carousel.getByTestId('trial-banner').waitFor();
    expect(await count.textContent()).toBe('1 of 2');
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect.poll(() => current().getAttribute('data-banner')).toBe('linkedInConnectionsLimit');
    await page.context().close();
  });
});

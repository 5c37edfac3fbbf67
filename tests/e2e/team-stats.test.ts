import { teamStatsCsvColumns } from '@outreach/shared/schemas/team-stats';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, mailsTo } from '../support/api.ts';
import { launchBrowser, screenshot, signedInPage } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, waitFor } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('team stats (issue #11)', () => {
  it("shows each member's outreach with the team's totals, sorts, filters by period and mails the CSV", async () => {
    // Prepare: an agency team with a ghost member; activity recorded as the campaign runner does.
    const owner = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    await deps.db.entities.team
      .patch({ teamId: owner.teamId })
      .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
      .go();
    const ghost = await owner.call('POST', `/teams/${owner.teamId}/invites/ghost`, { name: 'Gina Ghost' });
    const gina = ghost.body.member.userId as string;
    const { recordActivities } = await import('@outreach/functions/domain/stats/record-activity');
    const now = deps.clock.now();
    const rows = (userId: string, kinds: Record<string, number>) =>
      Object.entries(kinds).flatMap(([kind, n]) =>
        Array.from({ length: n }, (_, i) => ({
          teamId: owner.teamId,
          userId,
          campaignId: `stats-${userId}`,
          leadId: `lead-${kind}-${i}`,
          kind,
          at: now,
        })),
      );
    await recordActivities(deps, [
      ...rows(owner.userId, { 'connect requested': 4, connected: 1, 'message sent': 2 }),
      ...rows(gina, { 'connect requested': 2, connected: 2, 'linkedin reply detected': 1 }),
    ]);

    // Act: the owner opens the page.
    const page = await signedInPage(browser, owner);
    await page.goto(`${baseUrl()}/team/stats`);
    await page.getByTestId('team-stats-page').waitFor();

    // Assess: totals and one row per member, by name.
    const tile = (label: string) => page.getByTestId(`team-total-${label}-value`);
    await expect.poll(() => tile('Invites sent').textContent()).toBe('6');
    expect(await tile('Invites accepted').textContent()).toBe('3 (50%)');
    const names = () => page.locator('[data-testid^="team-stats-row-"] td:first-child p').allTextContents();
    expect(await names()).toEqual(['Gina Ghost', 'Test User']);
    await screenshot(page, 'team-stats');

    // Sorting by invites sent puts the busiest first.
    await page.getByRole('button', { name: 'Invites sent' }).click();
    await expect.poll(names).toEqual(['Test User', 'Gina Ghost']);

    // Export mails the CSV of the table as shown (this month, busiest first) to the owner.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByTestId('team-stats-export-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`The team stats CSV is on its way to ${owner.email}`).waitFor();
    const mail = await waitFor(async () =>
      (await mailsTo(owner.email)).find((m) => m.subject === 'Your team stats export'),
    );
    const file = mail.attachments.find((a) => a.filename === 'team-stats.csv');
    expect(file?.contentType).toMatch(/^text\/csv/);
    const csv = parse(Buffer.from(file?.content ?? '', 'base64').toString('utf8'), {
      columns: true,
    }) as Record<string, string>[];
    expect(Object.keys(csv[0] ?? {})).toEqual(teamStatsCsvColumns.map(([, label]) => label));
    expect(
      csv.map((r) => [r.Name, r.Role, r['Invites sent'], r['Invites accepted'], r.Messages, r.Replies]),
    ).toEqual([
      ['Test User', 'owner', '4', '1', '2', '0'],
      ['Gina Ghost', 'member', '2', '2', '0', '1'],
    ]);

    // A past custom period has nothing.
    await page.getByLabel('Period').click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect
      .poll(() => page.getByTestId('team-stats-range').textContent())
      .toBe('2020-01-01 – 2020-01-31');
    await expect.poll(() => tile('Invites sent').textContent()).toBe('0');
    await page.context().close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, baseUrl, connectSandboxAccount, linkFromMail, PASSWORD } from '../support/api.ts';
import { settled } from '../support/bot-role.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { alwaysOpen, newSession, type Session, uploadCsv } from '../support/outreach.ts';

const HOUR = 3600_000;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `invitee` joins `o`'s team through the mailed invitation (accepting makes it the invitee's team). */
async function join(o: Session, invitee: Session) {
  const sent = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Second Sender',
    email: invitee.email,
    role: 'member',
  });
  expect(sent.status).toBe(200);
  const key = await linkFromMail(invitee.email, '/team/invite/');
  const read = await invitee.call('GET', `/teams/invites/${key}`);
  expect((await invitee.call('POST', `/teams/invites/${read.body.id}/accept`, {})).status).toBe(200);
}

interface Senders {
  senderIds: string[];
  leadsBySender: Record<string, number>;
}

// Sender rotation in the SPA (issue #9): a team of two with sandbox LinkedIn accounts; the owner
// chooses both as the campaign's senders, publishes, and the real bot works the leads through both.
describe('campaign senders (rotation) in the campaign settings', () => {
  it('chooses both members’ accounts, publishes, and sees leads worked by each sender', async () => {
    const o = await newSession({ linkedIn: false });
    const b = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    await deps.db.entities.team
      .patch({ teamId: o.teamId })
      .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
      .go();
    await join(o, b);
    // Two names to tell the senders apart in the leads tab.
    expect((await b.call('PATCH', '/users/update', { firstName: 'Taylor', lastName: 'Second' })).status).toBe(
      200,
    );
    for (const s of [o, b]) {
      await s.call('PATCH', '/users/me/complete-walkthrough');
      await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    }
    await connectSandboxAccount(o.token(), 'sam@sandbox.test');
    await connectSandboxAccount(b.token(), 'taylor@sandbox.test');

    // A draft of ten sandbox people (past the first hundred the other stories use), one view each.
    const info = (await (await fetch(`${baseUrl()}/_local/info`)).json()) as {
      sandboxes: { linkedin: { url: string } };
    };
    const directory = (await (
      await fetch(`${info.sandboxes.linkedin.url}/_sandbox/directory/people?limit=400`)
    ).json()) as { people: { publicId: string; firstName: string }[] };
    const people = directory.people.slice(380, 390);
    expect(people).toHaveLength(10);
    const csv = [
      'LinkedIn URL,First Name',
      ...people.map((p) => `https://www.linkedin.com/in/${p.publicId}/,${p.firstName}`),
    ].join('\n');
    const created = await o.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: await uploadCsv(o, csv),
      touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/auth/login`);
    await page.getByLabel('Email').fill(o.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();

    // The campaign's settings list both members with their LinkedIn accounts; the owner alone is ticked.
    await page.goto(`${baseUrl()}/campaign/details/overview/${id}`);
    const control = page.getByTestId('campaign-senders');
    await control.waitFor();
    const rowO = page.getByTestId(`campaign-sender-${o.userId}`);
    const rowB = page.getByTestId(`campaign-sender-${b.userId}`);
    await expect
      .poll(() => rowO.getByTestId('campaign-sender-account').textContent())
      .toBe('sam@sandbox.test');
    await expect
      .poll(() => rowB.getByTestId('campaign-sender-account').textContent())
      .toBe('taylor@sandbox.test');
    expect(await rowO.getByRole('checkbox').isChecked()).toBe(true);
    expect(await rowB.getByRole('checkbox').isChecked()).toBe(false);

    // No sender at all is refused with the API's message; both are saved.
    await rowO.getByRole('checkbox').uncheck();
    await page.getByTestId('campaign-senders-save').click();
    await expect
      .poll(() => page.getByTestId('campaign-senders-error').textContent())
      .toBe('Please choose at least one LinkedIn account');
    await rowO.getByRole('checkbox').check();
    await rowB.getByRole('checkbox').check();
    await page.getByTestId('campaign-senders-save').click();
    await page.getByTestId('campaign-senders-saved').waitFor();
    const saved = (await o.call('GET', `/campaigns/${id}/senders`)).body as Senders;
    expect(saved.senderIds).toEqual([o.userId, b.userId]);
    await screenshot(page, 'campaign-senders-chosen');

    // Publish from the sequence editor, which shows the same choice.
    await page.getByTestId('campaign-edit-sequence').click();
    await page.getByTestId('campaign-sequence-page').waitFor();
    expect(await page.getByTestId(`campaign-sender-${b.userId}`).getByRole('checkbox').isChecked()).toBe(
      true,
    );
    await page.getByTestId('sequence-publish').click();
    await page.waitForURL('**/campaign/details/overview/**', { timeout: 30_000 });

    // The bot views every lead, each through its own sender's account.
    let senders: Senders = saved;
    let viewed = 0;
    for (let round = 0; round < 40; round++) {
      senders = (await o.call('GET', `/campaigns/${id}/senders`)).body;
      viewed = (await o.call('GET', `/leads/campaign/${id}/statuses`)).body.viewedLeadsCount;
      if (viewed === people.length) break;
      await advanceClock(2 * HOUR);
      await settled(
        [o, b].map((s) => ({ teamId: o.teamId, userId: s.userId })),
        id,
      );
    }
    expect(viewed).toBe(people.length);
    expect(senders.leadsBySender[o.userId]).toBeGreaterThan(0);
    expect(senders.leadsBySender[b.userId]).toBeGreaterThan(0);
    expect(senders.leadsBySender[o.userId]! + senders.leadsBySender[b.userId]!).toBe(people.length);

    // Each sender's account viewed exactly its own leads.
    for (const s of [o, b]) {
      const { data } = await deps.db.entities.botAction.query
        .byAccount({ teamId: o.teamId, userId: s.userId })
        .go({ pages: 'all' });
      const views = data.filter((a) => a.type === 'view-profile' && a.status === 'done');
      expect(views.length).toBe(senders.leadsBySender[s.userId]);
    }

    // The settings show each sender's leads (the page may need a new sign-in after the clock moved).
    await page.goto(`${baseUrl()}/campaign/details/overview/${id}`);
    const login = page.getByTestId('sign-in-submit');
    await control.or(login).waitFor();
    if (await login.isVisible()) {
      await page.getByLabel('Email').fill(o.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await login.click();
      await page.goto(`${baseUrl()}/campaign/details/overview/${id}`);
    }
    await expect
      .poll(() => rowB.getByTestId('campaign-sender-leads').textContent())
      .toBe(`${senders.leadsBySender[b.userId]} leads`);
    await expect
      .poll(() => rowO.getByTestId('campaign-sender-leads').textContent())
      .toBe(`${senders.leadsBySender[o.userId]} leads`);
    await screenshot(page, 'campaign-senders-worked');

    // The leads tab names each lead's sender, as many rows per sender as the settings count.
    const names = new Map(
      (
        (await o.call('GET', `/campaigns/${id}/senders`)).body.candidates as {
          userId: string;
          name: string;
        }[]
      ).map((c) => [c.name, c.userId]),
    );
    expect(names.size).toBe(2);
    await page.goto(`${baseUrl()}/campaign/details/leads/${id}`);
    const cells = page.getByTestId('campaign-lead-sender');
    await cells.nth(people.length - 1).waitFor();
    expect(await cells.count()).toBe(people.length);
    expect(
      await page.getByTestId('campaign-leads-table').getByRole('columnheader', { name: 'Sender' }).count(),
    ).toBe(1);
    const shown: Record<string, number> = {};
    for (const text of await cells.allTextContents()) {
      const userId = names.get(text);
      expect(userId, `a sender cell reads ${text}`).toBeDefined();
      shown[userId!] = (shown[userId!] ?? 0) + 1;
    }
    expect(shown).toEqual(senders.leadsBySender);
    await screenshot(page, 'campaign-leads-senders');

    // The activity page names the account that acted: each view under its sender, as the settings count.
    await page.goto(`${baseUrl()}/campaign/activity`);
    const activity = page.getByTestId('activity-table');
    const views = activity.locator('[data-testid="activity-row"][data-action="profile viewed"]');
    await views.nth(people.length - 1).waitFor();
    expect(await views.count()).toBe(people.length);
    expect(await activity.getByRole('columnheader', { name: 'Sender' }).count()).toBe(1);
    const acted: Record<string, number> = {};
    for (const text of await views.getByTestId('activity-sender').allTextContents()) {
      const userId = names.get(text);
      expect(userId, `a sender cell reads ${text}`).toBeDefined();
      acted[userId!] = (acted[userId!] ?? 0) + 1;
    }
    expect(acted).toEqual(senders.leadsBySender);
    await screenshot(page, 'activity-senders');
    await context.close();
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from './limits.ts';
import { generatePopulation } from './population.ts';
import { DEFAULT_SEED, type LinkedInSandbox, startLinkedInSandbox } from './server.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../../tests/e2e/__screenshots__');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let now = Date.UTC(2025, 2, 3, 9);
const mails: { to: string; subject: string; text: string }[] = [];
let sandbox: LinkedInSandbox;
let browser: Browser;

type SandboxSnapshot = {
  invitations: { id: string; publicId: string; name: string; note: string | null; status: string }[];
  messages: { direction: 'in' | 'out'; text: string; publicId: string }[];
  views: { publicId: string }[];
  restriction: { reason: string } | null;
  usage: { invitesLast7d: number };
};

async function state(email: string): Promise<SandboxSnapshot> {
  return (await (await fetch(`${sandbox.url}/_sandbox/state/${email}`)).json()) as SandboxSnapshot;
}

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${sandbox.url}/login`);
  await page.locator('input[name=session_key]#username').fill(email);
  await page.locator('input[name=session_password]#password').fill('Sandbox1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/feed/');
  return page;
}

/** Sends invitations through the page's own internal API, as a bot using Voyager would. */
async function inviteViaApi(page: Page, memberIds: string[]): Promise<number[]> {
  return page.evaluate(async (ids) => {
    const csrf = document.cookie.match(/JSESSIONID="?([^";]+)/)![1];
    const statuses: number[] = [];
    for (const id of ids) {
      const res = await fetch(
        '/voyager/api/voyagerRelationshipsDashMemberRelationships?action=verifyQuotaAndCreateV2',
        {
          method: 'POST',
          headers: { 'csrf-token': csrf, 'content-type': 'application/json' },
          body: JSON.stringify({ invitee: { inviteeUnion: { memberProfile: `urn:li:fsd_profile:${id}` } } }),
        },
      );
      statuses.push(res.status);
    }
    return statuses;
  }, memberIds);
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  sandbox = await startLinkedInSandbox({
    port: 0,
    now: () => now,
    sendMail: async (m) => {
      mails.push(m);
    },
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe('LinkedIn sandbox in Chromium', () => {
  it('signs in without a challenge, and keeps a wrong password on the login page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Unauthenticated pages send the visitor to the login page.
    await page.goto(`${sandbox.url}/mynetwork/`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('session_redirect')).toBe('/mynetwork/');
    await expect.poll(() => page.getByLabel('Email or phone').count()).toBe(1);

    await page.locator('#username').fill('alex@sandbox.test');
    await page.locator('#password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login/);
    await expect
      .poll(() => page.locator('#error-for-password').textContent())
      .toContain('Wrong email or password');

    await page.locator('#password').fill('Sandbox1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // session_redirect is honoured
    await page.waitForURL('**/mynetwork/');
    expect(await page.locator('nav a[href*="/feed"]').count()).toBe(1);
    expect(await page.locator('nav a[href*="/mynetwork"]').count()).toBe(1);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'li_at')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'JSESSIONID')?.value).toMatch(/^"ajax:\d+"$/);
    // Profiles send anonymous visitors to the authwall.
    const anonymous = await (await browser.newContext()).newPage();
    await anonymous.goto(`${sandbox.url}/in/${generatePopulation(DEFAULT_SEED).people[0].publicId}/`);
    expect(new URL(anonymous.url()).pathname).toBe('/authwall');
    await context.close();
  });

  it('signs in with the email PIN challenge, reading the code from the mail', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${sandbox.url}/login`);
    await page.locator('#username').fill('casey@sandbox.test');
    await page.locator('#password').fill('Sandbox1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/checkpoint\/challenge\//);
    expect(await page.locator('form#email-pin-challenge').count()).toBe(1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('casey@sandbox.test');
    const pin = mail.text.match(/\b(\d{6})\b/)![1];
    expect(mail.subject).toContain(pin);

    await page.locator('input#input__email_verification_pin').fill(pin === '000000' ? '111111' : '000000');
    await page.locator('button#email-pin-submit-button').click();
    await page.waitForURL(/error=wrong_pin/);
    await page.locator('input#input__email_verification_pin').fill(pin);
    await page.locator('button#email-pin-submit-button').click();
    await page.waitForURL('**/feed/');
    expect(await page.locator('nav a[href*="/mynetwork"]').count()).toBe(1);
    await context.close();
  });

  it('searches people, opens a profile and connects with a note, then withdraws', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'alex@sandbox.test');
    const network = encodeURIComponent('["S","O"]');
    await page.goto(
      `${sandbox.url}/search/results/people/?keywords=engineer&origin=FACETED_SEARCH&network=${network}&page=1`,
    );
    const results = page.locator('.reusable-search__result-container');
    expect(await results.count()).toBe(10);
    expect(await page.locator('.search-results__total').textContent()).toMatch(/About \d+ results/);
    const badges = await page.locator('.entity-result__badge-text').allTextContents();
    expect(badges.every((b) => /2nd|3rd\+/.test(b))).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'sandbox-search.png'), fullPage: false });
    await page.locator('.artdeco-pagination__button--next').click();
    await page.waitForURL(/page=2/);
    expect(await results.count()).toBe(10);

    // Open a profile whose Connect button is on the top card.
    const population = generatePopulation(DEFAULT_SEED);
    const hrefs = await page
      .locator('.entity-result__title-text a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const target = hrefs
      .map((h) => population.byPublicId.get(h.split('/')[2])!)
      .find((p) => !p.connectUnderMore)!;
    await page.goto(`${sandbox.url}/in/${target.publicId}/`);
    expect(await page.locator('h1').first().textContent()).toContain(target.name);
    expect(await page.locator('code#member-urn').textContent()).toMatch(/^ACoAA[\w-]{34}$/);
    await page.screenshot({ path: join(SCREENSHOTS, 'sandbox-profile.png'), fullPage: false });

    await page.locator(`button[aria-label="Invite ${target.name} to connect"]`).click();
    const dialog = page.locator('[role=dialog]');
    expect(await dialog.locator('h2').textContent()).toBe('Add a note to your invitation?');
    await dialog.getByRole('button', { name: 'Add a note' }).click();
    const note = page.locator('textarea[name="message"]');
    expect(await note.getAttribute('maxlength')).toBe('300');
    await note.fill(`Hi ${target.firstName}, I enjoyed your post about engineering teams.`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const pending = page.locator(
      `button[aria-label="Pending, click to withdraw invitation sent to ${target.name}"]`,
    );
    await pending.waitFor();
    const afterInvite = await state('alex@sandbox.test');
    const invitation = afterInvite.invitations.find((i) => i.publicId === target.publicId)!;
    expect(invitation.status).toBe('pending');
    expect(invitation.note).toContain('engineering teams');
    expect(afterInvite.views.filter((v) => v.publicId === target.publicId)).toHaveLength(1);

    // A reload still shows Pending (server-rendered).
    await page.reload();
    await pending.waitFor();

    // A profile with Connect under "More".
    const hidden = population.people.find(
      (p) =>
        p.connectUnderMore && !afterInvite.invitations.some((i) => i.publicId === p.publicId) && p.id > 500,
    )!;
    await page.goto(`${sandbox.url}/in/${hidden.publicId}/`);
    if ((await page.locator('.message-anywhere-button').count()) === 0) {
      expect(
        await page.locator(`.pv-top-card button[aria-label="Invite ${hidden.name} to connect"]`).count(),
      ).toBe(0);
      await page.locator('button[aria-label="More actions"]').click();
      await page.locator('[role=menuitem]', { hasText: 'Connect' }).click();
      await page.locator('[role=dialog]').getByRole('button', { name: 'Send without a note' }).click();
      await page.locator('[data-test-artdeco-toast-item-type="success"]').waitFor();
      expect((await state('alex@sandbox.test')).invitations.some((i) => i.publicId === hidden.publicId)).toBe(
        true,
      );
    }

    // Withdraw from the invitation manager, with its confirm dialog.
    await page.goto(`${sandbox.url}/mynetwork/invitation-manager/sent/`);
    await page.locator(`button[aria-label="Withdraw invitation sent to ${target.name}"]`).click();
    await page.locator('[role=dialog]').getByRole('button', { name: 'Withdraw' }).click();
    await page
      .locator(`li[data-invitation-row][data-invitation-id="${invitation.id}"]`)
      .waitFor({ state: 'detached' });
    const afterWithdraw = await state('alex@sandbox.test');
    expect(afterWithdraw.invitations.find((i) => i.id === invitation.id)!.status).toBe('withdrawn');
    await context.close();
  });

  it('shows the newest 40 connections, and the next ones behind "Show more results"', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, 'alex@sandbox.test');
    await page.goto(`${sandbox.url}/mynetwork/invite-connect/connections/`);
    const total = Number((await page.locator('main h1').textContent())!.match(/(\d+) Connections/)![1]);
    expect(total).toBeGreaterThan(40);
    const cards = page.locator('.mn-connection-card');
    expect(await cards.count()).toBe(40);
    const firstSlice = await cards.locator('.mn-connection-card__name').allTextContents();
    await page.getByRole('link', { name: 'Show more results' }).click();
    await page.waitForURL(/start=40/);
    expect(await cards.count()).toBe(Math.min(40, total - 40));
    const secondSlice = await cards.locator('.mn-connection-card__name').allTextContents();
    expect(secondSlice.filter((n) => firstSlice.includes(n))).toEqual([]);
    await context.close();
  });

  it('messages a 1st-degree connection from the compose page', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, 'alex@sandbox.test');
    await page.goto(`${sandbox.url}/mynetwork/invite-connect/connections/`);
    const first = page.locator('.mn-connection-card').nth(5);
    const name = (await first.locator('.mn-connection-card__name').textContent())!.trim();
    await first.getByRole('link', { name: `Message ${name}` }).click();
    await page.waitForURL(/\/messaging\/(compose|thread)\//);
    const box = page.locator(
      'div[role=textbox][contenteditable=true][aria-label*="Write a message"].msg-form__contenteditable',
    );
    await box.click();
    await page.keyboard.type('Hi there, quick question about your team.');
    await page.locator('form.msg-form button[type=submit]').click();
    await page.waitForURL(/\/messaging\/thread\/2-/);
    const last = page.locator('.msg-s-message-list__event').last();
    expect(await last.locator('.msg-s-event-listitem__body').textContent()).toBe(
      'Hi there, quick question about your team.',
    );
    expect(await last.locator('.msg-s-message-group__name').textContent()).toBe('Alex Morgan');
    await page.goto(`${sandbox.url}/messaging/`);
    expect(
      await page
        .locator('.msg-conversation-listitem')
        .first()
        .locator('.msg-conversation-card__message-snippet')
        .textContent(),
    ).toContain('You: Hi there, quick question');
    const messages = (await state('alex@sandbox.test')).messages.filter((m) => m.direction === 'out');
    expect(messages.at(-1)!.text).toBe('Hi there, quick question about your team.');
    await context.close();
  });

  it('shows acceptances and replies after the injected clock moves', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, 'sam@sandbox.test');
    const population = generatePopulation(DEFAULT_SEED);
    await page.goto(`${sandbox.url}/search/results/people/?network=${encodeURIComponent('["S"]')}`);
    const secondDegree = await page
      .locator('.entity-result')
      .evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-member-urn')!.replace('urn:li:fsd_profile:', '')),
      );
    await page.goto(`${sandbox.url}/search/results/people/?network=${encodeURIComponent('["S"]')}&page=2`);
    secondDegree.push(
      ...(await page
        .locator('.entity-result')
        .evaluateAll((els) =>
          els.map((e) => e.getAttribute('data-member-urn')!.replace('urn:li:fsd_profile:', '')),
        )),
    );
    expect(await inviteViaApi(page, secondDegree)).toEqual(secondDegree.map(() => 200));

    await page.goto(`${sandbox.url}/mynetwork/invite-connect/connections/`);
    const hrefs = await page
      .locator('.mn-connection-card a.message-anywhere-button')
      .evaluateAll((as) => as.slice(0, 15).map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      await page.goto(`${sandbox.url}${href}`);
      await page.locator('.msg-form__contenteditable').fill('Hello! Are you open to a short call next week?');
      await page.locator('form.msg-form button[type=submit]').click();
      await page
        .locator('.msg-s-event-listitem__body', { hasText: 'Are you open to a short call' })
        .last()
        .waitFor();
    }
    const before = await state('sam@sandbox.test');
    expect(before.invitations.filter((i) => i.status === 'pending')).toHaveLength(20);

    now += 3 * DAY + HOUR;
    await page.goto(`${sandbox.url}/mynetwork/invitation-manager/sent/`);
    const after = await state('sam@sandbox.test');
    const accepted = after.invitations.filter((i) => i.status === 'accepted');
    expect(accepted.length).toBeGreaterThan(0);
    expect(await page.locator('[data-invitation-row]').count()).toBe(20 - accepted.length);
    // An accepted invitee is now 1st degree and can be messaged.
    const friend = population.byPublicId.get(accepted[0].publicId)!;
    await page.goto(`${sandbox.url}/in/${friend.publicId}/`);
    expect(await page.locator('.dist-value').textContent()).toContain('1st');
    expect(
      await page.locator(`a[aria-label="Message ${friend.name}"][href*="/messaging/compose/"]`).count(),
    ).toBe(1);

    const replies = after.messages.filter((m) => m.direction === 'in' && m.text !== '' && hrefs.length > 0);
    const newReplies = replies.length - before.messages.filter((m) => m.direction === 'in').length;
    expect(newReplies).toBeGreaterThan(0);
    await page.goto(`${sandbox.url}/messaging/`);
    expect(await page.locator('.msg-conversation-card__convo-item--unread').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the weekly invitation limit and restricts an account that keeps trying', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, 'jordan@sandbox.test');
    const population = generatePopulation(DEFAULT_SEED);
    // Find strangers through search (2nd and 3rd degree), without "More"-hidden Connect.
    const candidates: string[] = [];
    const usable = () => candidates.filter((id) => !population.byMemberId.get(id)!.connectUnderMore).length;
    for (let p = 1; usable() < 110; p++) {
      await page.goto(
        `${sandbox.url}/search/results/people/?network=${encodeURIComponent('["S","O"]')}&page=${p}`,
      );
      candidates.push(
        ...(await page
          .locator('.entity-result')
          .evaluateAll((els) =>
            els.map((e) => e.getAttribute('data-member-urn')!.replace('urn:li:fsd_profile:', '')),
          )),
      );
    }
    const strangers = candidates
      .map((id) => population.byMemberId.get(id)!)
      .filter((p) => !p.connectUnderMore);
    // 40 a day for two days, then 20: 100 in the week.
    expect(
      await inviteViaApi(
        page,
        strangers.slice(0, 40).map((p) => p.memberId),
      ),
    ).toEqual(Array(40).fill(200));
    now += DAY;
    expect(
      await inviteViaApi(
        page,
        strangers.slice(40, 80).map((p) => p.memberId),
      ),
    ).toEqual(Array(40).fill(200));
    now += DAY;
    expect(
      await inviteViaApi(
        page,
        strangers.slice(80, 100).map((p) => p.memberId),
      ),
    ).toEqual(Array(20).fill(200));
    expect((await state('jordan@sandbox.test')).usage.invitesLast7d).toBe(100);

    const next = strangers[100];
    await page.goto(`${sandbox.url}/in/${next.publicId}/`);
    await page.locator(`button[aria-label="Invite ${next.name} to connect"]`).click();
    await page.locator('[role=dialog]').getByRole('button', { name: 'Send without a note' }).click();
    const alert = page.locator('.ip-fuse-limit-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("You've reached the weekly invitation limit");
    await alert.getByRole('button', { name: 'Got it' }).click();
    await alert.waitFor({ state: 'detached' });

    // Three more attempts after the alert restrict the account.
    for (const p of strangers.slice(101, 103)) {
      await page.goto(`${sandbox.url}/in/${p.publicId}/`);
      await page.locator(`button[aria-label="Invite ${p.name} to connect"]`).click();
      await page.locator('[role=dialog]').getByRole('button', { name: 'Send without a note' }).click();
      await alert.waitFor();
    }
    const last = strangers[103];
    await page.goto(`${sandbox.url}/in/${last.publicId}/`);
    await page.locator(`button[aria-label="Invite ${last.name} to connect"]`).click();
    await page.locator('[role=dialog]').getByRole('button', { name: 'Send without a note' }).click();
    await page.waitForURL('**/checkpoint/challenge/restricted/');
    expect(await page.locator('h1').textContent()).toContain('restricted');
    await page.goto(`${sandbox.url}/feed/`);
    expect(new URL(page.url()).pathname).toBe('/checkpoint/challenge/restricted/');
    const final = await state('jordan@sandbox.test');
    expect(final.restriction).not.toBeNull();
    expect(final.invitations).toHaveLength(100);
    await context.close();
  });
});

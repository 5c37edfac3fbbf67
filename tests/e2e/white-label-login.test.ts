import { CHROMIUM_ARGS } from '@outreach/bot/browser';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.ts';
import { screenshot } from '../support/browser.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

// A 1×1 PNG: a real image signature.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const domain = `login-${Math.random().toString(36).slice(2, 10)}.acme.test`;

let browser: Browser;
beforeAll(async () => {
  // The white label's domain resolves to the local runtime, as its CNAME makes it do in production.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${domain} 127.0.0.1`],
  });
});
afterAll(async () => {
  await browser?.close();
});

async function setDns(type: 'TXT' | 'CNAME', name: string, values: string[]) {
  const res = await fetch(`${baseUrl()}/_local/dns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, name, values }),
  });
  expect(res.status).toBe(200);
}

describe('white label before sign-in (issue #11)', () => {
  it("the login page on the white label's domain shows its logo, name and colours; the product's own does not", async () => {
    const o = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    await deps.db.entities.team
      .patch({ teamId: o.teamId })
      .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
      .go();
    const form = new FormData();
    form.set('companyName', 'Acme Growth');
    form.set('titleColor', '#12263a');
    form.set('accentColor', '#e8590c');
    form.set('navigationTextColor', '#ffffff');
    form.set('logo', new Blob([new Uint8Array(PNG)]), 'logo.png');
    const b = await fetch(`${baseUrl()}/api/v1/whitelabels/branding`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${o.token()}` },
      body: form,
    });
    expect(b.status).toBe(200);
    const set = await o.call('PATCH', '/whitelabels/domain', { domain });
    const [cname, txt] = set.body.whiteLabel.dnsRecords as { name: string; value: string }[];
    await setDns('TXT', txt!.name, [txt!.value]);
    await setDns('CNAME', domain, [cname!.value]);
    expect(
      (await o.call('PATCH', '/whitelabels/domain/verify-dns', {})).body.whiteLabel.isDomainValidated,
    ).toBe(true);
    expect((await o.call('PATCH', '/whitelabels/toggle-status', { status: 'active' })).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await page.goto(`http://${domain}:${new URL(baseUrl()).port}/auth/login`);
    const panel = page.getByTestId('auth-brand-panel');
    await panel.waitFor();
    await panel.getByTestId('public-white-label-logo').waitFor();
    await expect(panel.getByText('Acme Growth', { exact: true }).count()).resolves.toBe(1);
    expect(await panel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 38, 58)');
    expect(await panel.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    // The accent colour on the form's button, the company in the tab title, no sign-up offer.
    const submit = page.getByTestId('sign-in-submit');
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(232, 89, 12)');
    await expect.poll(() => page.title()).toMatch(/Acme Growth/);
    await expect(page.getByText('Multichannel outreach on autopilot').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Sign up' }).count()).resolves.toBe(0);
    await screenshot(page, 'white-label-login');

    // The product's own domain: our brand, and the sign-up link.
    const own = await context.newPage();
    await own.goto(`${baseUrl()}/auth/login`);
    await own.getByText('Multichannel outreach on autopilot').waitFor();
    await own.getByRole('link', { name: 'Sign up' }).waitFor();
    await expect(own.getByTestId('auth-brand-panel').count()).resolves.toBe(0);
    await context.close();
  });
});

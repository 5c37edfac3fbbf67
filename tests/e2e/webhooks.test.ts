import { createHmac, randomUUID } from 'node:crypto';
import { webhookDocs } from '@outreach/shared/docs/integration-api-docs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, baseUrl } from '../support/api.ts';
import { signedInPage } from '../support/billing.ts';
import { launchBrowser, reportPagesOnFailure, screenshot } from '../support/browser.ts';
import { newSession, profileCsv, uploadCsv, viewConnectMessage, waitFor } from '../support/outreach.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(() => reportPagesOnFailure());

interface Call {
  path: string;
  headers: Record<string, string>;
  body: string;
}
async function receivedAt(path: string): Promise<Call[]> {
  const info = await (await fetch(`${baseUrl()}/_local/info`)).json();
  const url = `${info.sandboxes.webhooks.url}/calls.json?path=${encodeURIComponent(path)}`;
  return (await (await fetch(url)).json()) as Call[];
}

/** A user on a trial (webhooks included), verified and past the walkthrough, with a draft CSV campaign. */
async function userWithCampaign() {
  const s = await newSession({ linkedIn: false });
  await api('PATCH', '/users/me/complete-walkthrough', { token: s.token() });
  const key = await uploadCsv(s, profileCsv([{ id: 'e2e-hook-seed', first: 'Seed' }]));
  const c = await s.call('POST', '/campaigns/linked-in/audience/csv', {
    key,
    name: 'Zap leads',
    touchSequence: viewConnectMessage(),
  });
  expect(c.status).toBe(201);
  return { s, campaignId: c.body.id as string };
}

const addLead = (webhookKey: string, body: object) =>
  fetch(
    `${baseUrl()}/api/integrations/webhook/add_lead_to_campaign?webhook_key=${encodeURIComponent(webhookKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );

describe('webhooks and the API key', () => {
  it('a key and a webhook made in the UI: a lead added through the API arrives signed and shows in the log', async () => {
    // Prepare: a signed-in user with a campaign.
    const { s, campaignId } = await userWithCampaign();
    const page = await signedInPage(browser, s.email);
    await page.goto(`${baseUrl()}/integrations`);
    await page.getByTestId('webhooks-open').click();
    await page.getByTestId('webhooks-page').waitFor();

    // Act: generate the API key; it shows in full this once.
    await page.getByTestId('webhook-key-regenerate').click();
    await page.getByTestId('webhook-key-fresh-note').waitFor();
    const webhookKey = await page.getByTestId('webhook-key').inputValue();
    expect(webhookKey).toMatch(/^whk_[\w-]{32}$/);

    // Subscribe a webhook to the local receiver; the signing secret shows once.
    const path = `/e2e/${randomUUID()}`;
    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill('not a url');
    await page.getByTestId('webhook-save').click();
    await page.getByText('Please enter a valid URL starting with https://').waitFor();
    await page.getByTestId('webhook-url').fill(`https://webhooks.sandbox.test${path}`);
    await page.getByTestId('webhook-save').click();
    const secret = await page.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhooks-secret');
    await page.getByTestId('webhook-secret-done').click();
    const row = page.getByTestId('webhook-row');
    await row.getByText(`https://webhooks.sandbox.test${path}`, { exact: true }).waitFor();
    expect(await row.textContent()).toContain(`Secret ending …${secret.slice(-4)}`);

    // Trigger an event: a Zap adds a lead through the integration API with the key.
    const added = await addLead(webhookKey, {
      campaign: campaignId,
      linkedin_profile_url: 'https://www.linkedin.com/in/e2e-hook-ada/',
      csv_source: 'zapier',
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ added: true, campaign: campaignId });

    // Assess: the receiver got lead.created, signed with the secret the UI showed.
    const [call] = await waitFor(
      async () => {
        const calls = await receivedAt(path);
        return calls.length > 0 && calls;
      },
      30_000,
      'the lead.created call',
    );
    const [, t, v1] = call!.headers['outreach-signature']!.match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${call!.body}`).digest('hex'));
    const event = JSON.parse(call!.body);
    expect(event).toMatchObject({
      type: 'lead.created',
      data: { campaign: { id: campaignId, name: 'Zap leads' }, person: { linkedInHandle: 'e2e-hook-ada' } },
    });

    // ... and the delivery log shows it delivered (Refresh waits for its answer before looking again).
    const refreshLog = () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes('/deliveries') && r.request().method() === 'GET'),
        page.getByTestId('webhook-deliveries-refresh').click(),
      ]);
    const delivered = page.locator(
      '[data-testid="webhook-delivery"][data-event="lead.created"][data-status="succeeded"]',
    );
    await expect
      .poll(
        async () => {
          await refreshLog();
          return delivered.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await delivered.getByTestId('webhook-delivery-response').textContent()).toBe('HTTP 200');
    await delivered.click();
    await page.getByTestId('webhook-delivery-detail').getByText(event.id, { exact: false }).waitFor();
    await screenshot(page, 'webhooks-delivery-log');

    // A test event and a replay go through the same log.
    await page.getByTestId('webhook-test').click();
    const test = page.locator(
      '[data-testid="webhook-delivery"][data-event="webhook.test"][data-status="succeeded"]',
    );
    await expect
      .poll(
        async () => {
          await refreshLog();
          return test.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await delivered.getByTestId('webhook-delivery-replay').click();
    await waitFor(
      async () => (await receivedAt(path)).filter((c) => c.body === call!.body).length === 2,
      30_000,
      'the replay',
    );

    // Edit: only campaign.finished from now on.
    await row.getByTestId('webhook-edit').click();
    for (const e of ['lead.created', 'invite.accepted', 'reply.received', 'email.bounced'])
      await page.getByTestId(`webhook-event-${e}`).uncheck();
    await page.getByTestId('webhook-save').click();
    await page.getByTestId('webhook-save').waitFor({ state: 'detached' });
    await row.getByTestId('webhook-row-events').getByText('lead.created').waitFor({ state: 'detached' });
    expect(await row.getByTestId('webhook-row-events').locator('.MuiChip-label').allTextContents()).toEqual([
      'campaign.finished',
    ]);
    expect((await s.call('GET', '/webhook-subscriptions')).body.webhooks[0].events).toEqual([
      'campaign.finished',
    ]);

    // Regenerate the key (confirmed): the old one stops working at once.
    await page.getByTestId('webhook-key-regenerate').click();
    await page.getByTestId('webhook-key-confirm').click();
    await page.getByTestId('webhook-key-confirm').waitFor({ state: 'detached' });
    await waitFor(
      async () => (await page.getByTestId('webhook-key').inputValue()) !== webhookKey,
      30_000,
      'the new key',
    );
    const old = await addLead(webhookKey, {
      campaign: campaignId,
      linkedin_profile_url: 'https://www.linkedin.com/in/e2e-hook-bob/',
    });
    expect(old.status).toBe(401);

    // Delete.
    await row.getByTestId('webhook-delete').click();
    await page.getByTestId('webhook-delete-confirm').click();
    await page.getByTestId('webhooks-empty').waitFor();
    await page.context().close();
  });

  it('documents every integration API call with its parameters, curl command and example answer', async () => {
    const { s } = await userWithCampaign();
    const page = await signedInPage(browser, s.email);
    for (const doc of webhookDocs) {
      await page.goto(`${baseUrl()}/documentation/webhook/${doc.slug}`);
      await page.getByRole('heading', { name: doc.title, level: 1 }).waitFor();
      expect(await page.getByTestId('webhook-doc-path').textContent()).toBe(`/api${doc.route.split(' ')[1]}`);
      expect(await page.getByTestId('webhook-doc-curl').textContent()).toContain(
        `${baseUrl()}/api/integrations/webhook/`,
      );
      expect(await page.getByTestId('webhook-doc-params').textContent()).toContain('webhook_key');
      expect(JSON.parse((await page.getByTestId('webhook-doc-response').textContent())!)).toEqual(
        doc.exampleResponse,
      );
    }
    await screenshot(page, 'webhook-doc-get-last-actions');
    // The documented curl command works as written with a real key.
    const key = (await s.call('POST', '/users/me/webhook-key')).body.webhookKey as string;
    await page.goto(`${baseUrl()}/documentation/webhook/get-campaigns`);
    const curl = (await page.getByTestId('webhook-doc-curl').textContent())!.replace('YOUR_WEBHOOK_KEY', key);
    const res = await fetch(curl.match(/"(.+)"/)![1]!);
    expect(res.status).toBe(200);
    expect((await res.json()).campaigns).toEqual([]);
    await page.getByTestId('docs-nav').getByText('Zapier and webhooks').click();
    await page.getByTestId('zapier-docs-page').waitFor();
    expect(await page.getByTestId('zapier-triggers').textContent()).toContain('campaign.finished');
    await screenshot(page, 'zapier-docs');
    await page.context().close();
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import { webhookBackoffMs } from '@outreach/functions/domain/webhooks/webhook-messages';
import { describe, expect, it } from 'vitest';
import { advanceClock, api, baseUrl, PASSWORD, signUp } from '../support/api.ts';
import { waitFor } from '../support/outreach.ts';

// Outgoing webhooks (issue #15): subscribe, signed delivery, the log, retries with back-off on the
// product clock, dead-lettering after the last try, replay, and bad input.
interface Call {
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

async function sandboxCalls(path: string): Promise<Call[]> {
  const info = await (await fetch(`${baseUrl()}/_local/info`)).json();
  const url = `${info.sandboxes.webhooks.url}/calls.json?path=${encodeURIComponent(path)}`;
  return (await (await fetch(url)).json()) as Call[];
}

async function deliveries(token: string, id: string) {
  const res = await api('GET', `/webhook-subscriptions/${id}/deliveries`, { token });
  expect(res.status).toBe(200);
  return res.body.deliveries as { id: string; status: string; attempts: { responseStatus?: number }[] }[];
}

describe('outgoing webhooks', () => {
  it('a test event arrives signed with the secret shown once, and the log records the answer', async () => {
    const { token } = await signUp();
    const path = `/hooks/${randomUUID()}`;
    const created = await api('POST', '/webhook-subscriptions', {
      token,
      body: { url: `https://webhooks.sandbox.test${path}`, events: ['lead.created', 'reply.received'] },
    });
    expect(created.status).toBe(201);
    const { webhook, secret } = created.body;
    expect(secret).toMatch(/^whsec_/);
    expect(webhook.secretHint).toBe(secret.slice(-4));

    const list = await api('GET', '/webhook-subscriptions', { token });
    expect(list.body.webhooks).toEqual([webhook]);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const test = await api('POST', `/webhook-subscriptions/${webhook.id}/test`, { token });
    expect(test.status).toBe(202);
    const [call] = await waitFor(
      async () => (await sandboxCalls(path)).length > 0 && sandboxCalls(path),
      20_000,
      'the test call',
    );
    const event = JSON.parse(call!.body);
    expect(event).toMatchObject({
      type: 'webhook.test',
      data: { message: 'This is a test event from Outreach.' },
    });
    expect(call!.headers['outreach-event']).toBe('webhook.test');
    expect(call!.headers['outreach-delivery']).toBe(test.body.delivery.id);
    // The receiver's check: HMAC-SHA256 over "t.body" with the secret.
    const [, t, v1] = call!.headers['outreach-signature']!.match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${call!.body}`).digest('hex'));

    const log = await waitFor(
      async () => (await deliveries(token, webhook.id)).find((d) => d.status === 'succeeded'),
      20_000,
      'the delivery to succeed',
    );
    expect(log.attempts).toEqual([
      expect.objectContaining({ responseStatus: 200, responseBody: 'received' }),
    ]);
  });

  it('retries a failing receiver on the back-off, dead-letters after six tries, and replays on request', async () => {
    const { email } = await signUp();
    // Access tokens live 15 minutes of product time, and this test moves the clock by hours.
    const signIn = async () =>
      (await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } })).body.authToken as string;
    let token = await signIn();
    const path = `/fail/${randomUUID()}`;
    const { body } = await api('POST', '/webhook-subscriptions', {
      token,
      body: { url: `https://webhooks.sandbox.test${path}`, events: ['campaign.finished'] },
    });
    const id = body.webhook.id as string;
    await api('POST', `/webhook-subscriptions/${id}/test`, { token });
    for (let tries = 1; tries <= 6; tries++) {
      const d = await waitFor(
        async () => (await deliveries(token, id)).find((x) => x.attempts.length === tries),
        20_000,
        `try ${tries}`,
      );
      expect(d.attempts.at(-1)).toMatchObject({ responseStatus: 500 });
      expect(d.status).toBe(tries < 6 ? 'retrying' : 'failed');
      // Nothing is sent again before the back-off has passed on the product clock.
      expect(await sandboxCalls(path)).toHaveLength(tries);
      if (tries < 6) {
        await advanceClock(webhookBackoffMs[tries - 1]! + 1_000);
        token = await signIn();
      }
    }
    expect(await sandboxCalls(path)).toHaveLength(6);

    const [dead] = await deliveries(token, id);
    const replay = await api('POST', `/webhook-subscriptions/${id}/deliveries/${dead!.id}/replay`, { token });
    expect(replay.status).toBe(202);
    await waitFor(async () => (await sandboxCalls(path)).length === 7, 20_000, 'the replayed call');
    const calls = await sandboxCalls(path);
    expect(JSON.parse(calls[6]!.body).id).toBe(JSON.parse(calls[0]!.body).id);
    const log = await deliveries(token, id);
    expect(log).toHaveLength(2);
    expect(log[0]!.id).toBe(replay.body.delivery.id);
  });

  it("answers bad input with 400 and other teams' webhooks with 404", async () => {
    const a = await signUp();
    const b = await signUp();
    const bad = [
      { url: 'ftp://example.com/x', events: ['lead.created'] },
      { url: 'not a url', events: ['lead.created'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['lead.deleted'] },
    ];
    for (const body of bad) {
      const res = await api('POST', '/webhook-subscriptions', { token: a.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    }
    const mine = await api('POST', '/webhook-subscriptions', {
      token: a.token,
      body: { url: 'https://webhooks.sandbox.test/a', events: ['lead.created'] },
    });
    const id = mine.body.webhook.id;
    for (const [method, p] of [
      ['POST', `/webhook-subscriptions/${id}/test`],
      ['GET', `/webhook-subscriptions/${id}/deliveries`],
      ['DELETE', `/webhook-subscriptions/${id}`],
    ] as const) {
      const res = await api(method, p, { token: b.token });
      expect(res.status, `${method} ${p}`).toBe(404);
    }
    const taken = await api('PATCH', `/webhook-subscriptions/${id}`, {
      token: b.token,
      body: { url: 'https://webhooks.sandbox.test/b', events: ['email.bounced'] },
    });
    expect(taken.status).toBe(404);
    expect((await api('GET', '/webhook-subscriptions', { token: a.token })).body.webhooks).toHaveLength(1);
    const badCursor = await api('GET', `/webhook-subscriptions/${id}/deliveries?cursor=nope`, {
      token: a.token,
    });
    expect(badCursor.status).toBe(400);
    expect((await api('DELETE', `/webhook-subscriptions/${id}`, { token: a.token })).status).toBe(200);
    expect((await api('GET', '/webhook-subscriptions', { token: a.token })).body.webhooks).toEqual([]);
  });

  it('edits a webhook: new URL and events from now on, the secret stays; bad edits change nothing', async () => {
    const { token } = await signUp();
    const path = `/edited/${randomUUID()}`;
    const made = await api('POST', '/webhook-subscriptions', {
      token,
      body: { url: 'https://webhooks.sandbox.test/before', events: ['lead.created'] },
    });
    const { id, secretHint } = made.body.webhook;
    for (const body of [
      { url: 'not a url', events: ['lead.created'] },
      { url: `https://webhooks.sandbox.test${path}`, events: [] },
    ]) {
      const res = await api('PATCH', `/webhook-subscriptions/${id}`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await api('PATCH', `/webhook-subscriptions/${randomUUID()}`, {
      token,
      body: { url: `https://webhooks.sandbox.test${path}`, events: ['email.bounced'] },
    });
    expect(missing.status).toBe(404);
    const res = await api('PATCH', `/webhook-subscriptions/${id}`, {
      token,
      body: { url: `https://webhooks.sandbox.test${path}`, events: ['email.bounced', 'campaign.finished'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.webhook).toMatchObject({
      id,
      url: `https://webhooks.sandbox.test${path}`,
      events: ['email.bounced', 'campaign.finished'],
      secretHint,
    });
    expect((await api('GET', '/webhook-subscriptions', { token })).body.webhooks).toEqual([res.body.webhook]);
    // The test event goes to the new URL, signed with the secret shown at creation.
    await api('POST', `/webhook-subscriptions/${id}/test`, { token });
    const [call] = await waitFor(
      async () => {
        const calls = await sandboxCalls(path);
        return calls.length > 0 && calls;
      },
      20_000,
      'the test event at the new URL',
    );
    const [, t, v1] = call!.headers['outreach-signature']!.match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
    expect(v1).toBe(createHmac('sha256', made.body.secret).update(`${t}.${call!.body}`).digest('hex'));
  });
});

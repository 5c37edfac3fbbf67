import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type {
  AccountKey,
  ActionOutcomes,
  ActionPayloads,
  BotActionType,
} from '@outreach/functions/domain/bot/types';
import { requestInboxSync } from '@outreach/functions/domain/conversations/request-inbox-sync';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, TestClock } from './testing/harness.ts';

const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;
const email = 'alex@sandbox.test';

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({ port: 0, now: () => clock.now(), sendMail: async () => {} });
});
afterAll(async () => {
  await sandbox?.close();
});

async function run<T extends BotActionType>(
  acc: AccountKey,
  type: T,
  payload: ActionPayloads[T],
  actionId = randomUUID(),
) {
  const key = { ...acc, actionId };
  await enqueueBotAction(deps, { ...key, type, payload });
  const { actions } = await runBotUntil(deps, sandbox.url, [key]);
  expect(actions[0].status, actions[0].error).toBe('done');
  return actions[0].outcome as ActionOutcomes[T];
}

async function conversations(acc: AccountKey) {
  return (await deps.db.entities.conversation.query.byOwner(acc).go({ pages: 'all' })).data;
}

async function sandboxThread(id: string) {
  const res = await fetch(`${sandbox.url}/_sandbox/state/${encodeURIComponent(email)}`);
  const state = (await res.json()) as { messages: { threadId: string; text: string; direction: string }[] };
  return state.messages.filter((m) => m.threadId === id);
}

describe('inbox executors against the LinkedIn sandbox', () => {
  it('syncs messaging, InMail and Sales Navigator threads (full, then incremental) and sends once per token', async () => {
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    expect((await run(acc, 'login', { reason: 'credentials' })).status).toBe('LOGGED_IN');

    // Full sync through the product's own request (the bot runs the action it enqueues).
    const sync = await requestInboxSync(deps, acc);
    expect(sync).toMatchObject({ status: 'running', mode: 'full' });
    const row = (await deps.db.entities.inboxSync.get(acc).go()).data!;
    const { actions } = await runBotUntil(deps, sandbox.url, [{ ...acc, actionId: row.actionId! }]);
    expect(actions[0].outcome).toEqual({ synced: 7 });
    const all = await conversations(acc);
    expect(all.map((c) => c.source).sort()).toEqual([
      'inmail',
      'inmail',
      'linkedin',
      'linkedin',
      'linkedin',
      'sales-navigator',
      'sales-navigator',
    ]);
    expect(all.find((c) => c.isSponsored)?.source).toBe('inmail');
    expect((await deps.db.entities.inboxSync.get(acc).go()).data).toMatchObject({
      status: 'done',
      mode: 'full',
    });
    const linkedin = all.find((c) => c.source === 'linkedin')!;
    const msgs = (
      await deps.db.entities.inboxMessage.query
        .byConversation({ ...acc, conversationId: linkedin.conversationId })
        .go()
    ).data;
    expect(msgs.length).toBeGreaterThanOrEqual(2);

    // A new message on LinkedIn: the incremental sync reads only that thread.
    clock.advance(60_000);
    const sn = all.find((c) => c.source === 'sales-navigator')!;
    await fetch(`${sandbox.url}/_sandbox/inbox/${encodeURIComponent(email)}/incoming`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ threadId: sn.conversationId, text: 'Any news on the pricing?' }),
    });
    expect((await run(acc, 'sync-inbox', { sinceMs: clock.now() - 1000, full: false })).synced).toBe(1);
    const updated = (
      await deps.db.entities.conversation.get({ ...acc, conversationId: sn.conversationId }).go()
    ).data!;
    expect(updated).toMatchObject({ content: 'Any news on the pricing?', readState: 'unread' });

    // Send into a messaging thread; the same token again (a retry after a crash) sends nothing new.
    const before = (await sandboxThread(linkedin.conversationId)).length;
    const payload = {
      conversationId: linkedin.conversationId,
      source: 'linkedin' as const,
      text: 'Happy to help, talk soon!',
      originToken: randomUUID(),
      attachments: [],
    };
    const first = await run(acc, 'send-inbox-message', payload);
    expect(first).toMatchObject({ result: 'sent' });
    const again = await run(acc, 'send-inbox-message', payload);
    expect(again).toEqual(first);
    const after = await sandboxThread(linkedin.conversationId);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ direction: 'out', text: 'Happy to help, talk soon!' });
    const stored = (
      await deps.db.entities.inboxMessage.query
        .byConversation({ ...acc, conversationId: linkedin.conversationId })
        .go()
    ).data;
    expect(stored.filter((m) => m.text === 'Happy to help, talk soon!')).toHaveLength(1);

    // Sales Navigator replies go through the same call; a sponsored InMail cannot be answered.
    const snSent = await run(acc, 'send-inbox-message', {
      ...payload,
      conversationId: sn.conversationId,
      source: 'sales-navigator',
      originToken: randomUUID(),
      text: 'Sending it today.',
    });
    expect(snSent).toMatchObject({ result: 'sent' });
    const sponsored = all.find((c) => c.isSponsored)!;
    const refused = await run(acc, 'send-inbox-message', {
      ...payload,
      conversationId: sponsored.conversationId,
      source: 'inmail',
      originToken: randomUUID(),
    });
    expect(refused).toMatchObject({ result: 'failed' });
  });
});

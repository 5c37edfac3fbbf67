import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type {
  AccountKey,
  ActionOutcomes,
  ActionPayloads,
  BotActionType,
} from '@outreach/functions/domain/bot/types';
import { changeInvitesStatus } from '@outreach/functions/domain/invitations/change-invites-status';
import { listInvites } from '@outreach/functions/domain/invitations/list-invites';
import { requestInvitesSync } from '@outreach/functions/domain/invitations/request-invites-sync';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, TestClock } from './testing/harness.ts';

const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;
const email = 'jordan@sandbox.test';

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({ port: 0, now: () => clock.now(), sendMail: async () => {} });
});
afterAll(async () => {
  await sandbox?.close();
});

async function run<T extends BotActionType>(acc: AccountKey, type: T, payload: ActionPayloads[T]) {
  const key = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, { ...key, type, payload });
  const { actions } = await runBotUntil(deps, sandbox.url, [key]);
  expect(actions[0].status, actions[0].error).toBe('done');
  return actions[0].outcome as ActionOutcomes[T];
}

/** Runs the bot action the product enqueued last for the account. */
async function runEnqueued(acc: AccountKey, type: BotActionType) {
  const { data } = await deps.db.entities.botAction.query.byAccount(acc).go({ pages: 'all' });
  const action = data.filter((a) => a.type === type && a.status === 'pending').at(-1);
  if (!action) throw new Error(`no pending ${type}`);
  const { actions } = await runBotUntil(deps, sandbox.url, [{ ...acc, actionId: action.actionId }]);
  expect(actions[0].status, actions[0].error).toBe('done');
  return actions[0].outcome;
}

interface SandboxState {
  invitations: { id: string; status: string }[];
  received: { id: string; status: string }[];
  connections: { publicId: string; source: string }[];
}
async function sandboxState(): Promise<SandboxState> {
  return (
    await fetch(`${sandbox.url}/_sandbox/state/${encodeURIComponent(email)}`)
  ).json() as Promise<SandboxState>;
}

describe('invitations executors against the LinkedIn sandbox', () => {
  it('syncs pending sent and received invitations, then withdraws, accepts and rejects on the site', async () => {
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    expect((await run(acc, 'login', { reason: 'credentials' })).status).toBe('LOGGED_IN');
    const made = await fetch(`${sandbox.url}/_sandbox/invitations/${email}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ direction: 'sent', count: 3, message: 'Glad to connect' }),
    });
    expect(made.status).toBe(200);
    const state = await sandboxState();
    const pendingSent = state.invitations.filter((i) => i.status === 'pending');
    const pendingReceived = state.received.filter((i) => i.status === 'pending');
    expect(pendingSent).toHaveLength(3);
    expect(pendingReceived.length).toBeGreaterThanOrEqual(3);

    // The product's own sync request, run by the bot.
    expect(await requestInvitesSync(deps, acc)).toMatchObject({ status: 'running' });
    expect(await runEnqueued(acc, 'sync-invitations')).toEqual({
      sent: 3,
      received: pendingReceived.length,
    });
    const sent = await listInvites(deps, acc, { status: 'SENT', perPage: 25 });
    expect(sent.counts).toEqual({ sent: 3, received: pendingReceived.length, withdrawn: 0 });
    expect(sent.sync.status).toBe('done');
    expect(sent.invites.map((r) => r.id).sort()).toEqual(pendingSent.map((i) => i.id).sort());
    expect(sent.invites[0]).toMatchObject({ message: 'Glad to connect', status: 'SENT' });
    expect(sent.invites[0].person.firstName).not.toBe('');

    // Withdraw two sent ones, accept one received, reject another: the bot does each on the site.
    const [w1, w2] = pendingSent.map((i) => i.id);
    const [a1, r1] = pendingReceived.map((i) => i.id);
    expect((await changeInvitesStatus(deps, acc, [w1, w2], 'WITHDRAW')).queued).toBe(2);
    expect(await runEnqueued(acc, 'change-invitations')).toEqual({
      results: [
        { invitationId: w1, result: 'done' },
        { invitationId: w2, result: 'done' },
      ],
    });
    expect((await changeInvitesStatus(deps, acc, [a1], 'ACCEPT')).queued).toBe(1);
    await runEnqueued(acc, 'change-invitations');
    expect((await changeInvitesStatus(deps, acc, [r1], 'REJECT')).queued).toBe(1);
    await runEnqueued(acc, 'change-invitations');

    const after = await sandboxState();
    expect(after.invitations.filter((i) => [w1, w2].includes(i.id)).map((i) => i.status)).toEqual([
      'withdrawn',
      'withdrawn',
    ]);
    expect(after.received.find((i) => i.id === a1)?.status).toBe('accepted');
    expect(after.received.find((i) => i.id === r1)?.status).toBe('ignored');
    const withdrawn = await listInvites(deps, acc, { status: 'WITHDRAWN', perPage: 25 });
    expect(withdrawn.invites.map((r) => r.id).sort()).toEqual([w1, w2].sort());
    expect(withdrawn.counts).toEqual({ sent: 1, received: pendingReceived.length - 2, withdrawn: 2 });

    // Withdrawing one already withdrawn on LinkedIn (a retried batch) is not an error.
    const again = await run(acc, 'change-invitations', { status: 'WITHDRAW', invitationIds: [w1] });
    expect(again.results[0].result).toBe('done');
  });
});

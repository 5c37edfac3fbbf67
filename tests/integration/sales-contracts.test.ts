import { describe, expect, it } from 'vitest';
import { completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

// POST /users/set-contract-id (spec 1 §4, §7): the Sales Navigator contract the bot works under, one of
// those the bot read at sign-in, and different from the current one.

const CONTRACTS = [
  { contractId: 'urn:li:salesContract:1', name: 'Team' },
  { contractId: 'urn:li:salesContract:2', name: 'Enterprise' },
];

describe('Sales Navigator contracts', () => {
  it('are read at sign-in; one of them can be chosen, once changed; others are refused', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    // Before the bot has read any: nothing to choose.
    expect((await s.call('GET', '/users/me/cloud-bot-info')).body.contracts).toEqual([]);
    const none = await s.call('POST', '/users/set-contract-id', {
      selectedContractId: CONTRACTS[1].contractId,
    });
    expect(none).toMatchObject({ status: 400, body: { message: 'Something went wrong. Please try later.' } });

    // A sign-in (the login action's outcome) carries the member's contracts.
    const deps = await domainDeps();
    await deps.db.entities.linkedInAccount.patch(acc).set({ loginAttemptId: 'login#contracts' }).go();
    const { enqueueBotAction } = await import('@outreach/functions/domain/bot/enqueue-bot-action');
    await enqueueBotAction(deps, {
      ...acc,
      actionId: 'login#contracts',
      type: 'login',
      payload: { reason: 'reconnect' },
    });
    await completeNext(acc, 'login', () => ({ status: 'LOGGED_IN', salesContracts: CONTRACTS }));
    const info = (await s.call('GET', '/users/me/cloud-bot-info')).body;
    expect(info).toMatchObject({ contracts: CONTRACTS, selectedContractId: null, salesStatus: 'ACTIVE' });
    expect((await s.call('GET', '/users/me')).body).toMatchObject({ hasLinkedInSalesNavigator: true });

    // The first is the current one: choosing it again changes nothing.
    const same = await s.call('POST', '/users/set-contract-id', {
      selectedContractId: CONTRACTS[0].contractId,
    });
    expect(same).toMatchObject({ status: 400, body: { message: 'Please change contract before save' } });
    const unknown = await s.call('POST', '/users/set-contract-id', {
      selectedContractId: 'urn:li:salesContract:9',
    });
    expect(unknown.status).toBe(400);
    const chosen = await s.call('POST', '/users/set-contract-id', {
      selectedContractId: CONTRACTS[1].contractId,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.selectedContractId).toBe(CONTRACTS[1].contractId);
    expect((await s.call('GET', '/users/me')).body.selectedContractId).toBe(CONTRACTS[1].contractId);
    const again = await s.call('POST', '/users/set-contract-id', {
      selectedContractId: CONTRACTS[1].contractId,
    });
    expect(again.body.message).toBe('Please change contract before save');
    expect((await s.call('POST', '/users/set-contract-id', {})).status).toBe(400);
  });
});

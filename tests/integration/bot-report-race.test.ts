import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

describe('the bot reports on an account its owner just removed', () => {
  it('a login outcome after remove-credentials is dropped: no error, no row brought back', async () => {
    // Prepare: a signed-in LinkedIn account, then the owner removes it through the API
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const deps = await domainDeps();
    const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
    expect((await s.call('DELETE', '/linked-in/remove-credentials')).status).toBe(200);

    // Act: the bot's late report (it was in flight while the owner removed the account)
    const late = reportLoginState(deps, acc, { status: 'LOGGED_IN_INVALID', errorCode: 'LOGIN_ERROR' });

    // Assess
    await expect(late).resolves.toBeUndefined();
    expect((await deps.db.entities.linkedInAccount.get(acc).go()).data).toBeNull();
  });
});

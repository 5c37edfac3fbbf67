import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLinkedInSandbox } from './server.ts';
import { STATE_FILE } from './store.ts';

describe('state persistence', () => {
  it('keeps the state in <dataDir>/linkedin-sandbox.json across restarts, and reset clears it', async () => {
    // Prepare
    const dataDir = mkdtempSync(join(tmpdir(), 'li-sandbox-'));
    const first = await startLinkedInSandbox({ port: 0, dataDir, now: () => Date.UTC(2025, 0, 6) });
    const login = await fetch(`${first.url}/checkpoint/lg/login-submit`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ session_key: 'alex@sandbox.test', session_password: 'Sandbox1!' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const state = (await (await fetch(`${first.url}/_sandbox/state/alex@sandbox.test`)).json()) as {
      received: unknown[];
    };
    const profile = (await (await fetch(`${first.url}/_sandbox/accounts`)).json()) as { publicId: string }[];
    // Act: view someone, restart
    const search = await (
      await fetch(`${first.url}/search/results/people/?keywords=manager`, { headers: { cookie } })
    ).text();
    const publicId = search.match(/href="\/in\/([a-z0-9-]+-[0-9a-f]{8})\//)![1];
    expect((await fetch(`${first.url}/in/${publicId}/`, { headers: { cookie } })).status).toBe(200);
    await first.close();
    // Assess
    expect(existsSync(join(dataDir, STATE_FILE))).toBe(true);
    expect(JSON.parse(readFileSync(join(dataDir, STATE_FILE), 'utf8')).version).toBe(1);
    const second = await startLinkedInSandbox({ port: 0, dataDir, now: () => Date.UTC(2025, 0, 6) });
    const after = (await (await fetch(`${second.url}/_sandbox/state/alex@sandbox.test`)).json()) as {
      views: { publicId: string }[];
      received: unknown[];
    };
    expect(after.views.map((v) => v.publicId)).toEqual([publicId]);
    expect(after.received).toEqual(state.received);
    // The session survived the restart too.
    expect((await fetch(`${second.url}/feed/`, { headers: { cookie }, redirect: 'manual' })).status).toBe(
      200,
    );
    await second.reset();
    const reset = (await (await fetch(`${second.url}/_sandbox/state/alex@sandbox.test`)).json()) as {
      views: unknown[];
    };
    expect(reset.views).toEqual([]);
    expect(profile.length).toBeGreaterThanOrEqual(2);
    await second.close();
  });
});

import { afterAll, inject } from 'vitest';

// The 'e2e' lane's files share one runtime and its bot (two accounts served at a time). When a file
// ends, its accounts' work is parked: its campaigns and periodic syncs would otherwise keep taking the
// bot's slots, and every clock move of a later story would bring more of them due in front of its own.
afterAll(async () => {
  const res = await fetch(`${inject('baseUrl')}/_local/bot/park`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST /_local/bot/park answered ${res.status}: ${await res.text()}`);
});

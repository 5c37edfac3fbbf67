import { afterAll, beforeEach, inject } from 'vitest';
import { reportPagesOnFailure } from './browser.ts';

// Every browser story reports its open pages when it fails (see browser.ts).
beforeEach(() => {
  reportPagesOnFailure();
});

// The stories share one runtime and its bot (two accounts served at a time). When a file ends, its
// accounts' bot work is parked: its campaigns and periodic syncs would otherwise keep the shared bot
// busy for the rest of the suite, taking slots (and CPU) from later stories, and every clock move of
// a later story would bring more of their steps due in front of its own.
afterAll(async () => {
  // Whatever the file's helpers registered for its end (the bot harness's shared Chromium).
  const g = globalThis as { [k: symbol]: (() => Promise<void>)[] | undefined };
  for (const fn of g[Symbol.for('outreach.test.fileEnd')]?.splice(0) ?? []) await fn();
  const res = await fetch(`${inject('baseUrl')}/_local/bot/park`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST /_local/bot/park answered ${res.status}: ${await res.text()}`);
});

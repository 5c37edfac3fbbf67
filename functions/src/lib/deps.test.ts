import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../ports/deps.ts';

const port = <T>() => ({}) as T;
const fullSet = (): Deps => ({
  env: port(),
  db: port(),
  clock: { now: () => 0, wallNow: () => 0 },
  mailer: port(),
  queue: port(),
  scheduler: port(),
  blobs: port(),
  secrets: port(),
  mailProtocols: port(),
  dns: port(),
  realtime: port(),
  payments: port(),
  webhooks: port(),
});

describe('getDeps / provideDeps', () => {
  beforeEach(() => vi.resetModules());

  it('fails when no host wired the ports, instead of guessing adapters', async () => {
    // Prepare
    const { getDeps } = await import('./deps.ts');
    // Act / Assess
    expect(() => getDeps()).toThrow(/No ports wired/);
  });

  it('refuses a partial set before a host provided a full one', async () => {
    const { provideDeps } = await import('./deps.ts');
    expect(() => provideDeps({ clock: { now: () => 1, wallNow: () => 1 } })).toThrow(
      /no env, db, mailer, queue, scheduler, blobs, secrets, mailProtocols, payments/,
    );
  });

  it('lets a test swap one port and keeps the others', async () => {
    // Prepare
    const { getDeps, provideDeps } = await import('./deps.ts');
    const base = provideDeps(fullSet());
    const clock = { now: () => 42, wallNow: () => 42 };
    // Act
    provideDeps({ clock });
    // Assess
    expect(getDeps().clock).toBe(clock);
    expect(getDeps().db).toBe(base.db);
  });
});

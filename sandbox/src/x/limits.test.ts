import { describe, expect, it } from 'vitest';
import { DAY_MS, takeRequest, WINDOW_MS } from './limits.ts';

describe('X rate limits', () => {
  const t0 = Date.UTC(2026, 11, 30, 23, 50);

  it('answers the window headers and refuses the request past the window limit', () => {
    let usage: ReturnType<typeof takeRequest>['usage'] | undefined;
    const limit = { window: 2 };
    const a = takeRequest(usage, limit, t0);
    usage = a.usage;
    const b = takeRequest(usage, limit, t0 + 1000);
    usage = b.usage;
    const c = takeRequest(usage, limit, t0 + 2000);
    expect([a.allowed, b.allowed, c.allowed]).toEqual([true, true, false]);
    expect(c.headers['x-rate-limit-remaining']).toBe('0');
    expect(c.headers['x-rate-limit-reset']).toBe(String(Math.ceil((t0 + WINDOW_MS) / 1000)));
    // The next window opens 15 minutes after the first request (over the year's end here).
    expect(takeRequest(c.usage, limit, t0 + WINDOW_MS).allowed).toBe(true);
  });

  it('keeps the 24-hour cap across windows', () => {
    const limit = { window: 5, day: 2 };
    const a = takeRequest(undefined, limit, t0);
    const b = takeRequest(a.usage, limit, t0 + WINDOW_MS);
    const c = takeRequest(b.usage, limit, t0 + 2 * WINDOW_MS);
    expect(c.allowed).toBe(false);
    expect(c.headers['x-user-limit-24hour-remaining']).toBe('0');
    expect(takeRequest(c.usage, limit, t0 + DAY_MS).allowed).toBe(true);
  });
});

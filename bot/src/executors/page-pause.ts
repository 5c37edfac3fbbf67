/**
 * The pause between two pages of a sync: BOT_SYNC_PAGE_PAUSE_MS (`min,max`), else BOT_ACTION_DELAY_MS,
 * else the given default range — a person scrolling a list.
 */
export function pageDelayRange(fallback: [number, number]): [number, number] {
  const raw = process.env.BOT_SYNC_PAGE_PAUSE_MS ?? process.env.BOT_ACTION_DELAY_MS;
  const [a, b] = (raw ?? '').split(',').map(Number);
  if (Number.isFinite(a) && Number.isFinite(b)) return [a as number, b as number];
  return fallback;
}

/** Waits a random time within the range. */
export const pagePause = ([min, max]: [number, number]) =>
  new Promise((r) => setTimeout(r, min + Math.random() * Math.max(0, max - min)));

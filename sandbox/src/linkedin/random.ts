// Deterministic randomness: every "random" choice in the sandbox is derived from the seed plus
// stable ids, so the same actions always produce the same world and the same reactions.

/** 32-bit string hash (cyrb53 folded to 32 bits). */
export function hashString(input: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: small, fast, good enough for test data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator seeded from the sandbox seed and any number of keys. */
export function rngFor(seed: number, ...keys: (string | number)[]): () => number {
  return mulberry32(hashString(`${seed}|${keys.join('|')}`));
}

/** One float in [0, 1) for the given seed and keys. */
export function unitFor(seed: number, ...keys: (string | number)[]): number {
  return rngFor(seed, ...keys)();
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

export function intBetween(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function idChars(rand: () => number, length: number, alphabet = ID_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

/** A member id shaped like the site's (`ACoAA` + 34 characters = 39). */
export function memberIdFor(seed: number, key: string): string {
  return `ACoAA${idChars(rngFor(seed, 'member', key), 34)}`;
}

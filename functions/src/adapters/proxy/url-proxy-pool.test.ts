import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProxyPoolConfig, pickSticky, toSettings, urlProxyPool } from './url-proxy-pool.ts';

const urls = (n: number, cc = 'de') =>
  Array.from({ length: n }, (_, i) => `http://u${i}:p@${cc}${i}.proxy.test:8000`);

describe('urlProxyPool', () => {
  it('answers a proxy of the account’s country, the same one every time', async () => {
    const pool = urlProxyPool({ DE: urls(5), US: urls(3, 'us') });
    const a = await pool.proxyFor({ key: 'alex@sandbox.test', country: 'de' });
    expect(a?.server).toMatch(/^http:\/\/de\d\.proxy\.test:8000$/);
    expect(a?.username).toMatch(/^u\d$/);
    expect(a?.password).toBe('p');
    expect(await pool.proxyFor({ key: 'ALEX@sandbox.test ', country: 'DE' })).toEqual(a);
  });

  it('has no proxy for a country outside the pool unless a * entry serves it, with its code filled in', async () => {
    expect(await urlProxyPool({ DE: urls(1) }).proxyFor({ key: 'a', country: 'FR' })).toBeNull();
    expect(await urlProxyPool({}).proxyFor({ key: 'a', country: 'FR' })).toBeNull();
    const gw = urlProxyPool({ '*': ['http://country-{country}:secret@gw.proxy.test:7000'] });
    expect(await gw.proxyFor({ key: 'a', country: 'FR' })).toEqual({
      server: 'http://gw.proxy.test:7000',
      username: 'country-fr',
      password: 'secret',
    });
  });

  it('is sticky: an account keeps its proxy while it stays in the pool, whatever else is added or removed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 51, max: 99 }), { maxLength: 10 }),
        (key, ids, added) => {
          const pool = ids.map((i) => `http://p${i}.test:1`);
          const chosen = pickSticky(key, pool)!;
          // Others join, and others (not the chosen one) leave: the account stays put.
          const grown = [...pool, ...added.map((i) => `http://p${i}.test:1`)];
          const afterJoin = pickSticky(key, grown)!;
          expect(afterJoin === chosen || added.map((i) => `http://p${i}.test:1`).includes(afterJoin)).toBe(
            true,
          );
          const shrunk = pool.filter((u, i) => u === chosen || i % 2 === 0);
          expect(pickSticky(key, shrunk)).toBe(chosen);
          expect(pickSticky(key, [...pool].reverse())).toBe(chosen);
        },
      ),
    );
  });

  it('spreads accounts over the country’s proxies', () => {
    const pool = urls(4);
    const used = new Set(Array.from({ length: 80 }, (_, i) => pickSticky(`user${i}@x.test`, pool)));
    expect(used.size).toBe(4);
  });
});

describe('parseProxyPoolConfig', () => {
  it('reads country lists (upper-cased) and rejects what is not a pool', () => {
    expect(parseProxyPoolConfig('{"de":["http://a:b@h:1"],"*":[],"US":[" http://h:2 "]}')).toEqual({
      DE: ['http://a:b@h:1'],
      US: ['http://h:2'],
    });
    expect(parseProxyPoolConfig('{}')).toEqual({});
    expect(() => parseProxyPoolConfig('[]')).toThrow(/JSON object/);
    expect(() => parseProxyPoolConfig('{"DE":"http://h:1"}')).toThrow(/DE entry/);
    expect(() => parseProxyPoolConfig('{"DE":["ftp://h:1"]}')).toThrow(/Unsupported/);
  });

  it('decodes credentials', () => {
    expect(toSettings('http://us%40er:p%3Ass@h.test:8080')).toEqual({
      server: 'http://h.test:8080',
      username: 'us@er',
      password: 'p:ss',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { interactiveSearchUrl, interactiveSequence } from './interactive-campaign.ts';

describe('interactive campaign rules', () => {
  it('makes a people search of the audience and location with the chosen degrees', () => {
    const url = new URL(
      interactiveSearchUrl({
        goal: 'hire',
        audience: 'Rust engineer',
        location: 'Köln',
        connections: { second: false, third: true },
      }),
    );
    expect(url.pathname).toBe('/search/results/people/');
    expect(url.searchParams.get('keywords')).toBe('Rust engineer Köln');
    expect(JSON.parse(url.searchParams.get('network')!)).toEqual(['O']);
  });

  it('starts each goal with its sequence; the offer goes into the message', () => {
    expect(interactiveSequence({ goal: 'grow-network' }).map((s) => s.type)).toEqual([
      'LI View',
      'LI Connect',
    ]);
    const hire = interactiveSequence({ goal: 'hire', offer: '  We build compilers. ' });
    expect(hire.map((s) => [s.type, s.delay_number])).toEqual([
      ['LI View', 0],
      ['LI Connect', 1],
      ['LI Message', 1],
    ]);
    expect(hire[2].message).toBe(
      'Thanks for connecting, {{first_name}}! We build compilers. Would you be open to hearing about a role on our team?',
    );
    for (const g of ['grow-network', 'book-meetings', 'hire'] as const)
      expect(interactiveSequence({ goal: g })[1].message!.length).toBeLessThan(280);
  });
});

import { describe, expect, it } from 'vitest';
import { linkedInCountries } from './countries.ts';

describe('linkedInCountries', () => {
  it('lists countries by name without CN', () => {
    const list = linkedInCountries();
    expect(list.some((c) => c.code === 'CN')).toBe(false);
    expect(list.find((c) => c.code === 'US')?.name).toBe('United States');
    expect(list.length).toBeGreaterThan(200);
  });
});

import { ZSignInRequest } from '@outreach/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from './lazyZodResolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('validates with the schema once it has loaded, loading it only once', async () => {
    // Prepare: count the schema loads.
    let loads = 0;
    const { resolver, preload } = lazyZodResolver(async () => {
      loads++;
      return ZSignInRequest;
    });
    // Act: validate before any preload, then preload, then validate good input.
    const bad = await resolver({ email: 'not-an-email', password: '' }, undefined, options);
    preload();
    const good = await resolver({ email: 'dana@example.com', password: 'Secret123!' }, undefined, options);
    // Assess
    expect(Object.keys(bad.errors)).toEqual(expect.arrayContaining(['email']));
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ email: 'dana@example.com' });
    expect(loads).toBe(1);
  });
});

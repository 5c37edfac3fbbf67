import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trimViewExtras, viewExtrasOf } from './li-view.ts';

describe('LI View extras', () => {
  it('a default view step asks for nothing beyond the view', () => {
    expect(viewExtrasOf(defaultStep('LI View', 0))).toEqual({});
  });

  it('turned on, each extra carries its count (1 when unset)', () => {
    expect(
      viewExtrasOf({
        type: 'LI View',
        auto_follow: true,
        auto_endorse: true,
        auto_post_like: true,
        posts_count: 3,
      }),
    ).toEqual({ follow: true, endorse: 1, likePosts: 3 });
  });

  it('trims to what is left of today: never more than asked, never more than left, zero drops out', () => {
    expect(
      trimViewExtras(
        { follow: true, endorse: 3, likePosts: 2 },
        { follows: 0, endorsements: 2, postLikes: 5 },
      ),
    ).toEqual({
      endorse: 2,
      likePosts: 2,
    });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(50),
        fc.nat(50),
        fc.nat(100),
        fc.nat(100),
        fc.nat(100),
        (follow, endorse, like, f, e, l) => {
          const out = trimViewExtras(
            { follow, endorse, likePosts: like },
            { follows: f, endorsements: e, postLikes: l },
          );
          expect(out.endorse ?? 0).toBeLessThanOrEqual(Math.min(endorse, e));
          expect(out.likePosts ?? 0).toBeLessThanOrEqual(Math.min(like, l));
          expect(out.endorse).not.toBe(0);
          expect(!!out.follow).toBe(follow && f > 0);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomTagColor, tagColor, tagNeedsTooltip, ZCreateTagRequest, ZUpdateTagRequest } from './tags.ts';

describe('spec 3 §5 tag name', () => {
  it("is required ('Please enter a name')", () => {
    expect(ZCreateTagRequest.safeParse({ tag: ' ' }).error?.issues[0].message).toBe('Please enter a name');
    expect(ZCreateTagRequest.safeParse({}).error?.issues[0].message).toBe('Please enter a name');
    expect(ZCreateTagRequest.safeParse({ tag: 'VIP', color: '#FF0000' }).success).toBe(true);
    expect(ZUpdateTagRequest.safeParse({ id: 3, tag: 'VIP' }).success).toBe(true);
  });
});

describe('spec 3 §3/§5 tag colours', () => {
  it('creates tags with a random #RRGGBB colour (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(randomTagColor(() => r)).toMatch(/^#[0-9A-F]{6}$/);
      }),
    );
  });
  it('falls back to grey when a colour is missing', () => {
    expect(tagColor(undefined)).toBe('#9E9E9E');
    expect(tagColor('#123456')).toBe('#123456');
  });
});

describe('spec 3 §9 tag name truncation threshold 30', () => {
  it('adds a title tooltip above 30 characters', () => {
    expect(tagNeedsTooltip('x'.repeat(30))).toBe(false);
    expect(tagNeedsTooltip('x'.repeat(31))).toBe(true);
  });
});

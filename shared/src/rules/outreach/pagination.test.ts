import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPage,
  defaultPerPage,
  fromZeroBasedPage,
  pageOffset,
  pageSizeOptions,
  paginationState,
} from './pagination.ts';

describe('spec 3 §9 page defaults', () => {
  it('defaults to page 1, 25 per page, options 10/25/50/100/250/500', () => {
    expect(defaultPage).toBe(1);
    expect(defaultPerPage).toBe(25);
    expect(pageSizeOptions).toEqual([10, 25, 50, 100, 250, 500]);
  });
});

describe('spec 3 §5 pagination bar', () => {
  it('disables Previous on page 1 only', () => {
    expect(paginationState({ page: 1, perPage: 25, total: 100 }).previousDisabled).toBe(true);
    expect(paginationState({ page: 2, perPage: 25, total: 100 }).previousDisabled).toBe(false);
  });
  it('disables Next on the last page unless content is limited', () => {
    expect(paginationState({ page: 4, perPage: 25, total: 100 }).nextDisabled).toBe(true);
    expect(paginationState({ page: 3, perPage: 25, total: 100 }).nextDisabled).toBe(false);
    expect(paginationState({ page: 4, perPage: 25, total: 101 }).nextDisabled).toBe(false);
    expect(paginationState({ page: 4, perPage: 25, total: 100, isLimited: true }).nextDisabled).toBe(false);
  });
  it('hides the bar when there are no items', () => {
    expect(paginationState({ page: 1, perPage: 25, total: 0 })).toEqual({
      pageCount: 1,
      showBar: false,
      previousDisabled: true,
      nextDisabled: true,
    });
  });
  it('every item sits on exactly one page (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pageSizeOptions),
        fc.integer({ min: 1, max: 100_000 }),
        (perPage, total) => {
          const { pageCount } = paginationState({ page: 1, perPage, total });
          expect(pageOffset(pageCount, perPage)).toBeLessThan(total);
          expect(pageOffset(pageCount + 1, perPage)).toBeGreaterThanOrEqual(total);
        },
      ),
    );
  });
  it('converts the integration API 0-based page (spec 4)', () => {
    expect(fromZeroBasedPage(0)).toBe(1);
  });
});

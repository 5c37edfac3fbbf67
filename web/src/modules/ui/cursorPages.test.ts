import { describe, expect, it } from 'vitest';
import { firstPage, goToPage, pageQuery } from './cursorPages.ts';

describe('cursor pages', () => {
  it('reaches the next page with its cursor and returns to earlier pages with the kept ones', () => {
    const p1 = firstPage(25);
    expect(pageQuery(p1)).toBe('page=1&perPage=25');
    const p2 = goToPage(p1, 2, 'c2');
    const p3 = goToPage(p2, 3, 'c3');
    expect(pageQuery(p3)).toBe('page=3&perPage=25&cursor=c3');
    expect(pageQuery(goToPage(p3, 2))).toBe('page=2&perPage=25&cursor=c2');
    expect(pageQuery(goToPage(goToPage(p3, 1), 2, 'c2'))).toBe('page=2&perPage=25&cursor=c2');
  });

  it('stays put without a cursor for the next page, or when jumping ahead', () => {
    const p1 = firstPage(10);
    expect(goToPage(p1, 2, null)).toBe(p1);
    expect(goToPage(p1, 5, 'x')).toBe(p1);
  });
});

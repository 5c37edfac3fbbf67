/**
 * Page numbers over a cursor-paged list: page N + 1 is reached with the `nextCursor` page N
 * answered, earlier pages with the cursors kept on the way (the server caps page numbers alone).
 */
export interface CursorPages {
  page: number;
  perPage: number;
  /** `cursors[i]` opens page i + 1; page 1 has none. */
  cursors: (string | undefined)[];
}

export const firstPage = (perPage: number): CursorPages => ({ page: 1, perPage, cursors: [undefined] });

/** The query string of the current page: `page`, `perPage` and its cursor when it has one. */
export function pageQuery(s: CursorPages): string {
  const cursor = s.cursors[s.page - 1];
  return `page=${s.page}&perPage=${s.perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
}

/**
 * Moves to `page`: the next page needs the current page's `nextCursor`, an earlier one its kept
 * cursor; any other move stays put.
 *
 * @example
 * goToPage(firstPage(25), 2, 'abc') // { page: 2, perPage: 25, cursors: [undefined, 'abc'] }
 */
export function goToPage(s: CursorPages, page: number, nextCursor?: string | null): CursorPages {
  if (page >= 1 && page <= s.page) return { ...s, page };
  if (page === s.page + 1 && nextCursor) {
    const cursors = s.cursors.slice(0, s.page);
    cursors[page - 1] = nextCursor;
    return { ...s, page, cursors };
  }
  return s;
}

import { useState } from 'react';
import { type CursorPages, firstPage, goToPage, pageQuery } from './cursorPages.ts';

/**
 * Page state of a cursor-paged list; it starts over at page 1 whenever `listKey` (the list's
 * filters) changes. `query` goes into the list's URL; `goTo(page, nextCursor)` takes the answer's
 * `nextCursor` for the next page.
 */
export function useCursorPages(listKey: string, initialPerPage: number) {
  const [state, setState] = useState<{ listKey: string; pages: CursorPages }>({
    listKey,
    pages: firstPage(initialPerPage),
  });
  const pages = state.listKey === listKey ? state.pages : firstPage(state.pages.perPage);
  if (pages !== state.pages) setState({ listKey, pages });
  return {
    page: pages.page,
    perPage: pages.perPage,
    query: pageQuery(pages),
    goTo: (page: number, nextCursor?: string | null) =>
      setState((s) => ({ ...s, pages: goToPage(s.pages, page, nextCursor) })),
    setPerPage: (perPage: number) => setState((s) => ({ ...s, pages: firstPage(perPage) })),
  };
}

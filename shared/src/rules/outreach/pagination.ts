// Spec 3 §5 (pagination bar) and §9 (page defaults).
import { pagination } from '../../constants/outreach.ts';

export const pageSizeOptions = pagination.perPageOptions;
export const defaultPage = pagination.defaultPage;
export const defaultPerPage = pagination.defaultPerPage;

export interface PaginationInput {
  page: number;
  perPage: number;
  total: number;
  /** The content is limited by the plan (lead finder): Next stays enabled on the last page. */
  isLimited?: boolean;
}

export interface PaginationState {
  pageCount: number;
  showBar: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/**
 * The pagination bar (spec 3 §5): Previous disabled on page 1; Next disabled on the last page
 * unless content is limited; bar hidden when there are no items.
 *
 * @example
 * paginationState({ page: 1, perPage: 25, total: 30 }) // { pageCount: 2, showBar: true, previousDisabled: true, nextDisabled: false }
 */
export function paginationState(input: PaginationInput): PaginationState {
  const perPage = Math.max(1, Math.floor(input.perPage));
  const total = Math.max(0, Math.floor(input.total));
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.max(1, Math.floor(input.page));
  return {
    pageCount,
    showBar: total > 0,
    previousDisabled: page <= 1,
    nextDisabled: page >= pageCount && !input.isLimited,
  };
}

/** Zero-based offset of a 1-based page. */
export function pageOffset(page: number, perPage: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * Math.max(1, Math.floor(perPage));
}

/**
 * The integration (webhook) API counts pages from 0 with `per_page`; the internal API from 1
 * with `perPage` (spec 4). Converts an integration page to an internal one.
 */
export function fromZeroBasedPage(page0: number): number {
  return Math.max(0, Math.floor(page0)) + 1;
}

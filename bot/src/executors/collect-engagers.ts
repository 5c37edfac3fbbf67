import {
  COMMENTS_PAGE_BASE,
  engagerPaths,
  engagerSel,
  isPulseUrl,
  newsletterIdFromUrl,
  postUrnFromUrl,
} from '../linkedin/engager-page-objects.ts';
import { attrOf } from '../linkedin/page-objects.ts';
import { type ExecContext, open } from './common.ts';

/** A paged list of people (see collect-members.ts); `next` is read when this one ends. */
export interface EngagerListSpec {
  path: (page: number) => string;
  list: readonly string[];
  row: readonly string[];
  /** The first page number of this list in the collection's numbering. */
  firstPage: number;
  next?: EngagerListSpec;
}

/**
 * The audience lists of a post (its reactions, then its comments, numbered from
 * COMMENTS_PAGE_BASE + 1) or of a newsletter (its subscribers; from an article's `/pulse/` URL the
 * bot opens the article to find its newsletter). Null when the URL is neither, or the article shows
 * no subscribers link.
 */
export async function engagerListSpec(ctx: ExecContext, sourceUrl: string): Promise<EngagerListSpec | null> {
  const urn = postUrnFromUrl(sourceUrl);
  if (urn) {
    const comments: EngagerListSpec = {
      path: (page) => engagerPaths.comments(urn, page - COMMENTS_PAGE_BASE),
      list: engagerSel.list,
      row: engagerSel.row,
      firstPage: COMMENTS_PAGE_BASE + 1,
    };
    return {
      path: (page) => engagerPaths.reactions(urn, page),
      list: engagerSel.list,
      row: engagerSel.row,
      firstPage: 1,
      next: comments,
    };
  }
  let newsletterId = newsletterIdFromUrl(sourceUrl);
  if (!newsletterId && isPulseUrl(sourceUrl)) {
    const { status } = await open(ctx, new URL(sourceUrl).pathname);
    if (status === 404) return null;
    const href = await attrOf(ctx.page, engagerSel.subscribersLink, 'href');
    newsletterId = href ? newsletterIdFromUrl(new URL(href, ctx.base).toString()) : null;
  }
  if (!newsletterId) return null;
  const id = newsletterId;
  return {
    path: (page) => engagerPaths.subscribers(id, page),
    list: engagerSel.list,
    row: engagerSel.row,
    firstPage: 1,
  };
}

import type { Hono } from 'hono';
import type { SandboxEnv } from './app.ts';
import { activityUrn, allFeedPosts, likePost, publishPost, searchPosts } from './feed-posts.ts';
import type { Html } from './html.ts';
import { type Ctx, type PageHandler, sessionCsrf } from './page-helpers.ts';
import type { Chrome } from './views/layout.ts';
import { contentSearchPage, postPage, recentActivityPage, sharePage } from './views/posts.ts';
import type { LinkedInWorld } from './world.ts';

const POST_MAX_LENGTH = 3000;

/**
 * Posting and reading posts on the sandbox: the share page, a post's page, an account's recent
 * activity, content search and likes (plain forms with the session's csrf), and a JSON view for tests.
 */
export function registerPostPages(
  app: Hono<SandboxEnv>,
  world: LinkedInWorld,
  h: {
    signedIn: (handler: PageHandler) => (c: Ctx) => Response | Promise<Response>;
    chrome: (email: string, active?: Chrome['active']) => Chrome;
  },
) {
  const page = (c: Ctx, p: Html) => c.html(p.value);
  const csrfOf = (c: Ctx) => sessionCsrf(world, c);

  app.get(
    '/post/new',
    h.signedIn((c, email) => page(c, sharePage(h.chrome(email, 'feed'), csrfOf(c)))),
  );
  app.post(
    '/post/new',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const text = String(form.text ?? '').trim();
      if (!text || text.length > POST_MAX_LENGTH)
        return page(
          c,
          sharePage(h.chrome(email, 'feed'), csrfOf(c), 'Your post must have 1 to 3,000 characters.'),
        );
      const media = String(form.media ?? '')
        .split(/\s+/)
        .filter((u) => /^https?:\/\//.test(u))
        .slice(0, 9);
      const visibility = String(form.visibility ?? 'anyone') === 'connections' ? 'connections' : 'anyone';
      const post = publishPost(world, email, text, media, visibility);
      return c.redirect(`/feed/update/${activityUrn(post.id)}/`, 303);
    }),
  );
  app.get(
    '/feed/update/:urn',
    h.signedIn((c, email) => {
      const post = allFeedPosts(world, email).find((p) => p.urn === c.req.param('urn'));
      if (!post) return c.text('This post cannot be displayed', 404);
      return page(c, postPage(h.chrome(email, 'feed'), post, world.now(), csrfOf(c)));
    }),
  );
  app.get(
    '/in/:publicId/recent-activity/all',
    h.signedIn((c, email) => {
      const me = world.me(email);
      const posts = allFeedPosts(world, email)
        .filter((p) => p.author.publicId === c.req.param('publicId') && p.author.id === me.id)
        .sort((a, b) => b.at - a.at);
      return page(c, recentActivityPage(h.chrome(email, 'me'), posts, world.now(), csrfOf(c)));
    }),
  );
  app.get(
    '/search/results/content',
    h.signedIn((c, email) => {
      const keywords = (c.req.query('keywords') ?? '').slice(0, 200);
      const sortBy =
        c.req.query('sortBy') === '"date_posted"' || c.req.query('sortBy') === 'date_posted'
          ? 'date_posted'
          : 'relevance';
      const posts = searchPosts(world, email, keywords, sortBy);
      return page(c, contentSearchPage(h.chrome(email, null), keywords, posts, world.now(), csrfOf(c)));
    }),
  );
  app.post(
    '/feed/like',
    h.signedIn(async (c, email) => {
      const form = await c.req.parseBody();
      if (String(form.csrf ?? '') !== csrfOf(c)) return c.text('CSRF check failed', 403);
      const urn = String(form.urn ?? '');
      if (!likePost(world, email, urn)) return c.text('This post cannot be displayed', 404);
      return c.redirect(`/feed/update/${urn}/`, 303);
    }),
  );

  // Sandbox control: an account's own posts and likes, for tests.
  app.get('/_sandbox/posts/:email', (c) => {
    const email = c.req.param('email').toLowerCase();
    if (!world.state.accounts[email])
      return c.json({ error: 'NOT_FOUND', message: `No sandbox account ${email}` }, 404);
    return c.json({
      posts: (world.state.posts ?? [])
        .filter((p) => p.authorEmail === email)
        .map((p) => ({ ...p, urn: activityUrn(p.id) })),
      likes: world.state.postLikes?.[email] ?? [],
    });
  });
}

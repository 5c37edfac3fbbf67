import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { imageSize } from 'image-size';
import {
  FB_VIDEO_MAX_S,
  type FbPost,
  type FbVideo,
  IG_CAPTION_MAX,
  IG_CAROUSEL_MAX,
  IG_CAROUSEL_MIN,
  IG_CAROUSEL_VIDEO_MAX_S,
  IG_DAILY_LIMIT,
  IG_IMAGE_MAX_BYTES,
  IG_MAX_RATIO,
  IG_MIN_RATIO,
  IG_REELS_MAX_S,
  IG_VIDEO_MIN_S,
  type IgContainer,
  type IgUser,
  META_SANDBOX_PASSWORD,
  META_SCOPES,
  type MetaState,
  type MetaToken,
  type MetaUser,
  randomToken,
  stableId,
  tokenHash,
  VIDEO_PROCESSING_MS,
} from './state.ts';
import { isMp4OrMov, mp4DurationSeconds } from './video.ts';

export interface MetaApp {
  appId: string;
  appSecret: string;
  name: string;
  redirectUris: string[];
}

export interface MetaAppOptions {
  state: MetaState;
  apps: MetaApp[];
  now: () => number;
  /** Called after every change (the server persists the state). */
  changed: () => void;
}

const SHORT_TTL_S = 5400; // a browser login's token: 1.5 hours
const LONG_TTL_S = 60 * 24 * 3600; // fb_exchange_token: about 60 days
const FB_MESSAGE_MAX = 63206;
const FB_PHOTO_MAX_BYTES = 30 * 1024 * 1024;
const IG_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
const DAY_MS = 24 * 3600_000;
/** Graph API versions in paths (`/v21.0/me`). */
const V = '/:v{v[0-9]+\\.[0-9]+}';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

const page = (title: string, body: string) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
          body { font: 15px Helvetica, Arial, sans-serif; background: #f0f2f5; color: #1c1e21; margin: 0; }
          header { background: #1877f2; color: #fff; font-weight: 700; font-size: 22px; padding: 12px 24px; }
          main { max-width: 460px; margin: 40px auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 2px 4px rgba(0,0,0,.1); }
          h1 { font-size: 20px; margin: 0 0 16px; }
          label { display: block; margin: 12px 0 4px; color: #606770; }
          input[type=email], input[type=password], input[type=text] { width: 100%; box-sizing: border-box; padding: 12px; border-radius: 6px; border: 1px solid #dddfe2; font-size: 16px; }
          button { margin-top: 16px; width: 100%; padding: 12px; border-radius: 6px; border: 0; font-weight: 700; font-size: 16px; cursor: pointer; }
          .primary { background: #1877f2; color: #fff; }
          .secondary { background: #e4e6eb; color: #050505; }
          .error { color: #d93025; }
          ul { color: #606770; }
          table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #dddfe2; padding: 4px 6px; text-align: left; }
        </style>
      </head>
      <body>
        <header>facebook</header>
        <main>${raw(body)}</main>
      </body>
    </html>`;

/** Graph's error body: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
function graphError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 500,
  message: string,
  code: number,
  subcode?: number,
  type = 'OAuthException',
  userMessage?: string,
) {
  return c.json(
    {
      error: {
        message,
        type,
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        ...(userMessage ? { error_user_msg: userMessage, is_transient: false } : {}),
        fbtrace_id: createHash('sha1').update(`${message}${code}`).digest('base64url').slice(0, 11),
      },
    },
    status,
  );
}

const igError = (c: Context, subcode: number, message: string, userMessage: string, code = 9004) =>
  graphError(c, 400, message, code, subcode, 'OAuthException', userMessage);

async function fetchMedia(url: string): Promise<{ bytes: Buffer; type: string } | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) return null;
    return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
  } catch {
    return null;
  }
}

const imageOf = (bytes: Buffer) => {
  try {
    return imageSize(bytes);
  } catch {
    return null;
  }
};

/**
 * A Facebook-like site for the product's Facebook and Instagram channel: the Facebook Login dialog
 * (log in, then the consent page listing the app's permissions; the token comes back in the redirect
 * URI's fragment as with the manual login flow), long-lived token exchange (`fb_exchange_token`), and
 * the Graph API calls the product makes (/me, /me/accounts with page tokens, a page's Instagram
 * business account and its fields, page feed and photo posts, Instagram media containers and
 * media_publish with Instagram's caption, aspect ratio and 25-posts-a-day limits), answering errors
 * in Graph's shape. `/_sandbox/*` lets tests and people see what was posted and play a Facebook user.
 */
export function metaApp(opts: MetaAppOptions): Hono {
  const { state, now } = opts;
  const app = new Hono();
  const iso = () => new Date(now()).toISOString();
  const newId = (base: bigint) => {
    state.nextId += 1;
    return String(base + BigInt(state.nextId));
  };
  const findApp = (id: string | undefined) => opts.apps.find((a) => a.appId === id);
  const userByEmail = (email: string) => state.users.find((u) => u.email === email.toLowerCase());
  const igByUsername = (u: string) => state.igUsers.find((i) => i.username === u.toLowerCase());
  // Logins waiting for the consent page (not persisted: a restart asks to log in again).
  const logins = new Map<string, { userId: string; expiresAt: number }>();

  /** Everyone who logs in gets two pages, the first with an Instagram business account. */
  function ensureUser(email: string): MetaUser {
    const found = userByEmail(email);
    if (found) return found;
    const local = email.split('@')[0] ?? 'user';
    const words = local.split(/[._+-]+/).filter(Boolean);
    const name = words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ') || 'Sandbox User';
    const user: MetaUser = {
      id: stableId(`user:${email}`, 100_000_000_000_000n),
      email: email.toLowerCase(),
      name: name.slice(0, 60),
      createdAt: iso(),
    };
    const studio = stableId(`page:studio:${email}`, 100_000_000_000_000n);
    const shop = stableId(`page:shop:${email}`, 100_000_000_000_000n);
    const igId = stableId(`ig:${email}`, 17_841_400_000_000_000n);
    const handle = `${local.toLowerCase().replace(/[^a-z0-9._]/g, '')}.studio`.slice(0, 30);
    state.users.push(user);
    state.pages.push(
      {
        id: studio,
        ownerId: user.id,
        name: `${user.name} Studio`,
        category: 'Product/service',
        igUserId: igId,
      },
      { id: shop, ownerId: user.id, name: `${user.name} Shop`, category: 'Shopping & retail' },
    );
    state.igUsers.push({
      id: igId,
      pageId: studio,
      username: handle,
      name: `${user.name} Studio`,
      followers_count: 1200 + (Number(igId.slice(-3)) % 800),
      follows_count: 180,
    });
    opts.changed();
    return user;
  }

  const issue = (t: MetaToken) => {
    const token = randomToken();
    state.tokens[tokenHash(token)] = t;
    opts.changed();
    return token;
  };

  // ---- Facebook Login: the dialog (log in, then consent) ----
  const dialogFields = ['client_id', 'redirect_uri', 'scope', 'state', 'response_type'];
  const scopesOf = (raw: string | undefined) =>
    (raw ?? '')
      .split(/[,\s]+/)
      .map((s) => s.trim())
      .filter(Boolean);
  const dialogError = (p: Record<string, string | undefined>): string | null => {
    const a = findApp(p.client_id);
    if (!a) return 'Invalid App ID: the provided app ID does not look like a valid app ID.';
    if (!p.redirect_uri || !a.redirectUris.includes(p.redirect_uri))
      return "URL Blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.";
    if ((p.response_type ?? 'token') !== 'token') return 'Unsupported response_type: use token.';
    const bad = scopesOf(p.scope).filter((s) => !META_SCOPES.includes(s));
    if (bad.length) return `Invalid Scopes: ${bad.join(', ')}.`;
    return null;
  };
  const hidden = (p: Record<string, string | undefined>) =>
    dialogFields.map((k) => `<input type="hidden" name="${k}" value="${esc(p[k] ?? '')}" />`).join('');
  const loginPage = (p: Record<string, string | undefined>, error?: string) => {
    const a = findApp(p.client_id) as MetaApp;
    return page(
      'Log in to Facebook',
      `<h1>Log in to Facebook to continue to ${esc(a.name)}</h1>
      ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
      <form method="post" action="/dialog/login">${hidden(p)}
        <label for="email">Email address or phone number</label>
        <input id="email" name="email" type="email" autocomplete="username" value="${esc(p.email ?? '')}" />
        <label for="pass">Password</label>
        <input id="pass" name="pass" type="password" autocomplete="current-password" />
        <button class="primary" type="submit">Log in</button>
      </form>`,
    );
  };
  const formOf = async (c: Context) =>
    Object.fromEntries(
      Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    ) as Record<string, string>;
  const back = (c: Context, p: Record<string, string>, fragment: Record<string, string>) => {
    const q = new URLSearchParams(fragment);
    if (p.state) q.set('state', p.state);
    return c.redirect(`${p.redirect_uri}#${q.toString()}`, 302);
  };

  app.get(`${V}/dialog/oauth`, (c) => {
    const p = c.req.query();
    const err = dialogError(p);
    if (err)
      return c.html(page('Error', `<h1>Something went wrong</h1><p class="error">${esc(err)}</p>`), 400);
    return c.html(loginPage(p));
  });

  app.post('/dialog/login', async (c) => {
    const p = await formOf(c);
    const err = dialogError(p);
    if (err)
      return c.html(page('Error', `<h1>Something went wrong</h1><p class="error">${esc(err)}</p>`), 400);
    const email = (p.email ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || p.pass !== META_SANDBOX_PASSWORD)
      return c.html(
        loginPage(p, "The password that you've entered is incorrect. Use the sandbox password."),
        400,
      );
    const user = ensureUser(email);
    const loginId = randomToken();
    logins.set(loginId, { userId: user.id, expiresAt: now() + 15 * 60_000 });
    const a = findApp(p.client_id) as MetaApp;
    const scopes = scopesOf(p.scope);
    return c.html(
      page(
        `${a.name} | Facebook`,
        `<h1>${esc(a.name)} is requesting access to:</h1>
        <ul data-testid="meta-scopes">${scopes.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
        <p>Pages: ${state.pages
          .filter((pg) => pg.ownerId === user.id)
          .map((pg) => esc(pg.name))
          .join(', ')}</p>
        <form method="post" action="/dialog/consent">${hidden(p)}
          <input type="hidden" name="login" value="${esc(loginId)}" />
          <button class="primary" name="decision" value="allow" type="submit">Continue as ${esc(user.name)}</button>
          <button class="secondary" name="decision" value="deny" type="submit">Cancel</button>
        </form>`,
      ),
    );
  });

  app.post('/dialog/consent', async (c) => {
    const p = await formOf(c);
    const err = dialogError(p);
    if (err)
      return c.html(page('Error', `<h1>Something went wrong</h1><p class="error">${esc(err)}</p>`), 400);
    const login = logins.get(p.login ?? '');
    logins.delete(p.login ?? '');
    if (!login || login.expiresAt <= now())
      return c.html(loginPage(p, 'Your session expired. Log in again.'), 400);
    if (p.decision !== 'allow')
      return back(c, p, {
        error: 'access_denied',
        error_code: '200',
        error_description: 'Permissions error',
        error_reason: 'user_denied',
      });
    const a = findApp(p.client_id) as MetaApp;
    // Granting again re-installs the app for this user.
    state.revoked = state.revoked.filter((r) => r !== `${a.appId}:${login.userId}`);
    const scopes = scopesOf(p.scope);
    const token = issue({
      kind: 'user',
      userId: login.userId,
      appId: a.appId,
      scopes: scopes.includes('public_profile') ? scopes : ['public_profile', ...scopes],
      expiresAt: now() + SHORT_TTL_S * 1000,
      longLived: false,
    });
    return back(c, p, {
      access_token: token,
      token_type: 'bearer',
      expires_in: String(SHORT_TTL_S),
      data_access_expiration_time: String(Math.floor(now() / 1000) + 90 * 24 * 3600),
      granted_scopes: scopes.join(','),
    });
  });

  // ---- Graph: tokens ----
  const tokenOf = (c: Context, body?: Record<string, string>) => {
    const auth = c.req.header('authorization') ?? '';
    return auth.startsWith('Bearer ')
      ? auth.slice(7)
      : (c.req.query('access_token') ?? body?.access_token ?? '');
  };
  type Caller = { token: MetaToken; user: MetaUser };
  /** The token's owner, or Graph's error 190 (invalid, expired, or the app was removed). */
  const caller = (c: Context, body?: Record<string, string>): Caller | Response => {
    const raw = tokenOf(c, body);
    if (!raw)
      return graphError(
        c,
        400,
        'An active access token must be used to query information about the current user.',
        2500,
      );
    const t = state.tokens[tokenHash(raw)];
    const user = t && state.users.find((u) => u.id === t.userId);
    if (!t || !user) return graphError(c, 400, 'Invalid OAuth access token - Cannot parse access token', 190);
    if (t.expiresAt !== null && t.expiresAt <= now())
      return graphError(c, 400, 'Error validating access token: Session has expired.', 190, 463);
    if (state.revoked.includes(`${t.appId}:${t.userId}`))
      return graphError(
        c,
        400,
        'Error validating access token: The user has not authorized application.',
        190,
        458,
      );
    return { token: t, user };
  };
  const needs = (c: Context, who: Caller, scope: string) =>
    who.token.scopes.includes(scope)
      ? null
      : graphError(c, 403, `(#200) Requires ${scope} permission to manage the object`, 200);

  app.get(`${V}/oauth/access_token`, (c) => {
    const q = c.req.query();
    const a = findApp(q.client_id);
    if (!a || a.appSecret !== q.client_secret)
      return graphError(c, 400, 'Error validating client secret.', 1);
    if (q.grant_type === 'client_credentials')
      return c.json({ access_token: `${a.appId}|${a.appSecret}`, token_type: 'bearer' });
    if (q.grant_type !== 'fb_exchange_token') return graphError(c, 400, 'Unsupported grant_type', 100);
    const t = state.tokens[tokenHash(q.fb_exchange_token ?? '')];
    if (t?.kind !== 'user' || t.appId !== a.appId)
      return graphError(c, 400, 'Invalid OAuth access token - Cannot parse access token', 190);
    if (t.expiresAt !== null && t.expiresAt <= now())
      return graphError(c, 400, 'Error validating access token: Session has expired.', 190, 463);
    if (state.revoked.includes(`${t.appId}:${t.userId}`))
      return graphError(
        c,
        400,
        'Error validating access token: The user has not authorized application.',
        190,
        458,
      );
    const token = issue({ ...t, expiresAt: now() + LONG_TTL_S * 1000, longLived: true });
    return c.json({ access_token: token, token_type: 'bearer', expires_in: LONG_TTL_S });
  });

  // ---- Graph: the user, pages and Instagram accounts ----
  const fieldsOf = (c: Context, dflt: string) =>
    (c.req.query('fields') ?? dflt)
      .replace(/\{[^}]*\}/g, '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  const pick = (obj: Record<string, unknown>, fields: string[]) =>
    Object.fromEntries(Object.entries(obj).filter(([k]) => k === 'id' || fields.includes(k)));
  const pictureOf = (id: string) => ({
    data: { height: 50, width: 50, is_silhouette: false, url: `https://graph.facebook.com/${id}/picture` },
  });
  const igView = (ig: IgUser, fields: string[]) =>
    pick(
      {
        id: ig.id,
        username: ig.username,
        name: ig.name,
        profile_picture_url: `https://scontent.cdninstagram.com/v/${ig.id}/profile.jpg`,
        followers_count: ig.followers_count,
        follows_count: ig.follows_count,
        media_count: state.igMedia.filter((m) => m.ig_user_id === ig.id).length,
      },
      fields,
    );
  const pageToken = (who: Caller, pageId: string) =>
    issue({
      kind: 'page',
      userId: who.user.id,
      pageId,
      appId: who.token.appId,
      scopes: who.token.scopes,
      // A long-lived user token gives page tokens that do not expire.
      expiresAt: who.token.longLived ? null : who.token.expiresAt,
      longLived: who.token.longLived,
    });

  app.get(`${V}/me`, (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    if (who.token.kind === 'page') {
      const pg = state.pages.find((p) => p.id === who.token.pageId);
      return c.json({ id: pg?.id, name: pg?.name });
    }
    const fields = fieldsOf(c, 'id,name');
    const u = who.user;
    return c.json(
      pick(
        {
          id: u.id,
          name: u.name,
          ...(who.token.scopes.includes('email') ? { email: u.email } : {}),
          picture: pictureOf(u.id),
        },
        fields,
      ),
    );
  });

  app.get(`${V}/me/accounts`, (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const denied = needs(c, who, 'pages_show_list');
    if (denied) return denied;
    const fields = fieldsOf(c, 'id,name,category,access_token');
    const wantsIg = (c.req.query('fields') ?? '').includes('instagram_business_account');
    const data = state.pages
      .filter((p) => p.ownerId === who.user.id)
      .map((p) => {
        const ig = p.igUserId ? state.igUsers.find((i) => i.id === p.igUserId) : undefined;
        const igFields = /instagram_business_account\{([^}]*)\}/.exec(c.req.query('fields') ?? '')?.[1];
        return {
          ...pick({ id: p.id, name: p.name, category: p.category }, fields),
          ...(fields.includes('access_token') ? { access_token: pageToken(who, p.id) } : {}),
          ...(wantsIg && ig && who.token.scopes.includes('instagram_basic')
            ? { instagram_business_account: igView(ig, igFields ? igFields.split(',') : ['id']) }
            : {}),
        };
      });
    return c.json({ data, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
  });

  app.delete(`${V}/me/permissions`, (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const key = `${who.token.appId}:${who.user.id}`;
    if (!state.revoked.includes(key)) state.revoked.push(key);
    opts.changed();
    return c.json({ success: true });
  });

  // ---- Graph: page posts ----
  /** The page a page token may post to. */
  const pageCaller = (c: Context, pageId: string, body: Record<string, string>) => {
    const who = caller(c, body);
    if (who instanceof Response) return who;
    const pg = state.pages.find((p) => p.id === pageId);
    if (!pg)
      return graphError(
        c,
        400,
        `Unsupported post request. Object with ID '${pageId}' does not exist`,
        100,
        33,
        'GraphMethodException',
      );
    if (who.token.kind !== 'page' || who.token.pageId !== pageId)
      return graphError(
        c,
        403,
        '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
        200,
      );
    const denied = needs(c, who, 'pages_manage_posts');
    if (denied) return denied;
    return { who, pg };
  };

  app.post(`${V}/:pageId{[0-9]+}/photos`, async (c) => {
    const body = await formOf(c);
    const pc = pageCaller(c, c.req.param('pageId'), body);
    if (pc instanceof Response) return pc;
    if (!body.url) return graphError(c, 400, '(#324) Requires upload file', 324);
    const media = await fetchMedia(body.url);
    if (!media) return graphError(c, 400, '(#324) Missing or invalid image file', 324);
    if (media.bytes.length > FB_PHOTO_MAX_BYTES)
      return graphError(c, 400, '(#100) The image size exceeds the limit of 30 MB', 100);
    if (!imageOf(media.bytes)) return graphError(c, 400, '(#324) Missing or invalid image file', 324);
    const photoId = newId(200_000_000_000_000n);
    const photo = {
      id: photoId,
      page_id: pc.pg.id,
      url: body.url,
      sha256: createHash('sha256').update(media.bytes).digest('hex'),
      size: media.bytes.length,
      published: body.published !== 'false',
    };
    state.photos.push(photo);
    if (!photo.published) {
      opts.changed();
      return c.json({ id: photoId });
    }
    const post: FbPost = {
      id: `${pc.pg.id}_${newId(300_000_000_000_000n)}`,
      page_id: pc.pg.id,
      message: body.caption ?? body.message ?? '',
      photos: [{ id: photoId, url: photo.url, sha256: photo.sha256, size: photo.size }],
      created_time: iso(),
    };
    state.posts.push(post);
    opts.changed();
    return c.json({ id: photoId, post_id: post.id });
  });

  app.post(`${V}/:pageId{[0-9]+}/feed`, async (c) => {
    const body = await formOf(c);
    const pc = pageCaller(c, c.req.param('pageId'), body);
    if (pc instanceof Response) return pc;
    const message = body.message ?? '';
    let attached: { media_fbid?: string }[] = [];
    try {
      attached = body.attached_media ? (JSON.parse(body.attached_media) as { media_fbid?: string }[]) : [];
    } catch {
      return graphError(c, 400, '(#100) param attached_media must be an array', 100);
    }
    const photos = attached.map((a) =>
      state.photos.find((p) => p.id === a.media_fbid && p.page_id === pc.pg.id),
    );
    if (photos.some((p) => !p)) return graphError(c, 400, '(#100) Invalid media_fbid', 100);
    if (!message.trim() && !body.link && photos.length === 0)
      return graphError(c, 400, '(#100) Missing message or attachment', 100);
    if (message.length > FB_MESSAGE_MAX) return graphError(c, 400, '(#100) The message is too long', 100);
    const post: FbPost = {
      id: `${pc.pg.id}_${newId(300_000_000_000_000n)}`,
      page_id: pc.pg.id,
      message,
      photos: photos.map((p) => ({
        id: p?.id ?? '',
        url: p?.url ?? '',
        sha256: p?.sha256 ?? '',
        size: p?.size ?? 0,
      })),
      created_time: iso(),
    };
    state.posts.push(post);
    opts.changed();
    return c.json({ id: post.id });
  });

  // A page video: processing (product clock), then a post on the page, or an error.
  const videoStatus = (v: FbVideo) => {
    if (!v.post_id && !v.error && v.ready_at <= now()) {
      const post: FbPost = {
        id: `${v.page_id}_${newId(300_000_000_000_000n)}`,
        page_id: v.page_id,
        message: v.description,
        photos: [],
        video: { id: v.id, sha256: v.sha256, size: v.size },
        created_time: iso(),
      };
      state.posts.push(post);
      v.post_id = post.id;
      opts.changed();
    }
    const done = v.ready_at <= now();
    const failed = done && Boolean(v.error);
    return {
      id: v.id,
      status: {
        video_status: !done ? 'processing' : failed ? 'error' : 'ready',
        processing_phase: {
          status: !done ? 'in_progress' : failed ? 'error' : 'complete',
          ...(failed ? { errors: [{ code: 352, message: v.error }] } : {}),
        },
      },
      ...(v.post_id ? { post_id: v.post_id } : {}),
    };
  };

  app.post(`${V}/:pageId{[0-9]+}/videos`, async (c) => {
    const body = await formOf(c);
    const pc = pageCaller(c, c.req.param('pageId'), body);
    if (pc instanceof Response) return pc;
    if (!body.file_url) return graphError(c, 400, '(#100) Requires either file_url or source', 100);
    const media = await fetchMedia(body.file_url);
    if (!media) return graphError(c, 400, '(#100) The video could not be downloaded from file_url', 100);
    const description = body.description ?? '';
    if (description.length > FB_MESSAGE_MAX)
      return graphError(c, 400, '(#100) The description is too long', 100);
    const seconds = isMp4OrMov(media.bytes) ? mp4DurationSeconds(media.bytes) : null;
    const error =
      seconds === null
        ? "Sorry, the video file you selected is in a format that we don't support."
        : seconds > FB_VIDEO_MAX_S
          ? 'The video is too long: page videos can be at most 240 minutes.'
          : undefined;
    state.videos ??= [];
    const video: FbVideo = {
      id: newId(400_000_000_000_000n),
      page_id: pc.pg.id,
      file_url: body.file_url,
      description,
      sha256: createHash('sha256').update(media.bytes).digest('hex'),
      size: media.bytes.length,
      created_at: now(),
      ready_at: now() + VIDEO_PROCESSING_MS,
      ...(error ? { error } : {}),
    };
    state.videos.push(video);
    opts.changed();
    return c.json({ id: video.id });
  });

  // ---- Graph: Instagram content publishing ----
  /** The Instagram account a token may publish to: its page's token, or its owner's user token. */
  const igCaller = (c: Context, igId: string, body: Record<string, string>) => {
    const who = caller(c, body);
    if (who instanceof Response) return who;
    const ig = state.igUsers.find((i) => i.id === igId);
    const pg = ig && state.pages.find((p) => p.id === ig.pageId);
    if (!ig || !pg)
      return graphError(
        c,
        400,
        `Unsupported request. Object with ID '${igId}' does not exist`,
        100,
        33,
        'GraphMethodException',
      );
    if (pg.ownerId !== who.user.id || (who.token.kind === 'page' && who.token.pageId !== pg.id))
      return graphError(c, 403, '(#10) Application does not have permission for this action', 10);
    const denied = needs(c, who, 'instagram_content_publish');
    if (denied) return denied;
    return { who, ig };
  };
  const publishedToday = (igId: string) =>
    state.igMedia.filter((m) => m.ig_user_id === igId && m.at > now() - DAY_MS).length;

  app.get(`${V}/:igId{[0-9]+}/content_publishing_limit`, (c) => {
    const ic = igCaller(c, c.req.param('igId'), {});
    if (ic instanceof Response) return ic;
    return c.json({
      data: [
        {
          quota_usage: publishedToday(ic.ig.id),
          config: { quota_total: IG_DAILY_LIMIT, quota_duration: 86400 },
        },
      ],
    });
  });

  /** Instagram's checks of an image container's file: JPEG, at most 8 MB, 4:5 to 1.91:1. */
  const imageRefusal = (c: Context, bytes: Buffer) => {
    const dims = imageOf(bytes);
    if (dims?.type !== 'jpg')
      return igError(
        c,
        2207005,
        'The image format is not supported.',
        'Only JPEG images can be published.',
        -2,
      );
    if (bytes.length > IG_IMAGE_MAX_BYTES)
      return igError(c, 2207004, 'The image is too large to download.', 'The image is larger than 8 MB.', -2);
    const ratio = dims.width / dims.height;
    if (ratio < IG_MIN_RATIO - 1e-9 || ratio > IG_MAX_RATIO + 1e-9)
      return igError(
        c,
        2207009,
        'The submitted image with aspect ratio is not supported.',
        'The aspect ratio must be between 4:5 and 1.91:1.',
        36003,
      );
    return null;
  };
  /** What video processing will end with: 2207026 for a file or duration Instagram does not take. */
  const videoOutcome = (bytes: Buffer, maxSeconds: number) => {
    if (!isMp4OrMov(bytes)) return 2207026;
    const seconds = mp4DurationSeconds(bytes);
    if (seconds === null || seconds < IG_VIDEO_MIN_S || seconds > maxSeconds) return 2207026;
    return undefined;
  };
  /** A container's status as Graph answers `?fields=status_code,status`; videos finish on the product clock. */
  const containerStatus = (m: IgContainer) => {
    if (m.status_code === 'IN_PROGRESS' && (m.ready_at ?? 0) <= now()) {
      m.status_code = m.error_subcode ? 'ERROR' : 'FINISHED';
      opts.changed();
    }
    if (m.status_code !== 'PUBLISHED' && m.created_at < now() - DAY_MS) m.status_code = 'EXPIRED';
    const status = {
      IN_PROGRESS: 'In Progress',
      FINISHED: 'Finished: Media has been uploaded and it is complete.',
      ERROR: `Error: Media upload has failed with error code ${m.error_subcode}`,
      PUBLISHED: 'Published: Media has been successfully published.',
      EXPIRED: 'Expired: Media was not published within 24 hours.',
    }[m.status_code];
    return { id: m.id, status_code: m.status_code, status };
  };
  const notReady = (c: Context) =>
    igError(
      c,
      2207027,
      'The media is not ready for publishing, please wait for a moment.',
      'The media is still being processed.',
      9007,
    );

  app.post(`${V}/:igId{[0-9]+}/media`, async (c) => {
    const body = await formOf(c);
    const ic = igCaller(c, c.req.param('igId'), body);
    if (ic instanceof Response) return ic;
    if (ic.ig.restricted)
      return igError(
        c,
        2207050,
        'The Instagram account is restricted.',
        "The app user's Instagram account is inactive or restricted.",
        10,
      );
    const caption = body.caption ?? '';
    if ([...caption].length > IG_CAPTION_MAX)
      return igError(
        c,
        2207010,
        'The caption is too long.',
        `The caption can be at most ${IG_CAPTION_MAX} characters.`,
        100,
      );
    const type = (body.media_type ?? 'IMAGE').toUpperCase();
    const base = { ig_user_id: ic.ig.id, caption, created_at: now() };
    if (type === 'CAROUSEL') {
      // Graph takes the children as a comma-separated list (or a JSON array).
      const raw = (body.children ?? '').trim();
      let ids: string[];
      try {
        ids = raw.startsWith('[') ? (JSON.parse(raw) as unknown[]).map(String) : raw.split(',');
      } catch {
        return graphError(c, 400, '(#100) Param children must be an array', 100);
      }
      ids = ids.map((x) => x.trim()).filter(Boolean);
      if (ids.length < IG_CAROUSEL_MIN || ids.length > IG_CAROUSEL_MAX)
        return igError(
          c,
          2207028,
          "Your post won't be shared as a carousel.",
          `Carousels need at least ${IG_CAROUSEL_MIN} photos/videos and no more than ${IG_CAROUSEL_MAX} photos/videos.`,
          9,
        );
      const children = ids.map((id) =>
        state.containers.find((m) => m.id === id && m.ig_user_id === ic.ig.id),
      );
      if (children.some((m) => !m?.is_carousel_item))
        return graphError(
          c,
          400,
          '(#100) Param children must be carousel item containers of this account',
          100,
        );
      for (const child of children as IgContainer[]) {
        const st = containerStatus(child).status_code;
        if (st === 'IN_PROGRESS') return notReady(c);
        if (st !== 'FINISHED')
          return igError(
            c,
            child.error_subcode ?? 2207006,
            'A carousel item cannot be used.',
            `The carousel item ${child.id} is ${st.toLowerCase()}.`,
            -2,
          );
      }
      const id = newId(17_900_000_000_000_000n);
      state.containers.push({
        ...base,
        id,
        media_type: 'CAROUSEL',
        media_url: '',
        sha256: '',
        size: 0,
        status_code: 'FINISHED',
        children: ids,
      });
      opts.changed();
      return c.json({ id });
    }
    const isCarouselItem = body.is_carousel_item === 'true';
    if (!['IMAGE', 'VIDEO', 'REELS'].includes(type) || (isCarouselItem && type === 'REELS'))
      return graphError(
        c,
        400,
        `(#100) Param media_type must be one of {IMAGE, VIDEO, REELS, CAROUSEL}`,
        100,
      );
    // Feed videos go out as reels; VIDEO is a carousel item's video.
    if (type === 'VIDEO' && !isCarouselItem)
      return graphError(c, 400, '(#100) The VIDEO media type is only for carousel items: use REELS', 100);
    const isVideo = type !== 'IMAGE';
    const url = isVideo ? body.video_url : body.image_url;
    if (!url)
      return graphError(
        c,
        400,
        `(#100) The parameter ${isVideo ? 'video_url' : 'image_url'} is required`,
        100,
      );
    const media = await fetchMedia(url);
    if (!media)
      return igError(
        c,
        2207003,
        'It takes too long to download the media.',
        'The media could not be fetched from the URL.',
        -2,
      );
    if (isVideo && media.bytes.length > IG_VIDEO_MAX_BYTES)
      return igError(c, 2207004, 'The media is too large.', 'The video is larger than 100 MB.', -2);
    if (!isVideo) {
      const refused = imageRefusal(c, media.bytes);
      if (refused) return refused;
    }
    const id = newId(17_900_000_000_000_000n);
    state.containers.push({
      ...base,
      id,
      media_type: type as IgContainer['media_type'],
      media_url: url,
      sha256: createHash('sha256').update(media.bytes).digest('hex'),
      size: media.bytes.length,
      ...(isCarouselItem ? { is_carousel_item: true } : {}),
      // Videos are processed (product clock): the file's format and duration decide how it ends.
      ...(isVideo
        ? {
            status_code: 'IN_PROGRESS' as const,
            ready_at: now() + VIDEO_PROCESSING_MS,
            error_subcode: videoOutcome(
              media.bytes,
              isCarouselItem ? IG_CAROUSEL_VIDEO_MAX_S : IG_REELS_MAX_S,
            ),
          }
        : { status_code: 'FINISHED' as const }),
    });
    opts.changed();
    return c.json({ id });
  });

  app.post(`${V}/:igId{[0-9]+}/media_publish`, async (c) => {
    const body = await formOf(c);
    const ic = igCaller(c, c.req.param('igId'), body);
    if (ic instanceof Response) return ic;
    const container = state.containers.find((m) => m.id === body.creation_id && m.ig_user_id === ic.ig.id);
    if (!container) return graphError(c, 400, '(#100) Invalid parameter creation_id', 100);
    if (container.is_carousel_item)
      return graphError(c, 400, '(#100) A carousel item is published through its CAROUSEL container', 100);
    const st = containerStatus(container).status_code;
    if (st === 'IN_PROGRESS') return notReady(c);
    if (st === 'ERROR')
      return igError(
        c,
        container.error_subcode ?? 2207001,
        'The media could not be processed.',
        'The video format is not supported.',
        -2,
      );
    if (container.status_code === 'PUBLISHED')
      return igError(
        c,
        2207006,
        'The media has already been published.',
        'This container was published already.',
        100,
      );
    if (container.created_at < now() - DAY_MS)
      return igError(c, 2207008, 'The media container has expired.', 'Create a new container.', -2);
    if (ic.ig.restricted)
      return igError(
        c,
        2207050,
        'The Instagram account is restricted.',
        "The app user's Instagram account is inactive or restricted.",
        10,
      );
    if (publishedToday(ic.ig.id) >= IG_DAILY_LIMIT)
      return igError(
        c,
        2207042,
        'Application request limit reached',
        'The maximum number of posts that were published has been reached.',
        9,
      );
    if (ic.ig.spamWord && container.caption.toLowerCase().includes(ic.ig.spamWord.toLowerCase()))
      return igError(
        c,
        2207051,
        'Action is blocked.',
        'We restrict certain activity to protect our community.',
        9,
      );
    container.status_code = 'PUBLISHED';
    const id = newId(18_000_000_000_000_000n);
    state.igMedia.push({
      id,
      ig_user_id: ic.ig.id,
      media_type:
        container.media_type === 'CAROUSEL'
          ? 'CAROUSEL_ALBUM'
          : container.media_type === 'IMAGE'
            ? 'IMAGE'
            : 'VIDEO',
      ...(container.children
        ? {
            children: container.children.map((cid) => {
              const ch = state.containers.find((m) => m.id === cid) as IgContainer;
              return {
                media_type: ch.media_type === 'IMAGE' ? ('IMAGE' as const) : ('VIDEO' as const),
                sha256: ch.sha256,
                size: ch.size,
              };
            }),
          }
        : {}),
      media_url: container.media_url,
      caption: container.caption,
      sha256: container.sha256,
      size: container.size,
      timestamp: iso(),
      at: now(),
    });
    opts.changed();
    return c.json({ id });
  });

  // Objects by id last, so the routes above win.
  app.get(`${V}/:id{[0-9]+}`, (c) => {
    const who = caller(c);
    if (who instanceof Response) return who;
    const id = c.req.param('id');
    const fields = fieldsOf(c, 'id,name');
    const pg = state.pages.find((p) => p.id === id && p.ownerId === who.user.id);
    if (pg) {
      const ig = pg.igUserId ? state.igUsers.find((i) => i.id === pg.igUserId) : undefined;
      return c.json({
        ...pick({ id: pg.id, name: pg.name, category: pg.category }, fields),
        ...(fields.includes('instagram_business_account') && ig
          ? { instagram_business_account: { id: ig.id } }
          : {}),
      });
    }
    const ig = state.igUsers.find((i) => i.id === id);
    if (ig && state.pages.some((p) => p.id === ig.pageId && p.ownerId === who.user.id))
      return c.json(igView(ig, fields));
    const owns = (igId: string) => {
      const owner = state.igUsers.find((i) => i.id === igId);
      return state.pages.some((p) => p.id === owner?.pageId && p.ownerId === who.user.id);
    };
    const container = state.containers.find((m) => m.id === id);
    if (container && owns(container.ig_user_id)) return c.json(containerStatus(container));
    const video = state.videos?.find((v) => v.id === id);
    if (video && state.pages.some((p) => p.id === video.page_id && p.ownerId === who.user.id))
      return c.json(videoStatus(video));
    return graphError(
      c,
      400,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      100,
      33,
      'GraphMethodException',
    );
  });

  // ---- Inspection and the Facebook user's own moves, for tests and people ----
  const pagesOf = (email?: string) => {
    const u = email ? userByEmail(email) : undefined;
    return email ? state.pages.filter((p) => p.ownerId === u?.id) : state.pages;
  };
  app.get('/_sandbox/users', (c) =>
    c.json({
      data: state.users.map((u) => ({
        ...u,
        pages: pagesOf(u.email).map((p) => ({
          ...p,
          instagram: state.igUsers.find((i) => i.id === p.igUserId)?.username ?? null,
        })),
      })),
    }),
  );
  /** Page posts, optionally of one person's pages (`?email=`). */
  app.get('/_sandbox/posts', (c) => {
    const ids = new Set(pagesOf(c.req.query('email')).map((p) => p.id));
    return c.json({
      data: state.posts
        .filter((p) => ids.has(p.page_id))
        .map((p) => ({ ...p, page_name: state.pages.find((pg) => pg.id === p.page_id)?.name })),
    });
  });
  /** Instagram media published, optionally of one account (`?username=`) or one person (`?email=`). */
  app.get('/_sandbox/instagram', (c) => {
    const username = c.req.query('username');
    const email = c.req.query('email');
    const igIds = new Set(
      state.igUsers
        .filter((i) => (username ? i.username === username.toLowerCase() : true))
        .filter((i) => (email ? pagesOf(email).some((p) => p.id === i.pageId) : true))
        .map((i) => i.id),
    );
    return c.json({
      data: state.igMedia
        .filter((m) => igIds.has(m.ig_user_id))
        .map((m) => ({ ...m, username: state.igUsers.find((i) => i.id === m.ig_user_id)?.username })),
    });
  });
  /** Tests: an Instagram account becomes restricted, or refuses captions with a word as spam. */
  app.post('/_sandbox/instagram/:username', async (c) => {
    const ig = igByUsername(c.req.param('username'));
    if (!ig) return c.json({ error: 'not found' }, 404);
    const b = (await c.req.json().catch(() => ({}))) as { restricted?: boolean; spamWord?: string | null };
    if (typeof b.restricted === 'boolean') ig.restricted = b.restricted;
    if (b.spamWord !== undefined) ig.spamWord = b.spamWord ?? undefined;
    opts.changed();
    return c.json({ data: ig });
  });
  /** The person removes the app in their Facebook settings: every token of theirs stops working. */
  app.post('/_sandbox/revoke', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { email?: string };
    const u = b.email ? userByEmail(b.email) : undefined;
    if (!u) return c.json({ error: 'not found' }, 404);
    for (const a of opts.apps)
      if (!state.revoked.includes(`${a.appId}:${u.id}`)) state.revoked.push(`${a.appId}:${u.id}`);
    opts.changed();
    return c.json({ revoked: u.email });
  });

  app.get('/', (c) => {
    const pageName = (id: string) => esc(state.pages.find((p) => p.id === id)?.name ?? id);
    const igName = (id: string) => `@${esc(state.igUsers.find((i) => i.id === id)?.username ?? id)}`;
    const rows = [
      ...state.posts.map((p) => [
        p.created_time,
        `${pageName(p.page_id)} (Facebook page)`,
        esc(p.message),
        String(p.photos.length),
      ]),
      ...state.igMedia.map((m) => [m.timestamp, `${igName(m.ig_user_id)} (Instagram)`, esc(m.caption), '1']),
    ]
      .sort((a, b) => String(b[0]).localeCompare(String(a[0])))
      .slice(0, 200);
    return c.html(
      page(
        'Meta sandbox',
        `<h1>Meta sandbox</h1>
        <p>Log in with any email and the password <code>${META_SANDBOX_PASSWORD}</code>: you get two pages,
        the first with an Instagram business account.</p>
        <table><thead><tr><th>When</th><th>Where</th><th>Text</th><th>Media</th></tr></thead><tbody>
        ${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td></tr>`).join('')}
        </tbody></table>`,
      ),
    );
  });

  return app;
}

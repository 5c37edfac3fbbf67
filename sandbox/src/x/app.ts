import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { DAY_MS, takeRequest, X_LIMITS, type XEndpoint } from './limits.ts';
import {
  accountIdFor,
  randomPin,
  randomTokenString,
  tokenHash,
  USERNAME_RE,
  X_SANDBOX_PASSWORD,
  type XAccount,
  type XState,
} from './state.ts';

export interface XClient {
  clientId: string;
  clientSecret: string;
  name: string;
  redirectUris: string[];
}

export interface XAppOptions {
  state: XState;
  clients: XClient[];
  now: () => number;
  /** Called after every change (the server persists the state). */
  changed: () => void;
}

const ACCESS_TTL_S = 7200;
const CODE_TTL_MS = 30_000 * 20; // 10 minutes: long enough to type the PIN
const REFRESH_TTL_MS = 180 * 24 * 3600_000;
/** X's upload caps (spec 3 §9 mirrors them): images 5 MB, GIFs 15 MB, videos 512 MB. */
const MEDIA_MAX: Record<string, number> = {
  tweet_image: 5 * 1024 * 1024,
  tweet_gif: 15 * 1024 * 1024,
  tweet_video: 512 * 1024 * 1024,
};
const SCOPES = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'follows.read',
  'follows.write',
  'dm.read',
  'dm.write',
  'media.write',
  'offline.access',
];

const problem = (c: Context, status: 400 | 401 | 403 | 404 | 429, title: string, detail: string) =>
  c.json({ title, detail, type: 'about:blank', status }, status);

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
          body { font: 15px system-ui, sans-serif; background: #000; color: #e7e9ea; margin: 0; }
          main { max-width: 440px; margin: 48px auto; background: #16181c; border-radius: 16px; padding: 32px; }
          h1 { font-size: 24px; margin: 0 0 16px; }
          label { display: block; margin: 12px 0 4px; color: #71767b; }
          input { width: 100%; box-sizing: border-box; padding: 10px; border-radius: 4px; border: 1px solid #333639; background: #000; color: #e7e9ea; font-size: 16px; }
          button { margin-top: 20px; width: 100%; padding: 12px; border-radius: 999px; border: 0; font-weight: 700; font-size: 15px; cursor: pointer; }
          .primary { background: #eff3f4; color: #0f1419; }
          .secondary { background: transparent; color: #eff3f4; border: 1px solid #536471; }
          .pin { font-size: 40px; letter-spacing: 6px; text-align: center; font-weight: 700; margin: 24px 0; }
          .error { color: #f4212e; }
          ul { color: #71767b; }
          table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #333639; padding: 4px 6px; text-align: left; }
        </style>
      </head>
      <body>
        <main>${raw(body)}</main>
      </body>
    </html>`;

/**
 * An X-like site for the product's X channel: OAuth 2.0 authorization code with PKCE (the consent
 * page, and an out-of-band PIN page when the redirect URI is `oob`), the token endpoint with refresh
 * token rotation and revocation, and the X API v2 calls the product makes (users/me, user lookup,
 * follow, DM, media upload, create post) with X's rate limits and headers. `/_sandbox/*` lets tests
 * and people see what arrived and play an X user (revoke the app, tighten a limit).
 */
export function xApp(opts: XAppOptions): Hono {
  const { state, now } = opts;
  const app = new Hono();
  const iso = () => new Date(now()).toISOString();
  const newId = () => {
    state.nextId += 1;
    return String(1_860_000_000_000_000_000n + BigInt(state.nextId));
  };
  const byUsername = (u: string) => state.accounts.find((a) => a.username.toLowerCase() === u.toLowerCase());
  const byId = (id: string) => state.accounts.find((a) => a.id === id);
  const client = (id: string | undefined) => opts.clients.find((x) => x.clientId === id);

  function ensureAccount(username: string): XAccount {
    const found = byUsername(username);
    if (found) return found;
    const a: XAccount = {
      id: accountIdFor(username),
      username,
      name: username.replace(/_/g, ' '),
      dmOpen: true,
      createdAt: iso(),
    };
    state.accounts.push(a);
    return a;
  }

  // ---- OAuth 2.0: consent (authorization code + PKCE) ----
  const authorizeError = (params: Record<string, string | undefined>): string | null => {
    const cl = client(params.client_id);
    if (!cl) return 'Something went wrong: this app is not registered.';
    if (!params.redirect_uri || !cl.redirectUris.includes(params.redirect_uri))
      return 'Something went wrong: the redirect URI does not match the app.';
    if (params.response_type !== 'code') return 'Something went wrong: response_type must be code.';
    if (!params.code_challenge || params.code_challenge_method !== 'S256')
      return 'Something went wrong: PKCE (code_challenge, S256) is required.';
    if (!params.state) return 'Something went wrong: state is required.';
    const scopes = (params.scope ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0 || scopes.some((s) => !SCOPES.includes(s)))
      return 'Something went wrong: invalid scope.';
    return null;
  };
  const oauthFields = [
    'response_type',
    'client_id',
    'redirect_uri',
    'scope',
    'state',
    'code_challenge',
    'code_challenge_method',
  ];
  const consentPage = (params: Record<string, string | undefined>, error?: string) => {
    const cl = client(params.client_id) as XClient;
    const hidden = oauthFields
      .map((k) => `<input type="hidden" name="${k}" value="${esc(params[k] ?? '')}" />`)
      .join('');
    const scopes = (params.scope ?? '').split(' ').filter(Boolean);
    return page(
      'Authorize app / X',
      `<h1>${esc(cl.name)} wants to access your X account.</h1>
      <ul>${scopes.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
      ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
      <form method="post" action="/i/oauth2/authorize">${hidden}
        <label for="username">Phone, email, or username</label>
        <input id="username" name="username" autocomplete="username" value="${esc(params.username ?? '')}" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" />
        <button class="primary" name="decision" value="allow" type="submit">Authorize app</button>
        <button class="secondary" name="decision" value="deny" type="submit">Cancel</button>
      </form>`,
    );
  };

  app.get('/i/oauth2/authorize', (c) => {
    const params = c.req.query();
    const err = authorizeError(params);
    if (err) return c.html(page('X', `<h1>Authorization failed</h1><p class="error">${esc(err)}</p>`), 400);
    return c.html(consentPage(params));
  });

  app.post('/i/oauth2/authorize', async (c) => {
    const form = Object.fromEntries(
      Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    ) as Record<string, string>;
    const err = authorizeError(form);
    if (err) return c.html(page('X', `<h1>Authorization failed</h1><p class="error">${esc(err)}</p>`), 400);
    const cl = client(form.client_id) as XClient;
    const back = (q: Record<string, string>) => {
      const u = new URL(form.redirect_uri as string);
      for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
      u.searchParams.set('state', form.state as string);
      return c.redirect(u.href, 302);
    };
    if (form.decision !== 'allow') {
      if (form.redirect_uri === 'oob')
        return c.html(page('X', `<h1>You did not authorize ${esc(cl.name)}.</h1>`));
      return back({ error: 'access_denied' });
    }
    const username = (form.username ?? '').trim().replace(/^@/, '');
    if (!USERNAME_RE.test(username) || form.password !== X_SANDBOX_PASSWORD)
      return c.html(consentPage(form, 'Wrong username or password.'), 400);
    const account = ensureAccount(username);
    const grantId = randomTokenString(12);
    state.grants[grantId] = { userId: account.id, clientId: cl.clientId, scope: form.scope as string };
    let code = randomPin();
    while (state.codes[code]) code = randomPin();
    state.codes[code] = {
      grantId,
      redirectUri: form.redirect_uri as string,
      codeChallenge: form.code_challenge as string,
      expiresAt: now() + CODE_TTL_MS,
    };
    opts.changed();
    if (form.redirect_uri === 'oob')
      return c.html(
        page(
          'Authorized / X',
          `<h1>You've granted access to ${esc(cl.name)}!</h1>
          <p>Next, return to ${esc(cl.name)} and enter this PIN to complete the authorization process:</p>
          <p class="pin" data-testid="x-pin">${code}</p>`,
        ),
      );
    return back({ code });
  });

  // ---- OAuth 2.0: token, refresh, revoke ----
  const clientFromRequest = (c: Context, body: Record<string, string>) => {
    const auth = c.req.header('authorization') ?? '';
    if (auth.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
      const cl = client(decodeURIComponent(id ?? ''));
      return cl && cl.clientSecret === decodeURIComponent(secret ?? '') ? cl : null;
    }
    const cl = client(body.client_id);
    return cl && body.client_secret === cl.clientSecret ? cl : null;
  };
  const issueTokens = (grantId: string) => {
    const grant = state.grants[grantId]!;
    const access = randomTokenString();
    state.tokens[tokenHash(access)] = { grantId, kind: 'access', expiresAt: now() + ACCESS_TTL_S * 1000 };
    const out: Record<string, unknown> = {
      token_type: 'bearer',
      expires_in: ACCESS_TTL_S,
      access_token: access,
      scope: grant.scope,
    };
    if (grant.scope.split(' ').includes('offline.access')) {
      const refresh = randomTokenString();
      state.tokens[tokenHash(refresh)] = { grantId, kind: 'refresh', expiresAt: now() + REFRESH_TTL_MS };
      out.refresh_token = refresh;
    }
    opts.changed();
    return out;
  };
  const oauthError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
    c.json({ error, error_description: description }, status);

  app.post('/2/oauth2/token', async (c) => {
    const body = Object.fromEntries(
      Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    ) as Record<string, string>;
    const cl = clientFromRequest(c, body);
    if (!cl) return oauthError(c, 'unauthorized_client', 'Missing valid authorization header', 401);
    if (body.grant_type === 'authorization_code') {
      const code = state.codes[body.code ?? ''];
      const grant = code && state.grants[code.grantId];
      delete state.codes[body.code ?? ''];
      const challenge = createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest('base64url');
      if (
        !code ||
        !grant ||
        grant.clientId !== cl.clientId ||
        code.expiresAt <= now() ||
        code.redirectUri !== body.redirect_uri ||
        code.codeChallenge !== challenge
      ) {
        opts.changed();
        return oauthError(c, 'invalid_request', 'Value passed for the authorization code was invalid.');
      }
      return c.json(issueTokens(code.grantId));
    }
    if (body.grant_type === 'refresh_token') {
      const t = state.tokens[tokenHash(body.refresh_token ?? '')];
      const grant = t && state.grants[t.grantId];
      if (t?.kind !== 'refresh' || t.used || t.expiresAt <= now() || !grant || grant.revoked)
        return oauthError(c, 'invalid_request', 'Value passed for the token was invalid.');
      if (grant.clientId !== cl.clientId)
        return oauthError(c, 'invalid_request', 'Value passed for the token was invalid.');
      // Refresh tokens rotate: the one just used stops working.
      t.used = true;
      return c.json(issueTokens(t.grantId));
    }
    return oauthError(c, 'unsupported_grant_type', 'Unsupported grant type');
  });

  app.post('/2/oauth2/revoke', async (c) => {
    const body = Object.fromEntries(
      Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    ) as Record<string, string>;
    if (!clientFromRequest(c, body))
      return oauthError(c, 'unauthorized_client', 'Missing valid authorization header', 401);
    const t = state.tokens[tokenHash(body.token ?? '')];
    if (t) {
      // Revoking either token ends the app's grant, as X does when a user logs the app out.
      const grant = state.grants[t.grantId];
      if (grant) grant.revoked = true;
      opts.changed();
    }
    return c.json({ revoked: true });
  });

  // ---- X API v2 ----
  type Caller = { account: XAccount; scopes: string[] };
  const caller = (c: Context): Caller | null => {
    const auth = c.req.header('authorization') ?? '';
    if (!auth.startsWith('Bearer ')) return null;
    const t = state.tokens[tokenHash(auth.slice(7))];
    const grant = t && state.grants[t.grantId];
    if (t?.kind !== 'access' || t.expiresAt <= now() || !grant || grant.revoked) return null;
    const account = byId(grant.userId);
    return account ? { account, scopes: grant.scope.split(' ') } : null;
  };
  /** Auth, scope and rate limit of one call; answers the error response, or null to go on. */
  const gate = (c: Context, endpoint: XEndpoint, scopes: string[]): Caller | Response => {
    const who = caller(c);
    if (!who) return problem(c, 401, 'Unauthorized', 'Unauthorized');
    const missing = scopes.filter((s) => !who.scopes.includes(s));
    if (missing.length) return problem(c, 403, 'Forbidden', `Missing required scopes: ${missing.join(', ')}`);
    const perUser = state.usage[who.account.id] ?? {};
    state.usage[who.account.id] = perUser;
    const override = state.limitOverrides[who.account.id]?.[endpoint];
    const limit = override !== undefined ? { ...X_LIMITS[endpoint], window: override } : X_LIMITS[endpoint];
    const check = takeRequest(perUser[endpoint], limit, now());
    perUser[endpoint] = check.usage;
    opts.changed();
    for (const [k, v] of Object.entries(check.headers)) c.header(k, v);
    if (!check.allowed) return problem(c, 429, 'Too Many Requests', 'Too Many Requests');
    return who;
  };
  const userView = (a: XAccount, fields: string) => ({
    id: a.id,
    name: a.name,
    username: a.username,
    ...(fields.includes('profile_image_url')
      ? { profile_image_url: `https://pbs.twimg.com/profile_images/${a.id}/avatar_normal.jpg` }
      : {}),
  });

  app.get('/2/users/me', (c) => {
    const who = gate(c, 'me', ['users.read', 'tweet.read']);
    if (who instanceof Response) return who;
    return c.json({ data: userView(who.account, c.req.query('user.fields') ?? '') });
  });

  app.get('/2/users/by/username/:username', (c) => {
    const who = gate(c, 'user-lookup', ['users.read', 'tweet.read']);
    if (who instanceof Response) return who;
    const username = c.req.param('username');
    const found = USERNAME_RE.test(username) ? byUsername(username) : undefined;
    if (!found)
      return c.json({
        errors: [
          {
            value: username,
            detail: `Could not find user with username: [${username}].`,
            title: 'Not Found Error',
            resource_type: 'user',
            parameter: 'username',
            resource_id: username,
            type: 'https://api.twitter.com/2/problems/resource-not-found',
          },
        ],
      });
    return c.json({ data: userView(found, c.req.query('user.fields') ?? '') });
  });

  app.post('/2/users/:id/following', async (c) => {
    const who = gate(c, 'follow', ['follows.write', 'users.read', 'tweet.read']);
    if (who instanceof Response) return who;
    if (c.req.param('id') !== who.account.id)
      return problem(c, 403, 'Forbidden', 'You are not allowed to follow on behalf of another user.');
    const body = (await c.req.json().catch(() => ({}))) as { target_user_id?: unknown };
    const target = typeof body.target_user_id === 'string' ? byId(body.target_user_id) : undefined;
    if (!target)
      return c.json(
        {
          errors: [{ message: 'The `target_user_id` query parameter value is not valid' }],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        },
        400,
      );
    // Following someone already followed changes nothing (X answers following: true again).
    if (!state.follows.some((f) => f.source_user_id === who.account.id && f.target_user_id === target.id)) {
      state.follows.push({ source_user_id: who.account.id, target_user_id: target.id, created_at: iso() });
      opts.changed();
    }
    return c.json({ data: { following: true, pending_follow: false } });
  });

  app.post('/2/dm_conversations/with/:participant_id/messages', async (c) => {
    const who = gate(c, 'dm', ['dm.write', 'dm.read', 'users.read', 'tweet.read']);
    if (who instanceof Response) return who;
    const target = byId(c.req.param('participant_id'));
    const body = (await c.req.json().catch(() => ({}))) as { text?: unknown };
    const text = typeof body.text === 'string' ? body.text : '';
    if (!target || !text.trim() || text.length > 10_000)
      return c.json(
        {
          errors: [
            { message: !target ? 'participant_id is not valid' : 'text must be 1 to 10000 characters' },
          ],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        },
        400,
      );
    const follows = state.follows.some(
      (f) => f.source_user_id === target.id && f.target_user_id === who.account.id,
    );
    if (!target.dmOpen && !follows)
      return problem(c, 403, 'Forbidden', 'You cannot send messages to this user.');
    const ids = [who.account.id, target.id].sort();
    const dm = {
      dm_event_id: newId(),
      dm_conversation_id: `${ids[0]}-${ids[1]}`,
      sender_id: who.account.id,
      participant_id: target.id,
      text,
      created_at: iso(),
    };
    state.dms.push(dm);
    opts.changed();
    return c.json({ data: { dm_conversation_id: dm.dm_conversation_id, dm_event_id: dm.dm_event_id } }, 201);
  });

  // GET /2/dm_events: the caller's DM events of the last 30 days, newest first, paginated with
  // `pagination_token` (X's default fields are id, event_type and text; `dm_event.fields` adds more,
  // `expansions=sender_id` adds the senders under includes.users).
  app.get('/2/dm_events', (c) => {
    const who = gate(c, 'dm-read', ['dm.read', 'users.read', 'tweet.read']);
    if (who instanceof Response) return who;
    const q = c.req.query();
    const max = q.max_results === undefined ? 100 : Number(q.max_results);
    if (!Number.isInteger(max) || max < 1 || max > 100)
      return c.json(
        {
          errors: [
            {
              parameters: { max_results: [q.max_results] },
              message: `The \`max_results\` query parameter value [${q.max_results}] is not between 1 and 100`,
            },
          ],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        },
        400,
      );
    const fields = (q['dm_event.fields'] ?? '').split(',');
    const since = now() - 30 * DAY_MS;
    const before = q.pagination_token
      ? BigInt(Buffer.from(q.pagination_token, 'base64url').toString('utf8') || '0')
      : null;
    const mine = state.dms
      .filter(
        (d) =>
          (d.sender_id === who.account.id || d.participant_id === who.account.id) &&
          Date.parse(d.created_at) >= since &&
          (before === null || BigInt(d.dm_event_id) < before),
      )
      .sort((a, b) => (BigInt(b.dm_event_id) > BigInt(a.dm_event_id) ? 1 : -1));
    const page = mine.slice(0, max);
    const data = page.map((d) => ({
      id: d.dm_event_id,
      event_type: 'MessageCreate',
      text: d.text,
      ...(fields.includes('sender_id') ? { sender_id: d.sender_id } : {}),
      ...(fields.includes('created_at') ? { created_at: d.created_at } : {}),
      ...(fields.includes('dm_conversation_id') ? { dm_conversation_id: d.dm_conversation_id } : {}),
      ...(fields.includes('participant_ids') ? { participant_ids: [d.sender_id, d.participant_id] } : {}),
    }));
    const senders = (q.expansions ?? '').split(',').includes('sender_id')
      ? [...new Set(page.map((d) => d.sender_id))].flatMap((id) => {
          const a = byId(id);
          return a ? [userView(a, q['user.fields'] ?? '')] : [];
        })
      : [];
    const last = page.at(-1);
    return c.json({
      ...(data.length ? { data } : {}),
      ...(senders.length ? { includes: { users: senders } } : {}),
      meta: {
        result_count: data.length,
        ...(last && mine.length > max
          ? { next_token: Buffer.from(last.dm_event_id).toString('base64url') }
          : {}),
      },
    });
  });

  app.post('/2/media/upload', async (c) => {
    const who = gate(c, 'media', ['media.write']);
    if (who instanceof Response) return who;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.media;
    const category = typeof form.media_category === 'string' ? form.media_category : 'tweet_image';
    const max = MEDIA_MAX[category];
    if (!(file instanceof File) || max === undefined)
      return c.json(
        {
          errors: [{ message: 'media and a valid media_category are required' }],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        },
        400,
      );
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > max)
      return c.json(
        {
          errors: [{ message: `File size exceeds ${max} bytes.` }],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        },
        400,
      );
    const id = newId();
    const m = {
      id,
      media_key: `3_${id}`,
      owner_id: who.account.id,
      media_category: category,
      mime_type: file.type || 'application/octet-stream',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      created_at: iso(),
    };
    state.media.push(m);
    opts.changed();
    return c.json({ data: { id, media_key: m.media_key, size: m.size, expires_after_secs: 86400 } });
  });

  app.post('/2/tweets', async (c) => {
    const who = gate(c, 'tweet', ['tweet.write', 'users.read', 'tweet.read']);
    if (who instanceof Response) return who;
    const body = (await c.req.json().catch(() => ({}))) as {
      text?: unknown;
      media?: { media_ids?: unknown };
    };
    const text = typeof body.text === 'string' ? body.text : '';
    const mediaIds = Array.isArray(body.media?.media_ids) ? body.media.media_ids.map(String) : [];
    const unknownMedia = mediaIds.some(
      (id) => !state.media.some((m) => m.id === id && m.owner_id === who.account.id),
    );
    if (
      (!text.trim() && mediaIds.length === 0) ||
      [...text].length > 280 ||
      mediaIds.length > 4 ||
      unknownMedia
    )
      return c.json(
        {
          errors: [{ message: unknownMedia ? 'Your media IDs are invalid.' : 'Invalid text or media' }],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        },
        400,
      );
    if (text && state.tweets.some((t) => t.author_id === who.account.id && t.text === text))
      return problem(c, 403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    const id = newId();
    state.tweets.push({ id, author_id: who.account.id, text, media_ids: mediaIds, created_at: iso() });
    opts.changed();
    return c.json({ data: { id, text, edit_history_tweet_ids: [id] } }, 201);
  });

  // ---- Inspection and the X user's own moves, for tests and people ----
  const withNames = <T extends object>(rows: T[]) =>
    rows.map((r) => {
      const extra: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(r))
        if (k.endsWith('_id') && typeof v === 'string' && byId(v))
          extra[k.replace(/_id$/, '_username')] = byId(v)?.username;
      return { ...r, ...extra };
    });
  const involving = <T extends object>(rows: T[], username?: string) => {
    if (!username) return rows;
    const id = byUsername(username)?.id;
    return rows.filter((r) => Object.values(r).includes(id));
  };
  app.get('/_sandbox/accounts', (c) => c.json({ data: state.accounts }));
  app.post('/_sandbox/accounts', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as {
      username?: string;
      name?: string;
      dmOpen?: boolean;
    };
    if (!b.username || !USERNAME_RE.test(b.username)) return c.json({ error: 'username' }, 400);
    const a = ensureAccount(b.username);
    if (b.name) a.name = b.name;
    if (typeof b.dmOpen === 'boolean') a.dmOpen = b.dmOpen;
    opts.changed();
    return c.json({ data: a });
  });
  app.post('/_sandbox/accounts/:username/limits', async (c) => {
    const a = byUsername(c.req.param('username'));
    if (!a) return c.json({ error: 'not found' }, 404);
    const b = (await c.req.json().catch(() => ({}))) as Partial<Record<XEndpoint, number>>;
    state.limitOverrides[a.id] = { ...state.limitOverrides[a.id], ...b };
    opts.changed();
    return c.json({ data: state.limitOverrides[a.id] });
  });
  /** The user removes the app in X's settings: every token of their grants stops working. */
  app.post('/_sandbox/revoke', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { username?: string };
    const a = b.username ? byUsername(b.username) : undefined;
    if (!a) return c.json({ error: 'not found' }, 404);
    for (const g of Object.values(state.grants)) if (g.userId === a.id) g.revoked = true;
    opts.changed();
    return c.json({ revoked: a.username });
  });
  /** An X user writes a DM to another (`from` answers `to`): how tests and people make a lead reply. */
  app.post('/_sandbox/dms', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { from?: string; to?: string; text?: string };
    const from = b.from ? byUsername(b.from.replace(/^@/, '')) : undefined;
    const to = b.to ? byUsername(b.to.replace(/^@/, '')) : undefined;
    if (!from || !to) return c.json({ error: 'from and to must be X accounts of the sandbox' }, 404);
    if (typeof b.text !== 'string' || !b.text.trim() || b.text.length > 10_000)
      return c.json({ error: 'text must be 1 to 10000 characters' }, 400);
    const ids = [from.id, to.id].sort();
    const dm = {
      dm_event_id: newId(),
      dm_conversation_id: `${ids[0]}-${ids[1]}`,
      sender_id: from.id,
      participant_id: to.id,
      text: b.text,
      created_at: iso(),
    };
    state.dms.push(dm);
    opts.changed();
    return c.json({ data: dm }, 201);
  });
  app.get('/_sandbox/dms', (c) => c.json({ data: withNames(involving(state.dms, c.req.query('username'))) }));
  app.get('/_sandbox/follows', (c) =>
    c.json({ data: withNames(involving(state.follows, c.req.query('username'))) }),
  );
  app.get('/_sandbox/tweets', (c) =>
    c.json({ data: withNames(involving(state.tweets, c.req.query('username'))) }),
  );
  app.get('/_sandbox/media', (c) =>
    c.json({ data: withNames(involving(state.media, c.req.query('username'))) }),
  );

  app.get('/', (c) => {
    const name = (id: string) => `@${esc(byId(id)?.username ?? id)}`;
    const rows = [
      ...state.tweets.map((t) => [t.created_at, `${name(t.author_id)} posted`, esc(t.text)]),
      ...state.dms.map((d) => [
        d.created_at,
        `${name(d.sender_id)} → ${name(d.participant_id)} DM`,
        esc(d.text),
      ]),
      ...state.follows.map((f) => [
        f.created_at,
        `${name(f.source_user_id)} followed ${name(f.target_user_id)}`,
        '',
      ]),
    ]
      .sort((a, b) => String(b[0]).localeCompare(String(a[0])))
      .slice(0, 200);
    return c.html(
      page(
        'X sandbox',
        `<h1>X sandbox</h1>
        <p>Sign in with any handle and the password <code>${X_SANDBOX_PASSWORD}</code>. Seeded people:
        ${state.accounts
          .slice(0, 12)
          .map((a) => `@${esc(a.username)}${a.dmOpen ? '' : ' (closed DMs)'}`)
          .join(', ')}.</p>
        <table><thead><tr><th>When</th><th>What</th><th>Text</th></tr></thead><tbody>
        ${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td></tr>`).join('')}
        </tbody></table>`,
      ),
    );
  });

  return app;
}

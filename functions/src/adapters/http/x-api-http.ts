import * as oidc from 'openid-client';
import { type XApi, XApiError, type XDmEvent, type XTokens, type XUser } from '../../ports/x-api.ts';

export interface XClientConfig {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  authorizeUrl: string;
  redirectUri: string;
}

/** What the product asks X for: profile, follows, DMs, posts with media, and a refresh token. */
export const X_SCOPES =
  'tweet.read tweet.write users.read follows.read follows.write dm.read dm.write media.write offline.access';

/**
 * X API v2 over HTTP. The OAuth 2.0 part (PKCE, code and refresh grants, revocation) goes through
 * openid-client; the API calls are plain JSON over fetch with the user's bearer token, and X's
 * problem answers (401, 403, 429 with `x-rate-limit-reset`) become XApiError. `client` is read on
 * each OAuth call, so in AWS the id and secret come from Secrets Manager on first use.
 */
export function xApiHttp(client: () => Promise<XClientConfig>): XApi {
  let configured: Promise<{ cfg: XClientConfig; oauth: oidc.Configuration }> | null = null;
  const oauth = () => {
    configured ??= client().then((cfg) => {
      const api = cfg.apiUrl.replace(/\/$/, '');
      const conf = new oidc.Configuration(
        {
          issuer: new URL(cfg.authorizeUrl).origin,
          authorization_endpoint: cfg.authorizeUrl,
          token_endpoint: `${api}/2/oauth2/token`,
          revocation_endpoint: `${api}/2/oauth2/revoke`,
        },
        cfg.clientId,
        undefined,
        oidc.ClientSecretBasic(cfg.clientSecret),
      );
      if (api.startsWith('http://')) oidc.allowInsecureRequests(conf);
      return { cfg, oauth: conf };
    });
    configured.catch(() => {
      configured = null;
    });
    return configured;
  };
  const tokens = (t: oidc.TokenEndpointResponse): XTokens => ({
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresIn: t.expires_in ?? 7200,
  });
  const grantError = (err: unknown): never => {
    if (err instanceof oidc.ResponseBodyError && err.status < 500)
      throw new XApiError('unauthorized', err.error_description ?? err.error);
    throw new XApiError('unavailable', 'X could not be reached. Please try again later.');
  };

  async function call<T>(accessToken: string, method: string, path: string, body?: BodyInit | object) {
    const { cfg } = await oauth();
    const isForm = body instanceof FormData;
    let res: Response;
    try {
      res = await fetch(`${cfg.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new XApiError('unavailable', 'X could not be reached. Please try again later.');
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return json as T;
    const detail = String(json.detail ?? json.title ?? `X answered ${res.status}`);
    if (res.status === 401) throw new XApiError('unauthorized', detail);
    if (res.status === 429) {
      const resets = [res.headers.get('x-rate-limit-reset'), res.headers.get('x-user-limit-24hour-reset')]
        .map(Number)
        .filter((n) => n > 0);
      // The later reset when both windows are spent; X sends both for DMs and posts.
      const spent24 = res.headers.get('x-user-limit-24hour-remaining') === '0';
      const reset = spent24 ? Math.max(...resets) : Number(res.headers.get('x-rate-limit-reset')) || 0;
      throw new XApiError('rate-limited', 'X rate limit reached', reset ? reset * 1000 : undefined);
    }
    if (res.status === 403) throw new XApiError('forbidden', detail);
    if (res.status >= 500) throw new XApiError('unavailable', detail);
    const first = (json.errors as { message?: string }[] | undefined)?.[0]?.message;
    throw new XApiError('invalid', first ?? detail);
  }

  const user = (d: { id: string; username: string; name: string; profile_image_url?: string }): XUser => ({
    id: d.id,
    username: d.username,
    name: d.name,
    profileImageUrl: d.profile_image_url,
  });

  return {
    async authorizationUrl({ state, codeChallenge }) {
      const { cfg, oauth: conf } = await oauth();
      return oidc.buildAuthorizationUrl(conf, {
        response_type: 'code',
        redirect_uri: cfg.redirectUri,
        scope: X_SCOPES,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).href;
    },
    async exchangeCode({ code, codeVerifier }) {
      const { cfg, oauth: conf } = await oauth();
      try {
        return tokens(
          await oidc.genericGrantRequest(conf, 'authorization_code', {
            code,
            redirect_uri: cfg.redirectUri,
            code_verifier: codeVerifier,
          }),
        );
      } catch (err) {
        return grantError(err);
      }
    },
    async refresh(refreshToken) {
      const { oauth: conf } = await oauth();
      try {
        return tokens(await oidc.refreshTokenGrant(conf, refreshToken));
      } catch (err) {
        return grantError(err);
      }
    },
    async revoke(token) {
      const { oauth: conf } = await oauth();
      await oidc.tokenRevocation(conf, token).catch(() => {});
    },
    async me(accessToken) {
      const r = await call<{ data: Parameters<typeof user>[0] }>(
        accessToken,
        'GET',
        '/2/users/me?user.fields=profile_image_url',
      );
      return user(r.data);
    },
    async userByUsername(accessToken, username) {
      const r = await call<{ data?: Parameters<typeof user>[0] }>(
        accessToken,
        'GET',
        `/2/users/by/username/${encodeURIComponent(username)}`,
      );
      return r.data ? user(r.data) : null;
    },
    async follow(accessToken, sourceUserId, targetUserId) {
      await call(accessToken, 'POST', `/2/users/${encodeURIComponent(sourceUserId)}/following`, {
        target_user_id: targetUserId,
      });
    },
    async sendDm(accessToken, participantId, text) {
      const r = await call<{ data: { dm_event_id: string } }>(
        accessToken,
        'POST',
        `/2/dm_conversations/with/${encodeURIComponent(participantId)}/messages`,
        { text },
      );
      return { eventId: r.data.dm_event_id };
    },
    async dmEvents(accessToken, { paginationToken }) {
      const q = new URLSearchParams({
        event_types: 'MessageCreate',
        'dm_event.fields': 'id,text,event_type,created_at,sender_id,dm_conversation_id',
        expansions: 'sender_id',
        'user.fields': 'profile_image_url',
        max_results: '100',
        ...(paginationToken ? { pagination_token: paginationToken } : {}),
      });
      const r = await call<{
        data?: {
          id: string;
          text?: string;
          sender_id?: string;
          created_at?: string;
          dm_conversation_id?: string;
        }[];
        includes?: { users?: Parameters<typeof user>[0][] };
        meta?: { next_token?: string };
      }>(accessToken, 'GET', `/2/dm_events?${q}`);
      const events = (r.data ?? []).flatMap((e): XDmEvent[] =>
        e.sender_id && e.created_at
          ? [
              {
                id: e.id,
                text: e.text ?? '',
                senderId: e.sender_id,
                createdAt: Date.parse(e.created_at),
                conversationId: e.dm_conversation_id,
              },
            ]
          : [],
      );
      return { events, senders: (r.includes?.users ?? []).map(user), nextToken: r.meta?.next_token };
    },
    async uploadMedia(accessToken, media) {
      const form = new FormData();
      form.set('media', new Blob([new Uint8Array(media.bytes)], { type: media.mimeType }), 'media');
      form.set('media_category', media.category);
      const r = await call<{ data: { id: string } }>(accessToken, 'POST', '/2/media/upload', form);
      return r.data.id;
    },
    async createPost(accessToken, input) {
      const r = await call<{ data: { id: string } }>(accessToken, 'POST', '/2/tweets', {
        text: input.text,
        ...(input.mediaIds.length ? { media: { media_ids: input.mediaIds } } : {}),
      });
      return { id: r.data.id };
    },
  };
}

/** The client from the environment (locally: the X sandbox's), or null when none is configured. */
export function xClientFromEnv(x: {
  clientId?: string;
  clientSecret?: string;
  apiUrl: string;
  authorizeUrl: string;
  redirectUri: string;
}): XClientConfig | null {
  if (!x.clientId || !x.clientSecret) return null;
  return {
    clientId: x.clientId,
    clientSecret: x.clientSecret,
    apiUrl: x.apiUrl,
    authorizeUrl: x.authorizeUrl,
    redirectUri: x.redirectUri,
  };
}

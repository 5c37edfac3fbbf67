import { setTimeout as sleep } from 'node:timers/promises';
import { MetaApiError, type MetaGraph, type MetaPage } from '../../ports/meta-graph.ts';

export interface MetaAppConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
  dialogUrl: string;
}

const unreachable = () =>
  new MetaApiError('unavailable', 'Facebook could not be reached. Please try again later.');

/**
 * The Graph API over HTTP (plain JSON over fetch; Graph takes form bodies). Graph's error answers
 * become MetaApiError with their code and subcode. `app` is read on first use, so in AWS the app id
 * and secret come from Secrets Manager only when a Facebook call is made.
 */
export interface MetaPolling {
  /** Pause between two status reads of a video being processed. */
  intervalMs: number;
  /** Give up (Graph unavailable) after this long: the post job's Lambda runs for 2 minutes. */
  timeoutMs: number;
}

const defaultPolling: MetaPolling = { intervalMs: 3_000, timeoutMs: 90_000 };

/** The subcode in an Instagram container's ERROR status ("Error: … failed with error code 2207026"). */
export function containerErrorSubcode(status: string | undefined): number | undefined {
  const m = /error code (\d+)/i.exec(status ?? '');
  return m ? Number(m[1]) : undefined;
}

export function metaGraphHttp(
  app: () => Promise<MetaAppConfig>,
  polling: MetaPolling = defaultPolling,
): MetaGraph {
  let loaded: Promise<MetaAppConfig> | null = null;
  const cfg = () => {
    loaded ??= app();
    loaded.catch(() => {
      loaded = null;
    });
    return loaded;
  };

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, string>) {
    const { graphUrl } = await cfg();
    const url = new URL(`${graphUrl.replace(/\/$/, '')}${path}`);
    const form = new URLSearchParams(params);
    if (method !== 'POST') url.search = form.toString();
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        body: method === 'POST' ? form : undefined,
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      throw unreachable();
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return json as T;
    if (res.status >= 500) throw unreachable();
    const err = (json.error ?? {}) as { message?: string; code?: number; error_subcode?: number };
    const code = Number(err.code ?? 0);
    const message = String(err.message ?? `Facebook answered ${res.status}`);
    if (code === 190 || code === 102 || code === 2500)
      throw new MetaApiError('unauthorized', message, code, err.error_subcode);
    throw new MetaApiError('refused', message, code, err.error_subcode);
  }

  /** Reads `check` until it answers, pausing between reads; Graph unavailable past the deadline. */
  async function until<T>(check: () => Promise<T | null>): Promise<T> {
    const deadline = Date.now() + polling.timeoutMs;
    for (;;) {
      const r = await check();
      if (r !== null) return r;
      if (Date.now() >= deadline)
        throw new MetaApiError(
          'unavailable',
          'Facebook is still processing the media. Please try again later.',
        );
      await sleep(polling.intervalMs);
    }
  }

  return {
    async loginUrl({ redirectUri, scopes }) {
      const { appId, dialogUrl } = await cfg();
      const u = new URL(dialogUrl);
      u.search = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: 'token',
        scope: scopes.join(','),
      }).toString();
      return u.href;
    },
    async exchangeToken(shortLivedToken) {
      const { appId, appSecret } = await cfg();
      const r = await call<{ access_token: string; expires_in?: number }>('GET', '/oauth/access_token', {
        grant_type: 'fb_exchange_token',
        client_id: appId,
        client_secret: appSecret,
        fb_exchange_token: shortLivedToken,
      });
      return { accessToken: r.access_token, expiresIn: r.expires_in ?? 60 * 24 * 3600 };
    },
    async me(userToken) {
      const r = await call<{
        id: string;
        name: string;
        email?: string;
        picture?: { data?: { url?: string } };
      }>('GET', '/me', { access_token: userToken, fields: 'id,name,email,picture' });
      return { id: r.id, name: r.name, email: r.email, pictureUrl: r.picture?.data?.url };
    },
    async pages(userToken) {
      type IgRaw = {
        id: string;
        username?: string;
        name?: string;
        profile_picture_url?: string;
        follows_count?: number;
        followers_count?: number;
        media_count?: number;
      };
      const r = await call<{
        data: {
          id: string;
          name: string;
          category?: string;
          access_token: string;
          instagram_business_account?: IgRaw;
        }[];
      }>('GET', '/me/accounts', {
        access_token: userToken,
        fields:
          'id,name,category,access_token,instagram_business_account{id,username,name,profile_picture_url,follows_count,followers_count,media_count}',
        limit: '100',
      });
      return r.data.map(
        (p): MetaPage => ({
          id: p.id,
          name: p.name,
          category: p.category ?? '',
          accessToken: p.access_token,
          ig: p.instagram_business_account
            ? {
                id: p.instagram_business_account.id,
                username: p.instagram_business_account.username ?? '',
                name: p.instagram_business_account.name,
                profilePic: p.instagram_business_account.profile_picture_url,
                followsCount: p.instagram_business_account.follows_count,
                followersCount: p.instagram_business_account.followers_count,
                mediaCount: p.instagram_business_account.media_count,
              }
            : undefined,
        }),
      );
    },
    async revoke(userToken) {
      await call('DELETE', '/me/permissions', { access_token: userToken });
    },
    async publishPagePost(pageToken, pageId, { message, photoUrls }) {
      if (photoUrls.length === 1) {
        const r = await call<{ id: string; post_id?: string }>('POST', `/${pageId}/photos`, {
          access_token: pageToken,
          url: photoUrls[0] as string,
          caption: message,
        });
        return { id: r.post_id ?? r.id };
      }
      const attached: { media_fbid: string }[] = [];
      for (const url of photoUrls) {
        const p = await call<{ id: string }>('POST', `/${pageId}/photos`, {
          access_token: pageToken,
          url,
          published: 'false',
        });
        attached.push({ media_fbid: p.id });
      }
      return call<{ id: string }>('POST', `/${pageId}/feed`, {
        access_token: pageToken,
        message,
        ...(attached.length ? { attached_media: JSON.stringify(attached) } : {}),
      });
    },
    async publishPageVideo(pageToken, pageId, { description, videoUrl }) {
      const video = await call<{ id: string }>('POST', `/${pageId}/videos`, {
        access_token: pageToken,
        file_url: videoUrl,
        description,
      });
      const done = await until(async () => {
        const r = await call<{
          post_id?: string;
          status?: {
            video_status?: string;
            processing_phase?: { errors?: { code?: number; message?: string }[] };
          };
        }>('GET', `/${video.id}`, { access_token: pageToken, fields: 'status,post_id' });
        const st = r.status?.video_status;
        if (st === 'error') {
          const e = r.status?.processing_phase?.errors?.[0];
          throw new MetaApiError('refused', e?.message ?? 'Facebook could not process the video.', e?.code);
        }
        return st === 'ready' ? r : null;
      });
      return { id: done.post_id ?? video.id };
    },
    async publishInstagram(pageToken, igUserId, { caption, media }) {
      const create = (params: Record<string, string>) =>
        call<{ id: string }>('POST', `/${igUserId}/media`, { access_token: pageToken, ...params });
      // A video container is processed by Instagram: wait for FINISHED (ERROR carries its subcode).
      const finished = async (id: string, isVideo: boolean) => {
        if (!isVideo) return id;
        await until(async () => {
          const r = await call<{ status_code?: string; status?: string }>('GET', `/${id}`, {
            access_token: pageToken,
            fields: 'status_code,status',
          });
          if (r.status_code === 'ERROR' || r.status_code === 'EXPIRED')
            throw new MetaApiError(
              'refused',
              r.status ?? 'Instagram could not process the media.',
              -2,
              containerErrorSubcode(r.status),
            );
          return r.status_code === 'FINISHED' ? r : null;
        });
        return id;
      };
      const fileParams = (m: { url: string; isVideo: boolean }, item: boolean): Record<string, string> =>
        m.isVideo ? { media_type: item ? 'VIDEO' : 'REELS', video_url: m.url } : { image_url: m.url };
      let creationId: string;
      if (media.length === 1) {
        const only = media[0] as { url: string; isVideo: boolean };
        const c = await create({ caption, ...fileParams(only, false) });
        creationId = await finished(c.id, only.isVideo);
      } else {
        const children: string[] = [];
        for (const m of media) {
          const c = await create({ is_carousel_item: 'true', ...fileParams(m, true) });
          children.push(await finished(c.id, m.isVideo));
        }
        creationId = (await create({ media_type: 'CAROUSEL', caption, children: children.join(',') })).id;
      }
      return call<{ id: string }>('POST', `/${igUserId}/media_publish`, {
        access_token: pageToken,
        creation_id: creationId,
      });
    },
  };
}

/** The local runtime's Meta app from the environment (the sandbox's), or null when none is set. */
export function metaAppFromEnv(env: {
  appId?: string;
  appSecret?: string;
  graphUrl: string;
  dialogUrl: string;
}): MetaAppConfig | null {
  return env.appId && env.appSecret
    ? { appId: env.appId, appSecret: env.appSecret, graphUrl: env.graphUrl, dialogUrl: env.dialogUrl }
    : null;
}

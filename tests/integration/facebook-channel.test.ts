import { FACEBOOK_ERROR_MESSAGE, FACEBOOK_SCOPES } from '@outreach/shared/schemas/facebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.ts';
import {
  connectFacebook,
  jpegOf,
  mediaServer,
  metaSandbox,
  metaSandboxPost,
  metaSandboxRecords,
  mp4Of,
  passFacebookLogin,
} from '../support/meta.ts';
import { waitFor } from '../support/outreach.ts';

// The Facebook and Instagram channel (issue #13): the Meta sandbox and connecting Facebook.
let media: Awaited<ReturnType<typeof mediaServer>>;
beforeAll(async () => {
  media = await mediaServer({
    '/portrait.jpg': { body: jpegOf(1080, 1350, 4096), type: 'image/jpeg' },
    '/wide.jpg': { body: jpegOf(3000, 1000), type: 'image/jpeg' },
    '/square.png': { body: new Uint8Array(Buffer.from('89504e470d0a1a0a', 'hex')), type: 'image/png' },
    '/clip.mp4': { body: mp4Of(12, 2048), type: 'video/mp4' },
    '/long.mp4': { body: mp4Of(16 * 60), type: 'video/mp4' },
    '/fake.mp4': { body: new Uint8Array(512), type: 'video/mp4' },
  });
});
afterAll(async () => {
  await media?.close();
});

const form = (o: Record<string, string>) => new URLSearchParams(o);

describe('Meta sandbox', () => {
  it('is listed in /_local/info with the Facebook Login scopes', async () => {
    const m = await metaSandbox();
    expect(m.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(m.scopes).toEqual([...FACEBOOK_SCOPES]);
  });

  it("publishes on Instagram with Instagram's caption, format, aspect ratio and 25-a-day limits, in Graph's error shape", async () => {
    // Prepare: a Facebook login through the dialog, and the Instagram account of its first page
    const { token } = await signUp();
    const fb = await api('GET', '/facebook', { token });
    const email = uniqueEmail('igrules');
    const login = await passFacebookLogin(fb.body.loginUrl, email);
    expect(login.state).toBe('test-state');
    const m = await metaSandbox();
    const graph = (path: string, init?: RequestInit) => fetch(`${m.url}/v21.0${path}`, init);
    const pages = await (
      await graph(
        `/me/accounts?fields=id,name,access_token,instagram_business_account{id,username}&access_token=${login.token}`,
      )
    ).json();
    const studio = pages.data.find(
      (p: { instagram_business_account?: unknown }) => p.instagram_business_account,
    );
    const ig = studio.instagram_business_account.id as string;
    const container = (o: Record<string, string>) =>
      graph(`/${ig}/media`, { method: 'POST', body: form({ access_token: studio.access_token, ...o }) });
    const publish = (creation_id: string) =>
      graph(`/${ig}/media_publish`, {
        method: 'POST',
        body: form({ access_token: studio.access_token, creation_id }),
      });

    // Act / Assess: each refusal carries Instagram's subcode
    const refusals = [
      [{ image_url: media.url('/portrait.jpg'), caption: 'x'.repeat(2201) }, 2207010],
      [{ image_url: media.url('/wide.jpg') }, 2207009],
      [{ image_url: media.url('/square.png') }, 2207005],
      [{ image_url: media.url('/missing.jpg') }, 2207003],
    ] as const;
    for (const [params, subcode] of refusals) {
      const res = await container(params);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toMatchObject({ type: 'OAuthException', error_subcode: subcode });
      expect(typeof body.error.message).toBe('string');
    }
    for (let i = 0; i < 25; i += 1) {
      const c = await (await container({ image_url: media.url('/portrait.jpg'), caption: `n${i}` })).json();
      expect((await publish(c.id)).status).toBe(200);
    }
    const c26 = await (
      await container({ image_url: media.url('/portrait.jpg'), caption: 'one too many' })
    ).json();
    const limited = await publish(c26.id);
    expect(limited.status).toBe(400);
    expect((await limited.json()).error.error_subcode).toBe(2207042);
    const quota = await (
      await graph(`/${ig}/content_publishing_limit?access_token=${studio.access_token}`)
    ).json();
    expect(quota.data[0]).toMatchObject({ quota_usage: 25, config: { quota_total: 25 } });
    // A token that is not the app's is Graph's 190.
    const bad = await graph('/me?access_token=EAAnot-a-token');
    expect([bad.status, (await bad.json()).error.code]).toEqual([400, 190]);
  });
});

/** A Facebook login through the dialog, and the page (with its token) that has an Instagram account. */
async function igPage(prefix: string) {
  const { token } = await signUp();
  const fb = await api('GET', '/facebook', { token });
  const email = uniqueEmail(prefix);
  const login = await passFacebookLogin(fb.body.loginUrl, email);
  const m = await metaSandbox();
  const graph = (path: string, init?: RequestInit) => fetch(`${m.url}/v21.0${path}`, init);
  const pages = await (
    await graph(
      `/me/accounts?fields=id,name,access_token,instagram_business_account{id,username}&access_token=${login.token}`,
    )
  ).json();
  const studio = pages.data.find(
    (p: { instagram_business_account?: unknown }) => p.instagram_business_account,
  );
  const pageToken = studio.access_token as string;
  const ig = studio.instagram_business_account.id as string;
  const post = async (path: string, o: Record<string, string>) => {
    const res = await graph(path, { method: 'POST', body: form({ access_token: pageToken, ...o }) });
    return { status: res.status, body: await res.json() };
  };
  const get = async (id: string, fields: string) =>
    (await graph(`/${id}?fields=${fields}&access_token=${pageToken}`)).json();
  return { email, pageId: studio.id as string, ig, post, get };
}

describe('Meta sandbox: carousels and videos', () => {
  it("builds Instagram carousels from 2 to 10 finished carousel items, in Graph's error shape", async () => {
    // Prepare
    const p = await igPage('igcarousel');
    const item = async (o: Record<string, string>) =>
      (await p.post(`/${p.ig}/media`, { is_carousel_item: 'true', ...o })).body.id as string;
    const images = [];
    for (let i = 0; i < 11; i += 1) images.push(await item({ image_url: media.url('/portrait.jpg') }));
    const video = await item({ media_type: 'VIDEO', video_url: media.url('/clip.mp4') });
    const carousel = (children: string[]) =>
      p.post(`/${p.ig}/media`, {
        media_type: 'CAROUSEL',
        caption: 'Our album',
        children: children.join(','),
      });

    // Act / Assess: 1 or 11 children are refused (2207028); a child still processing is not ready (2207027)
    for (const children of [images.slice(0, 1), images]) {
      const res = await carousel(children);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'OAuthException', error_subcode: 2207028 });
    }
    const early = await carousel([images[0] as string, video]);
    expect([early.status, early.body.error.error_subcode]).toEqual([400, 2207027]);
    expect(await p.get(video, 'status_code')).toMatchObject({ status_code: 'IN_PROGRESS' });
    // A carousel item is not published on its own; a container that is not a carousel item is no child.
    const alone = await p.post(`/${p.ig}/media_publish`, { creation_id: images[0] as string });
    expect([alone.status, alone.body.error.code]).toEqual([400, 100]);
    const single = (await p.post(`/${p.ig}/media`, { image_url: media.url('/portrait.jpg') })).body.id;
    expect((await carousel([images[0] as string, single])).body.error.code).toBe(100);

    // The video finishes processing (the sandbox's product clock), then the carousel is built and published.
    await waitFor(
      async () => (await p.get(video, 'status_code,status')).status_code === 'FINISHED',
      15_000,
      'the carousel video to be processed',
    );
    const built = await carousel([images[0] as string, images[1] as string, video]);
    expect(built.status).toBe(200);
    expect(await p.get(built.body.id, 'status_code')).toMatchObject({ status_code: 'FINISHED' });
    const published = await p.post(`/${p.ig}/media_publish`, { creation_id: built.body.id });
    expect(published.status).toBe(200);
    const [album] = await metaSandboxRecords<{ id: string; media_type: string; children: unknown[] }>(
      'instagram',
      p.email,
    );
    expect(album).toMatchObject({
      id: published.body.id,
      media_type: 'CAROUSEL_ALBUM',
      caption: 'Our album',
      children: [
        { media_type: 'IMAGE', size: 4096 },
        { media_type: 'IMAGE', size: 4096 },
        { media_type: 'VIDEO', size: 2048 },
      ],
    });
  });

  it('processes videos IN_PROGRESS to FINISHED, or ERROR for a file or length Instagram refuses; page videos alike', async () => {
    // Prepare
    const p = await igPage('igvideo');
    const reel = async (path: string) =>
      (await p.post(`/${p.ig}/media`, { media_type: 'REELS', video_url: media.url(path), caption: path }))
        .body.id as string;
    const [good, fake, long] = [await reel('/clip.mp4'), await reel('/fake.mp4'), await reel('/long.mp4')];
    // A feed video is a reel: VIDEO is only for carousel items.
    const plain = await p.post(`/${p.ig}/media`, { media_type: 'VIDEO', video_url: media.url('/clip.mp4') });
    expect([plain.status, plain.body.error.code]).toEqual([400, 100]);

    // Act: publishing before processing ends is refused
    const early = await p.post(`/${p.ig}/media_publish`, { creation_id: good });
    expect([early.status, early.body.error.error_subcode]).toEqual([400, 2207027]);
    const settled = (id: string) =>
      waitFor(
        async () => {
          const st = await p.get(id, 'status_code,status');
          return st.status_code === 'IN_PROGRESS' ? null : st;
        },
        15_000,
        'the video to be processed',
      );

    // Assess
    expect(await settled(good)).toMatchObject({ status_code: 'FINISHED' });
    for (const id of [fake, long])
      expect(await settled(id)).toMatchObject({
        status_code: 'ERROR',
        status: 'Error: Media upload has failed with error code 2207026',
      });
    const refused = await p.post(`/${p.ig}/media_publish`, { creation_id: fake });
    expect(refused.body.error).toMatchObject({ type: 'OAuthException', error_subcode: 2207026 });
    expect((await p.post(`/${p.ig}/media_publish`, { creation_id: good })).status).toBe(200);

    // A page video: processing, then a post with the video; a file that is no video ends in error.
    const upload = async (path: string) =>
      (await p.post(`/${p.pageId}/videos`, { file_url: media.url(path), description: 'Watch' })).body
        .id as string;
    const [clip, broken] = [await upload('/clip.mp4'), await upload('/fake.mp4')];
    expect((await p.get(clip, 'status')).status.video_status).toBe('processing');
    const processed = (id: string) =>
      waitFor(
        async () => {
          const st = await p.get(id, 'status,post_id');
          return st.status.video_status === 'processing' ? null : st;
        },
        15_000,
        'the page video to be processed',
      );
    const ready = await processed(clip);
    expect(ready.status.video_status).toBe('ready');
    expect((await processed(broken)).status).toMatchObject({
      video_status: 'error',
      processing_phase: { status: 'error' },
    });
    const posts = await metaSandboxRecords<{ id: string; message: string; video?: { size: number } }>(
      'posts',
      p.email,
    );
    expect(posts).toEqual([
      expect.objectContaining({
        id: ready.post_id,
        message: 'Watch',
        video: expect.objectContaining({ size: 2048 }),
      }),
    ]);
  });
});

describe('connecting Facebook', () => {
  it('logs in, exchanges for a long-lived token kept on the server, lists pages with their Instagram account, saves options', async () => {
    // Prepare
    const { token } = await signUp();
    const before = await api('GET', '/facebook', { token });
    expect(before.body).toMatchObject({ facebookAuth: false, unauthorized: false, facebookPages: [] });
    const loginUrl = new URL(before.body.loginUrl);
    expect(loginUrl.searchParams.get('scope')?.split(',')).toEqual([...FACEBOOK_SCOPES]);
    expect(loginUrl.searchParams.get('response_type')).toBe('token');
    const email = uniqueEmail('fbconnect');

    // Act
    const connected = await connectFacebook(token, email);

    // Assess: details and pages, never a token
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ facebookAuth: true, unauthorized: false });
    expect(connected.body.facebookDetails.email).toBe(email);
    const pages = connected.body.facebookPages as {
      id: string;
      ig: { id: string; username: string } | null;
    }[];
    expect(pages).toHaveLength(2);
    const withIg = pages.find((p) => p.ig);
    expect(withIg?.ig?.username).toMatch(/\.studio$/);
    expect(JSON.stringify(connected.body)).not.toMatch(/EAA/);
    const at = await api('GET', '/facebook/access-token', { token });
    expect(at.body.hasAccessToken).toBe(true);
    expect(JSON.stringify(at.body)).not.toMatch(/EAA/);

    // Options: only the login's own pages and Instagram accounts; nothing written otherwise
    const foreign = await api('POST', '/facebook/options', {
      token,
      body: { pages_checked: ['123'], ig_accounts_checked: [] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Please select pages and Instagram accounts of your Facebook login.');
    const chosen = { pages_checked: [withIg?.id], ig_accounts_checked: [withIg?.ig?.id] };
    expect((await api('POST', '/facebook/options', { token, body: chosen })).body).toEqual(chosen);
    expect((await api('GET', '/facebook/options', { token })).body).toEqual(chosen);
    // save-data reads Facebook again and keeps the choices of pages still there.
    const saved = await api('POST', '/facebook/save-data', { token });
    expect(saved.status).toBe(200);
    expect(saved.body.options).toEqual(chosen);
  });

  it('answers bad input with 4xx, a refused login with the Facebook error, and clear-login forgets it', async () => {
    const { token } = await signUp();
    const empty = await api('POST', '/facebook/exchange-access-token', { token, body: {} });
    expect(empty.status).toBe(400);
    const wrong = await api('POST', '/facebook/exchange-access-token', {
      token,
      body: { accessToken: 'EAAnot-a-facebook-token' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Facebook login failed. Please log in with Facebook again.');
    expect((await api('POST', '/facebook/save-data', { token })).status).toBe(400);
    expect(
      (
        await api('POST', '/facebook/options', {
          token,
          body: { pages_checked: ['1'], ig_accounts_checked: 'x' },
        })
      ).status,
    ).toBe(400);

    // The person removes the app on Facebook: the next Facebook call marks the login unauthorized.
    const email = uniqueEmail('fbrevoke');
    expect((await connectFacebook(token, email)).status).toBe(200);
    await metaSandboxPost('/_sandbox/revoke', { email });
    const refused = await api('POST', '/facebook/save-data', { token });
    expect([refused.status, refused.body.message]).toEqual([400, FACEBOOK_ERROR_MESSAGE]);
    expect((await api('GET', '/facebook', { token })).body).toMatchObject({
      facebookAuth: true,
      unauthorized: true,
    });
    expect((await api('GET', '/facebook/access-token', { token })).body.hasAccessToken).toBe(false);
    const notes = await api('GET', '/notifications', { token });
    expect(JSON.stringify(notes.body)).toContain(FACEBOOK_ERROR_MESSAGE);

    // Disconnect and reconnect.
    expect((await api('POST', '/facebook/clear-login', { token })).body).toEqual({ success: true });
    expect((await api('GET', '/facebook', { token })).body).toMatchObject({
      facebookAuth: false,
      facebookPages: [],
    });
    const again = await connectFacebook(token, email);
    expect(again.body).toMatchObject({ facebookAuth: true, unauthorized: false });
  });
});

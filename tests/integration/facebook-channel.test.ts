import { FACEBOOK_ERROR_MESSAGE, FACEBOOK_SCOPES } from '@outreach/shared/schemas/facebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.ts';
import {
  connectFacebook,
  jpegOf,
  mediaServer,
  metaSandbox,
  metaSandboxPost,
  passFacebookLogin,
} from '../support/meta.ts';

// The Facebook and Instagram channel (issue #13): the Meta sandbox and connecting Facebook.
let media: Awaited<ReturnType<typeof mediaServer>>;
beforeAll(async () => {
  media = await mediaServer({
    '/portrait.jpg': { body: jpegOf(1080, 1350, 4096), type: 'image/jpeg' },
    '/wide.jpg': { body: jpegOf(3000, 1000), type: 'image/jpeg' },
    '/square.png': { body: new Uint8Array(Buffer.from('89504e470d0a1a0a', 'hex')), type: 'image/png' },
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

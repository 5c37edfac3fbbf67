import { postFailureMessages } from '@outreach/shared/rules/outreach/posts';
import { postMessages } from '@outreach/shared/schemas/posts';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api.ts';
import { completeNext } from '../support/bot-role.ts';
import { connectFacebook, jpegOf, metaSandboxRecords, mp4Of } from '../support/meta.ts';
import { advanceClock, clockNow, newSession, type Session, waitFor } from '../support/outreach.ts';
import { connectX, uniqueHandle, xSandboxRecords } from '../support/x.ts';

const HOUR = 3600_000;
const post = (over: Record<string, unknown> = {}) => ({
  title: 'Launch',
  content: '<p>We shipped it!</p>',
  networks: ['linkedin'],
  ...over,
});
const message = (res: { body: { message: string | string[] } }) => [res.body.message].flat()[0];

async function media(
  s: Session,
  name: string,
  mimetype: string,
  bytes: number,
  body?: Uint8Array<ArrayBuffer>,
) {
  const p = await s.call('POST', '/uploads/presigned-url', {
    filename: name,
    mimetype,
    size: bytes,
    purpose: 'media',
  });
  expect(p.status).toBe(200);
  await fetch(p.body.signed_url, { method: 'PUT', body: body ?? new Uint8Array(bytes) });
  return { file_uri: p.body.key as string, file_name: name, mimeType: mimetype };
}

describe('post validation, in the spec order with its texts', () => {
  it('answers the first failing step', async () => {
    const s = await newSession({ linkedIn: false });
    const now = await clockNow();
    const cases: [Record<string, unknown>, string][] = [
      [post({ title: '', networks: [] }), postMessages.title],
      [post({ content: '<p><br></p>', networks: [] }), postMessages.text],
      [post({ networks: [] }), postMessages.platform],
      [post({ networks: ['instagram'] }), postMessages.instagramMedia],
      [
        post({ networks: ['twitter', 'linkedin'], content: 'x'.repeat(281) }),
        postMessages.twitterTooLong(280),
      ],
      [post({ networks: ['linkedin'], content: 'x'.repeat(3001) }), postMessages.linkedinTooLong(3000)],
    ];
    for (const [body, text] of cases) {
      const res = await s.call('POST', '/posts', body);
      expect([res.status, message(res)]).toEqual([400, text]);
    }
    const past = await s.call('POST', '/posts', post({ scheduledAt: now - 60_000 }));
    expect(past.status).toBe(400);
    expect(message(past)).toMatch(/^Post time should be after the current time \(\d\d:\d\d [AP]M\)$/);
  });

  it('checks stored media against each network (step 3) before the platform step', async () => {
    const s = await newSession({ linkedIn: false });
    const big = await media(s, 'big.png', 'image/png', 6 * 1024 * 1024);
    const res = await s.call('POST', '/posts', post({ networks: ['twitter'], attachments: [big] }));
    expect([res.status, message(res)]).toEqual([400, 'X (Twitter) images cannot be larger than 5MB']);
    const foreign = await s.call(
      'POST',
      '/posts',
      post({
        attachments: [{ file_uri: 'media/other-team/x.png', file_name: 'x.png', mimeType: 'image/png' }],
      }),
    );
    expect([foreign.status, message(foreign)]).toEqual([400, "Couldn't upload the file!"]);
  });
});

describe('scheduling and publishing', () => {
  it('publishes X posts on the X account, Facebook and Instagram on the checked page and account, LinkedIn through the bot', async () => {
    const s = await newSession();
    const handle = uniqueHandle('post');
    expect((await connectX(s.token(), handle)).status).toBe(200);
    const fbEmail = uniqueEmail('fbposts');
    const fb = await connectFacebook(s.token(), fbEmail);
    const page = (fb.body.facebookPages as { id: string; ig: { id: string } | null }[]).find((p) => p.ig);
    const options = { pages_checked: [page?.id], ig_accounts_checked: [page?.ig?.id] };
    expect((await s.call('POST', '/facebook/options', options)).status).toBe(200);
    const at = (await clockNow()) + 2 * HOUR;
    // A 4:5 JPEG, as Instagram takes it.
    const img = await media(s, 'a.jpg', 'image/jpeg', 1024, jpegOf(1080, 1350, 1024));
    const created = await s.call(
      'POST',
      '/posts',
      post({
        networks: ['linkedin', 'twitter', 'facebook', 'instagram'],
        scheduledAt: at,
        attachments: [img],
      }),
    );
    expect(created).toMatchObject({
      status: 201,
      body: { status: 'pending', statusLabel: 'Scheduled', postTypes: ['image'] },
    });
    const id = created.body.id as string;
    expect((await s.call('GET', `/posts?from=${at - HOUR}&to=${at + HOUR}`)).body.total).toBe(1);

    // Nothing happens before the time; after it, LinkedIn waits for the bot, the others are published.
    await advanceClock(2 * HOUR + 60_000);
    const queued = await waitFor(
      async () => {
        const p = (await s.call('GET', `/posts/${id}`)).body;
        // Claimed first (queued), then the networks' results are written.
        return p.status === 'queued' && p.results.twitter ? p : null;
      },
      30_000,
      'the post to be handed over',
    );
    expect(queued.results).toMatchObject({
      twitter: { status: 'published' },
      facebook: { status: 'published' },
      instagram: { status: 'published' },
      linkedin: { status: 'queued' },
    });
    // The Meta sandbox got the page post with its photo and the Instagram post, as plain text.
    const [fbPost] = await metaSandboxRecords<{
      id: string;
      page_id: string;
      message: string;
      photos: { size: number }[];
    }>('posts', fbEmail);
    expect(fbPost).toMatchObject({
      id: queued.results.facebook.externalId,
      page_id: page?.id,
      message: 'We shipped it!',
    });
    expect(fbPost?.photos.map((p) => p.size)).toEqual([1024]);
    const [igPost] = await metaSandboxRecords<{ id: string; caption: string; size: number }>(
      'instagram',
      fbEmail,
    );
    expect(igPost).toMatchObject({
      id: queued.results.instagram.externalId,
      caption: 'We shipped it!',
      size: 1024,
    });
    // The X sandbox got the post as plain text with its image (the access token was refreshed: 2 h passed).
    const [tweet] = await xSandboxRecords<{ id: string; text: string; media_ids: string[] }>(
      'tweets',
      handle,
    );
    expect(tweet).toMatchObject({ text: 'We shipped it!', id: queued.results.twitter.externalId });
    const uploaded = await xSandboxRecords<{ id: string; size: number }>('media', handle);
    expect(uploaded.map((m) => [m.id, m.size])).toEqual([[tweet.media_ids[0], 1024]]);
    const action = await completeNext(s, 'publish-post', () => ({
      result: 'published',
      postUrn: 'urn:li:activity:1',
    }));
    expect(action.payload).toMatchObject({ postId: id, text: '<p>We shipped it!</p>' });
    const done = await waitFor(
      async () => {
        const p = (await s.call('GET', `/posts/${id}`)).body;
        return p.status === 'published' ? p : null;
      },
      15_000,
      'the post to be published',
    );
    expect(done.results.linkedin).toMatchObject({ status: 'published', externalId: 'urn:li:activity:1' });
  });

  it("maps Instagram's refusal to an invalid post with the spec's message; Facebook without a login is skipped", async () => {
    const s = await newSession({ linkedIn: false });
    const fb = await connectFacebook(s.token(), uniqueEmail('igwide'));
    const page = (fb.body.facebookPages as { id: string; ig: { id: string } | null }[]).find((p) => p.ig);
    const options = { pages_checked: [], ig_accounts_checked: [page?.ig?.id] };
    expect((await s.call('POST', '/facebook/options', options)).status).toBe(200);
    const at = (await clockNow()) + HOUR;
    // 3:1 is wider than Instagram's 1.91:1.
    const img = await media(s, 'wide.jpg', 'image/jpeg', 64, jpegOf(3000, 1000, 64));
    const created = await s.call(
      'POST',
      '/posts',
      post({ networks: ['instagram', 'facebook'], scheduledAt: at, attachments: [img] }),
    );
    const id = created.body.id as string;
    await advanceClock(HOUR + 60_000);
    const done = await waitFor(
      async () => {
        const p = (await s.call('GET', `/posts/${id}`)).body;
        return p.results.instagram && p.results.facebook ? p : null;
      },
      30_000,
      'the post to be tried',
    );
    expect(done.results).toMatchObject({
      instagram: { status: 'invalid', errorCode: 'instagram_invalid_aspect_ratio' },
      facebook: { status: 'skipped', errorCode: 'facebook_not_connected' },
    });
    expect(done).toMatchObject({
      status: 'invalid',
      errorCode: 'instagram_invalid_aspect_ratio',
      tooltip: postFailureMessages.instagram_invalid_aspect_ratio,
    });
  });

  it('publishes several files on Instagram as a carousel and a video on Facebook once processed; a video Instagram refuses shows why', async () => {
    // Prepare: Facebook connected with its page and the page's Instagram account checked
    const s = await newSession({ linkedIn: false });
    const fbEmail = uniqueEmail('igcarousel');
    const fb = await connectFacebook(s.token(), fbEmail);
    const page = (fb.body.facebookPages as { id: string; ig: { id: string } | null }[]).find((p) => p.ig);
    const options = { pages_checked: [page?.id], ig_accounts_checked: [page?.ig?.id] };
    expect((await s.call('POST', '/facebook/options', options)).status).toBe(200);
    const at = (await clockNow()) + HOUR;
    const photo = (name: string, size: number) =>
      media(s, name, 'image/jpeg', size, jpegOf(1080, 1080, size));
    const clip = await media(s, 'clip.mp4', 'video/mp4', 2048, mp4Of(10, 2048));
    const album = await s.call(
      'POST',
      '/posts',
      post({
        networks: ['instagram'],
        scheduledAt: at,
        attachments: [await photo('a.jpg', 700), await photo('b.jpg', 800), clip],
      }),
    );
    const film = await s.call(
      'POST',
      '/posts',
      post({ content: '<p>Our film</p>', networks: ['facebook'], scheduledAt: at, attachments: [clip] }),
    );
    // MP4 by name and type, but no video inside: Instagram's processing ends in ERROR.
    const fake = await media(s, 'fake.mp4', 'video/mp4', 512);
    const broken = await s.call(
      'POST',
      '/posts',
      post({ networks: ['instagram'], scheduledAt: at, attachments: [fake] }),
    );
    expect([album.status, film.status, broken.status]).toEqual([201, 201, 201]);

    // Act
    await advanceClock(HOUR + 60_000);
    const settledPost = (id: string) =>
      waitFor(
        async () => {
          const p = (await s.call('GET', `/posts/${id}`)).body;
          return ['published', 'invalid', 'skipped'].includes(p.status) ? p : null;
        },
        60_000,
        'the post to be published or refused',
      );
    const [a, f, b] = [
      await settledPost(album.body.id),
      await settledPost(film.body.id),
      await settledPost(broken.body.id),
    ];

    // Assess: one carousel of the three files, in order
    expect(a).toMatchObject({ status: 'published', results: { instagram: { status: 'published' } } });
    const ig = await metaSandboxRecords<{
      id: string;
      media_type: string;
      caption: string;
      children: unknown[];
    }>('instagram', fbEmail);
    expect(ig).toEqual([
      expect.objectContaining({
        id: a.results.instagram.externalId,
        media_type: 'CAROUSEL_ALBUM',
        caption: 'We shipped it!',
        children: [
          expect.objectContaining({ media_type: 'IMAGE', size: 700 }),
          expect.objectContaining({ media_type: 'IMAGE', size: 800 }),
          expect.objectContaining({ media_type: 'VIDEO', size: 2048 }),
        ],
      }),
    ]);
    // The page post is the processed video with the text as its description.
    expect(f).toMatchObject({ status: 'published', results: { facebook: { status: 'published' } } });
    const [fbPost] = await metaSandboxRecords<{ id: string; message: string; video?: { size: number } }>(
      'posts',
      fbEmail,
    );
    expect(fbPost).toMatchObject({
      id: f.results.facebook.externalId,
      message: 'Our film',
      video: { size: 2048 },
    });
    // The refused video: invalid, with the spec's message for it.
    expect(b).toMatchObject({
      status: 'invalid',
      errorCode: 'invalid_video_format',
      tooltip: postFailureMessages.invalid_video_format,
      results: { instagram: { status: 'invalid', errorCode: 'invalid_video_format' } },
    });
  });

  it('skips LinkedIn without a connected account, reschedules (post-time), archives and deletes', async () => {
    const s = await newSession({ linkedIn: false });
    const now = await clockNow();
    const created = await s.call('POST', '/posts', post({ scheduledAt: now + HOUR }));
    const id = created.body.id as string;
    const early = await s.call('PATCH', `/posts/${id}/post-time`, { timestamp: now - 1 });
    expect(message(early)).toMatch(/^Post time should be after the current time/);
    const moved = await s.call('PATCH', `/posts/${id}/post-time`, { timestamp: now + 3 * HOUR });
    expect(moved.body).toMatchObject({ status: 'pending', scheduledAt: now + 3 * HOUR });
    // The old time passes: nothing goes out.
    await advanceClock(HOUR + 60_000);
    expect((await s.call('GET', `/posts/${id}`)).body.status).toBe('pending');
    await advanceClock(2 * HOUR);
    const skipped = await waitFor(
      async () => {
        const p = (await s.call('GET', `/posts/${id}`)).body;
        return p.status === 'skipped' ? p : null;
      },
      30_000,
      'the post to be skipped',
    );
    expect(skipped.tooltip).not.toBe(postFailureMessages.payload_too_long);
    expect(skipped.errorCode).toBe('linkedin_not_connected');

    const archived = await s.call('PATCH', `/posts/${id}/archive`);
    expect(archived.body.status).toBe('archived');
    expect((await s.call('GET', '/posts')).body.total).toBe(0);
    expect((await s.call('GET', '/posts?status=archived')).body.total).toBe(1);
    expect((await s.call('DELETE', `/posts/${id}`)).status).toBe(200);
    expect((await s.call('GET', `/posts/${id}`)).status).toBe(404);
  });

  it("answers 404 for another team's post and lists the post types", async () => {
    const s = await newSession({ linkedIn: false });
    const other = await newSession({ linkedIn: false });
    const id = (await s.call('POST', '/posts', post({ scheduledAt: (await clockNow()) + HOUR }))).body.id;
    for (const [m, p, b] of [
      ['GET', `/posts/${id}`, undefined],
      ['PATCH', `/posts/${id}`, post()],
      ['PATCH', `/posts/${id}/archive`, undefined],
      ['PATCH', `/posts/${id}/post-time`, { timestamp: (await clockNow()) + 5 * HOUR }],
      ['DELETE', `/posts/${id}`, undefined],
    ] as const)
      expect((await other.call(m, p, b)).status, `${m} ${p}`).toBe(404);
    expect((await s.call('GET', '/posts/types')).body.map((t: { value: string }) => t.value)).toEqual([
      'text',
      'image',
      'video',
      'document',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { api, baseUrl, linkFromMail, PASSWORD, uniqueEmail, uniqueIp } from '../support/api.ts';
import { newSession } from '../support/outreach.ts';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('settings pages (issue #11): profile, email change, referral, auto-withdrawals, greetings', () => {
  it('updates the name and the photo through a presigned upload; the photo address serves the image', async () => {
    const [s, other] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    const up = await s.call('POST', '/users/me/photo-upload-url', {
      mimetype: 'image/png',
      size: PNG.length,
    });
    expect(up.status).toBe(200);
    expect(up.body.key).toMatch(new RegExp(`^avatars/${s.userId}/`));
    const put = await fetch(up.body.signed_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.ok).toBe(true);

    const res = await s.call('PATCH', '/users/update', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      photoKey: up.body.key,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' });
    const url = res.body.profilePictureUrl as string;
    expect(url).toMatch(new RegExp(`^/api/v1/users/${s.userId}/photo/[0-9A-Z]{26}\\.png$`));
    // Stored without a host or port: the address survives restarts and works in AWS as is.
    const photo = await fetch(`${baseUrl()}${url}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);

    // Another user cannot take this key as their photo; bad input is a 400, never a 500.
    expect(
      (await other.call('PATCH', '/users/update', { firstName: 'X', photoKey: up.body.key })).status,
    ).toBe(400);
    expect((await s.call('PATCH', '/users/update', { firstName: '  ', lastName: 'L' })).body).toMatchObject({
      statusCode: 400,
      message: ['Please enter a first name'],
    });
    expect(
      (await s.call('POST', '/users/me/photo-upload-url', { mimetype: 'text/html', size: 10 })).status,
    ).toBe(400);
    expect(
      (await s.call('POST', '/users/me/photo-upload-url', { mimetype: 'image/png', size: 6_000_000 })).status,
    ).toBe(400);

    // Removing the photo: the old address stops answering.
    const removed = await s.call('PATCH', '/users/update', {
      firstName: 'Ada',
      lastName: 'L',
      photoKey: null,
    });
    expect(removed.body.profilePictureUrl).toBeNull();
    expect((await fetch(`${baseUrl()}${url}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${baseUrl()}/api/v1/users/${s.userId}/photo/..%2f..%2fx.png`)).status).toBe(404);
  });

  it('changes the email only once the link mailed to the new address is opened', async () => {
    const [s, other] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    expect((await s.call('PATCH', '/users/change-email', { email: 'not-an-email' })).status).toBe(400);
    expect((await s.call('PATCH', '/users/change-email', { email: other.email })).body).toMatchObject({
      statusCode: 400,
      message: 'This email is already used by another account',
    });
    const next = uniqueEmail('moved');
    const res = await s.call('PATCH', '/users/change-email', { email: next.toUpperCase() });
    expect(res.body).toEqual({ pendingEmail: next });
    const me = (await s.call('GET', '/users/me')).body;
    expect(me).toMatchObject({ email: s.email, pendingEmail: next });

    const token = await linkFromMail(next, '/change-email/');
    const ok = await api('POST', '/users/confirm-email-change', { body: { token } });
    expect(ok.body).toEqual({ status: 'success', email: next });
    // Used once.
    expect((await api('POST', '/users/confirm-email-change', { body: { token } })).body.status).toBe(
      'bad_request',
    );
    expect((await s.call('GET', '/users/me')).body).toMatchObject({ email: next, pendingEmail: null });
    // Signs in with the new address only; the old one is free for a new account.
    const ip = uniqueIp();
    expect(
      (await api('POST', '/auth/sign-in', { body: { email: next, password: PASSWORD }, ip })).status,
    ).toBe(200);
    expect(
      (await api('POST', '/auth/sign-in', { body: { email: s.email, password: PASSWORD }, ip })).status,
    ).toBe(404);
  });

  it('two accounts racing for one address: only one gets it', async () => {
    const [a, b] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    const wanted = uniqueEmail('wanted');
    await a.call('PATCH', '/users/change-email', { email: wanted });
    await b.call('PATCH', '/users/change-email', { email: wanted });
    const mails = (await (await fetch(`${baseUrl()}/_local/mail.json`)).json()) as {
      to: string;
      text: string;
    }[];
    const tokens = mails
      .filter((m) => m.to.includes(wanted))
      .map((m) => /\/change-email\/([\w-]+)/.exec(m.text)?.[1])
      .filter(Boolean);
    expect(tokens).toHaveLength(2);
    const results = await Promise.all(
      tokens.map((token) => api('POST', '/users/confirm-email-change', { body: { token } })),
    );
    expect(results.map((r) => r.body.status).sort()).toEqual(['success', 'taken']);
    const emails = [
      (await a.call('GET', '/users/me')).body.email,
      (await b.call('GET', '/users/me')).body.email,
    ];
    expect(emails.filter((e) => e === wanted)).toHaveLength(1);
  });

  it('the referral link counts the sign-ups that came through it', async () => {
    const s = await newSession({ linkedIn: false });
    const ref = (await s.call('GET', '/users/me/referral')).body;
    expect(ref).toEqual({
      referralCode: s.userId,
      referralLink: expect.stringMatching(new RegExp(`/auth/signup\\?ref=${s.userId}$`)),
      referredCount: 0,
    });
    const signUp = (referralCode: string) =>
      api('POST', '/auth/sign-up', {
        body: {
          email: uniqueEmail('friend'),
          password: PASSWORD,
          firstName: 'F',
          lastName: 'R',
          referralCode,
        },
        ip: uniqueIp(),
      });
    expect((await signUp(s.userId)).status).toBe(201);
    expect((await signUp('nobody')).status).toBe(201);
    expect((await s.call('GET', '/users/me/referral')).body.referredCount).toBe(1);
  });

  it('stores the auto-withdrawal and greetings settings the bot reads', async () => {
    const s = await newSession({ linkedIn: false });
    const before = (await s.call('GET', '/users/preferences')).body;
    expect(before.autoWithdraw).toEqual({ isEnabled: false, afterDays: 30 });
    expect(before.greetingMessages.map((g: { type: string }) => g.type)).toEqual([
      'birthday',
      'work-anniversary',
      'new-position',
    ]);

    const aw = await s.call('PATCH', '/users/edit-auto-withdraw', {
      autoWithdraw: { isEnabled: true, afterDays: 21 },
    });
    expect(aw.body).toEqual({ autoWithdraw: { isEnabled: true, afterDays: 21 } });
    for (const afterDays of [3, 181, 1.5])
      expect(
        (await s.call('PATCH', '/users/edit-auto-withdraw', { autoWithdraw: { isEnabled: true, afterDays } }))
          .status,
      ).toBe(400);

    const g = await s.call('PATCH', '/users/edit-greetings', {
      greetingMessages: [{ type: 'birthday', isEnabled: true, message: ' Happy birthday {{firstName}}! ' }],
    });
    expect(g.status).toBe(200);
    expect(g.body.greetingMessages[0]).toEqual({
      type: 'birthday',
      isEnabled: true,
      message: 'Happy birthday {{firstName}}!',
    });
    expect(g.body.greetingMessages).toHaveLength(3);
    const empty = await s.call('PATCH', '/users/edit-greetings', {
      greetingMessages: [{ type: 'new-position', isEnabled: true, message: '' }],
    });
    expect(empty.body).toMatchObject({ statusCode: 400, message: ['Please enter a message'] });
    expect(
      (
        await s.call('PATCH', '/users/edit-greetings', {
          greetingMessages: [{ type: 'wedding', isEnabled: false, message: '' }],
        })
      ).status,
    ).toBe(400);

    const after = (await s.call('GET', '/users/preferences')).body;
    expect(after.autoWithdraw).toEqual({ isEnabled: true, afterDays: 21 });
    expect(after.greetingMessages[0].isEnabled).toBe(true);
    expect(after.greetingMessages[2].isEnabled).toBe(false);
  });
});

import { upgradeHintFor } from '@outreach/shared/plans/features';
import { whiteLabelMessages } from '@outreach/shared/schemas/whitelabels';
import { describe, expect, it } from 'vitest';
import { baseUrl, checkDeclaredResponse, linkFromMail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { sandboxMailSettings } from '../support/mail.ts';
import { newSession, type Session } from '../support/outreach.ts';

// A 1×1 PNG and a GIF header: real image signatures.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A team owner on a plan with white label (agency), with room for members. */
async function whiteLabelOwner(plan = 'agency') {
  const s = await newSession({ linkedIn: false });
  const deps = await domainDeps();
  await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan, seats: 10, hasPaidPlan: true }).go();
  return s;
}

/** PATCH /whitelabels/branding as the page sends it: multipart with the images as file parts. */
async function branding(
  s: Session,
  fields: Record<string, string>,
  files: Record<string, [Buffer, string]> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, [bytes, name]] of Object.entries(files))
    form.set(k, new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${baseUrl()}/api/v1/whitelabels/branding`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${s.token()}` },
    body: form,
  });
  const body = await res.json();
  if (res.ok) checkDeclaredResponse('PATCH', '/whitelabels/branding', body);
  return { status: res.status, body };
}

/** `invitee` joins `o`'s team as `role` through the mailed link. */
async function join(o: Session, invitee: Session, role = 'member') {
  const sent = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Invitee',
    email: invitee.email,
    role,
  });
  expect(sent.status).toBe(200);
  const key = await linkFromMail(invitee.email, '/team/invite/');
  const read = await invitee.call('GET', `/teams/invites/${key}`);
  expect((await invitee.call('POST', `/teams/invites/${read.body.id}/accept`, {})).status).toBe(200);
}

async function setDns(type: 'TXT' | 'CNAME', name: string, values: string[]) {
  const res = await fetch(`${baseUrl()}/_local/dns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, name, values }),
  });
  expect(res.status).toBe(200);
}

const uniqueDomain = () => `go-${Math.random().toString(36).slice(2, 10)}.acme.test`;

describe('white label (spec 1 §8 "White label")', () => {
  it('needs the white-label feature: a trial owner reads nothing and may not write', async () => {
    const s = await newSession({ linkedIn: false });
    const read = await s.call('GET', '/whitelabels');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      whiteLabel: null,
      isActive: false,
      isWhiteLabelUser: false,
      canManage: false,
    });
    const write = await branding(s, { companyName: 'Acme' });
    expect(write).toMatchObject({
      status: 403,
      body: { statusCode: 403, message: upgradeHintFor('whiteLabel') },
    });
    // Teams needs 5 seats for it.
    const deps = await domainDeps();
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ plan: 'teams', seats: 4 }).go();
    expect((await s.call('PATCH', '/whitelabels/toggle-status', {})).status).toBe(403);
    await deps.db.entities.team.patch({ teamId: s.teamId }).set({ seats: 5 }).go();
    expect((await s.call('GET', '/whitelabels')).body.canManage).toBe(true);
  });

  it('saves branding from multipart (images checked by signature, colours by pattern) and serves the images', async () => {
    const o = await whiteLabelOwner();
    const noName = await branding(o, { accentColor: '#112233' });
    expect(noName).toMatchObject({ status: 400, body: { message: whiteLabelMessages.companyName } });
    const badColour = await branding(o, { companyName: 'Acme', accentColor: 'blue' });
    expect(badColour).toMatchObject({
      status: 400,
      body: { message: ['Please enter a colour like #1A73E8'] },
    });
    const svg = await branding(o, { companyName: 'Acme' }, { logo: [Buffer.from('<svg/>'), 'logo.png'] });
    expect(svg).toMatchObject({ status: 400, body: { message: whiteLabelMessages.image } });
    const big = await branding(
      o,
      { companyName: 'Acme' },
      { logo: [Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'l.png'] },
    );
    expect(big).toMatchObject({ status: 400, body: { message: whiteLabelMessages.imageSize } });
    // Nothing of the refused calls was kept.
    expect((await o.call('GET', '/whitelabels')).body.whiteLabel).toBeNull();

    const saved = await branding(
      o,
      {
        companyName: '  Acme Outreach ',
        titleColor: '#102030',
        accentColor: '#ff6600',
        navigationTextColor: '#FFF',
      },
      { logo: [PNG, 'logo.png'], favicon: [GIF, 'favicon.gif'], logoIcon: [PNG, 'icon.png'] },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      isActive: false,
      withBranding: false,
      canManage: true,
      whiteLabel: {
        id: o.teamId,
        status: 'inactive',
        companyName: 'Acme Outreach',
        theme: { titleColor: '#102030', accentColor: '#ff6600', navigationTextColor: '#FFF' },
      },
    });
    const logo = await fetch(saved.body.whiteLabel.logo);
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);
    const favicon = await fetch(saved.body.whiteLabel.favicon);
    expect(Buffer.from(await favicon.arrayBuffer()).equals(GIF)).toBe(true);

    const read = await o.call('GET', '/whitelabels/branding');
    expect(read.body).toMatchObject({ companyName: 'Acme Outreach', theme: { accentColor: '#ff6600' } });
    expect(read.body.logoIcon).toEqual(expect.any(String));

    // JSON works too; `remove` drops an image.
    const json = await o.call('PATCH', '/whitelabels/branding', {
      accentColor: '#00aa00',
      remove: 'logoIcon',
    });
    expect(json.status).toBe(200);
    expect(json.body.whiteLabel).toMatchObject({ logoIcon: null, theme: { accentColor: '#00aa00' } });
    expect(json.body.whiteLabel.logo).toEqual(expect.any(String));
  });

  it('activates: members become white-label users who see the branding but may not manage it; inactive again blocks them', async () => {
    const o = await whiteLabelOwner();
    const m = await newSession({ linkedIn: false });
    await join(o, m);
    expect((await o.call('PATCH', '/whitelabels/toggle-status', {})).body).toMatchObject({
      message: whiteLabelMessages.notConfigured,
      statusCode: 400,
    });
    await branding(o, { companyName: 'Acme', accentColor: '#ff6600' }, { logo: [PNG, 'logo.png'] });
    const on = await o.call('PATCH', '/whitelabels/toggle-status', {});
    expect(on.body).toMatchObject({
      isActive: true,
      withBranding: true,
      isWhiteLabelUser: false,
      canManage: true,
    });

    const seen = await m.call('GET', '/whitelabels');
    expect(seen.body).toMatchObject({
      isActive: true,
      isWhiteLabelUser: true,
      withBranding: true,
      canManage: false,
      whiteLabel: {
        companyName: 'Acme',
        smtpSettings: null,
        dnsRecords: [],
        theme: { accentColor: '#ff6600' },
      },
    });
    for (const [method, path, body] of [
      ['PATCH', '/whitelabels/toggle-status', {}],
      ['PATCH', '/whitelabels/branding', { companyName: 'Mine' }],
      ['PUT', '/whitelabels/smtp-settings', (await sandboxMailSettings()).smtpSettings],
      ['DELETE', '/whitelabels/smtp-settings', undefined],
      ['PATCH', '/whitelabels/domain', { domain: uniqueDomain() }],
      ['DELETE', '/whitelabels/domain', undefined],
      ['PATCH', '/whitelabels/domain/verify-dns', {}],
    ] as const) {
      const res = await m.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await m.call('GET', '/whitelabels')).body.whiteLabel.companyName).toBe('Acme');

    const off = await o.call('PATCH', '/whitelabels/toggle-status', { status: 'inactive' });
    expect(off.body).toMatchObject({ isActive: false, withBranding: false });
    // Still a white-label user: the shell shows the white-label blocked screen (gate 4).
    expect((await m.call('GET', '/whitelabels')).body).toMatchObject({
      isActive: false,
      isWhiteLabelUser: true,
    });
    expect((await o.call('PATCH', '/whitelabels/toggle-status', { status: 'bogus' })).status).toBe(400);
  });

  it('saves SMTP settings after trying them on the real SMTP server, encrypted and never answered', async () => {
    const o = await whiteLabelOwner();
    await branding(o, { companyName: 'Acme' });
    const smtp = (await sandboxMailSettings()).smtpSettings;
    const wrong = await o.call('PUT', '/whitelabels/smtp-settings', { ...smtp, password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect((await o.call('GET', '/whitelabels')).body.whiteLabel.smtpSettings).toBeNull();
    expect((await o.call('PUT', '/whitelabels/smtp-settings', { ...smtp, smtpServer: '' })).status).toBe(400);

    const ok = await o.call('PUT', '/whitelabels/smtp-settings', smtp);
    expect(ok.status).toBe(200);
    expect(ok.body.whiteLabel.smtpSettings).toEqual({
      senderName: smtp.senderName,
      replyToEmail: smtp.replyToEmail,
      smtpServer: smtp.smtpServer,
      username: smtp.username,
      port: Number(smtp.port),
      isTlsEnabled: false,
    });
    expect(JSON.stringify(ok.body)).not.toContain(smtp.password);
    expect(ok.body.withCustomEmail).toBe(false); // inactive
    const deps = await domainDeps();
    const row = (await deps.db.entities.whiteLabel.get({ teamId: o.teamId }).go()).data;
    expect(row?.smtpPasswordCipher).toBeTruthy();
    expect(row?.smtpPasswordCipher).not.toContain(smtp.password);
    expect(
      await deps.secrets.decrypt(row!.smtpPasswordCipher!, { teamId: o.teamId, purpose: 'whitelabel-smtp' }),
    ).toBe(smtp.password);
    expect((await o.call('PATCH', '/whitelabels/toggle-status', {})).body.withCustomEmail).toBe(true);

    const gone = await o.call('DELETE', '/whitelabels/smtp-settings');
    expect(gone.body).toMatchObject({ withCustomEmail: false, whiteLabel: { smtpSettings: null } });
    expect(
      (await deps.db.entities.whiteLabel.get({ teamId: o.teamId }).go()).data?.smtpPasswordCipher,
    ).toBeUndefined();
  });

  it('verifies a custom domain through DNS; invite links then use it; one domain per white label', async () => {
    const o = await whiteLabelOwner();
    await branding(o, { companyName: 'Acme' });
    const domain = uniqueDomain();
    expect((await o.call('PATCH', '/whitelabels/domain', { domain: 'not a domain' })).status).toBe(400);
    expect((await o.call('PATCH', '/whitelabels/domain/verify-dns', {})).body.message).toBe(
      whiteLabelMessages.noDomain,
    );
    const set = await o.call('PATCH', '/whitelabels/domain', { domain: `https://${domain.toUpperCase()}/` });
    expect(set.status).toBe(200);
    const records = set.body.whiteLabel.dnsRecords as { type: string; name: string; value: string }[];
    expect(set.body.whiteLabel).toMatchObject({ domain, isDomainValidated: false });
    expect(records.map((r) => [r.type, r.name])).toEqual([
      ['CNAME', domain],
      ['TXT', `_outreach-verify.${domain}`],
    ]);
    expect(records[0]!.value).toBe(new URL(baseUrl()).hostname);

    // Another team cannot claim it.
    const other = await whiteLabelOwner();
    await branding(other, { companyName: 'Other' });
    expect((await other.call('PATCH', '/whitelabels/domain', { domain })).status).toBe(409);

    // Before the records exist: nothing verified.
    const early = await o.call('PATCH', '/whitelabels/domain/verify-dns', {});
    expect(early.body.whiteLabel).toMatchObject({ isDomainValidated: false });
    expect(early.body.whiteLabel.dnsRecords.map((r: { isVerified: boolean }) => r.isVerified)).toEqual([
      false,
      false,
    ]);
    await setDns('TXT', records[1]!.name, [records[1]!.value]);
    const half = await o.call('PATCH', '/whitelabels/domain/verify-dns', {});
    expect(half.body.whiteLabel.dnsRecords.map((r: { isVerified: boolean }) => r.isVerified)).toEqual([
      false,
      true,
    ]);
    await setDns('CNAME', domain, [`${records[0]!.value}.`]);
    const done = await o.call('PATCH', '/whitelabels/domain/verify-dns', {});
    expect(done.body).toMatchObject({ withCustomDomain: false, whiteLabel: { isDomainValidated: true } });

    // Invite links: the product's domain while inactive, the white-label domain once active.
    const invitee = `wl-invitee-${Date.now()}@example.test`;
    const sent = await o.call('POST', `/teams/${o.teamId}/invites`, {
      name: 'Ann',
      email: invitee,
      role: 'member',
    });
    expect(sent.body.invite?.inviteLink ?? sent.body.inviteLink).toMatch(
      new RegExp(`^${baseUrl()}/team/invite/`),
    );
    await o.call('PATCH', '/whitelabels/toggle-status', { status: 'active' });
    const list = await o.call('GET', `/teams/${o.teamId}/invites`);
    expect(list.body.invites[0].inviteLink).toMatch(new RegExp(`^https://${domain}/team/invite/`));
    expect((await o.call('GET', '/users/me')).body.team.isWhiteLabelCustomDomain).toBe(true);

    // Removing the domain frees it for another team.
    const removed = await o.call('DELETE', '/whitelabels/domain');
    expect(removed.body.whiteLabel).toMatchObject({ domain: null, isDomainValidated: false, dnsRecords: [] });
    expect((await other.call('PATCH', '/whitelabels/domain', { domain })).status).toBe(200);
  });
});

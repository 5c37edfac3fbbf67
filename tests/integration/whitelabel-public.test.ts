import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, checkDeclaredResponse, linkFromMail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

// A 1×1 PNG: a real image signature.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const COMPANY = 'Acme Growth';
const THEME = { titleColor: '#12263a', accentColor: '#e8590c', navigationTextColor: '#ffffff' };

async function setDns(type: 'TXT' | 'CNAME', name: string, values: string[]) {
  const res = await fetch(`${baseUrl()}/_local/dns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, name, values }),
  });
  expect(res.status).toBe(200);
}

/** An agency owner whose white label is branded (logo icon, colours), active, on a validated domain. */
async function brandedOnDomain() {
  const o = await newSession({ linkedIn: false });
  const deps = await domainDeps();
  await deps.db.entities.team
    .patch({ teamId: o.teamId })
    .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
    .go();
  const form = new FormData();
  form.set('companyName', COMPANY);
  for (const [k, v] of Object.entries(THEME)) form.set(k, v);
  form.set('logoIcon', new Blob([new Uint8Array(PNG)]), 'icon.png');
  const b = await fetch(`${baseUrl()}/api/v1/whitelabels/branding`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${o.token()}` },
    body: form,
  });
  expect(b.status).toBe(200);
  const domain = `login-${Math.random().toString(36).slice(2, 10)}.acme.test`;
  const set = await o.call('PATCH', '/whitelabels/domain', { domain });
  const [cname, txt] = set.body.whiteLabel.dnsRecords as { name: string; value: string }[];
  await setDns('TXT', txt!.name, [txt!.value]);
  await setDns('CNAME', domain, [cname!.value]);
  expect(
    (await o.call('PATCH', '/whitelabels/domain/verify-dns', {})).body.whiteLabel.isDomainValidated,
  ).toBe(true);
  return { o, domain };
}

const publicBranding = async (query: string) => {
  const res = await api('GET', `/whitelabels/public${query}`);
  expect(res.status).toBe(200);
  checkDeclaredResponse('GET', '/whitelabels/public', res.body);
  return res.body.whiteLabel;
};

/** GET /whitelabels/public with only a Host header, as a browser on the white-label domain sends it. */
function publicByHost(host: string): Promise<{ status: number; body: any }> {
  const url = new URL(`${baseUrl()}/api/v1/whitelabels/public`);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } },
      (res) => {
        let data = '';
        res.on('data', (c) => {
          data += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('white-label branding before sign-in (spec 1 §3 "Verification token data", issue #11)', () => {
  it('answers an active white label’s name, images and theme on its validated domain, and nothing else', async () => {
    const { o, domain } = await brandedOnDomain();
    // Validated but not active yet: nothing.
    expect(await publicBranding(`?domain=${domain}`)).toBeNull();
    expect((await o.call('PATCH', '/whitelabels/toggle-status', { status: 'active' })).status).toBe(200);

    const wl = await publicBranding(`?domain=${domain.toUpperCase()}`);
    expect(wl).toMatchObject({ companyName: COMPANY, logo: null, favicon: null, theme: THEME });
    expect(Object.keys(wl).sort()).toEqual(['companyName', 'favicon', 'logo', 'logoIcon', 'theme']);
    const icon = await fetch(wl.logoIcon);
    expect(icon.status).toBe(200);
    expect(Buffer.from(await icon.arrayBuffer()).equals(PNG)).toBe(true);

    // The Host header does when the page names no domain (the port is not part of the name).
    const byHost = await publicByHost(`${domain}:443`);
    expect(byHost.status).toBe(200);
    expect(byHost.body.whiteLabel.companyName).toBe(COMPANY);

    // Other hosts: the product's own, an unknown one, and a bad value.
    expect(await publicBranding(`?domain=${new URL(baseUrl()).hostname}`)).toBeNull();
    expect(await publicBranding('?domain=nobody.acme.test')).toBeNull();
    expect((await api('GET', `/whitelabels/public?domain=${'a'.repeat(300)}`)).status).toBe(400);

    // Deactivated, or the domain removed: the login page is the product's again.
    await o.call('PATCH', '/whitelabels/toggle-status', { status: 'inactive' });
    expect(await publicBranding(`?domain=${domain}`)).toBeNull();
    await o.call('PATCH', '/whitelabels/toggle-status', { status: 'active' });
    expect((await o.call('DELETE', '/whitelabels/domain')).status).toBe(200);
    expect(await publicBranding(`?domain=${domain}`)).toBeNull();
  });

  it('the email verification token answers its user’s white-label logo icon and theme', async () => {
    const { o } = await brandedOnDomain();
    await o.call('PATCH', '/whitelabels/toggle-status', { status: 'active' });
    // A new, unverified user joins the white-label team, then asks for a verification link.
    const u = await newSession({ verified: false, linkedIn: false });
    await join(o, u);
    expect((await u.call('POST', '/auth/send-verification-link', {})).status).toBe(200);
    const token = await lastVerifyToken(u.email);
    const res = await api('PATCH', `/auth/verify-email/${token}`);
    expect(res.status).toBe(200);
    checkDeclaredResponse('PATCH', '/auth/verify-email/{token}', res.body);
    expect(res.body).toMatchObject({ status: 'success', whiteLabel: { theme: THEME } });
    expect(res.body.whiteLabel.logoIcon).toMatch(/^https?:\/\//);
    expect(Object.keys(res.body.whiteLabel).sort()).toEqual(['logoIcon', 'theme']);

    // A used token: the spec's bad_request alone, without white-label data.
    expect((await api('PATCH', `/auth/verify-email/${token}`)).body).toEqual({ status: 'bad_request' });
    // A user of a team without a white label gets the spec's answer unchanged.
    const plain = await newSession({ verified: false, linkedIn: false });
    const own = await api('PATCH', `/auth/verify-email/${await linkFromMail(plain.email, '/verify-email/')}`);
    expect(own.body).toEqual({ status: 'success' });
  });
});

async function join(o: Session, u: Session) {
  const sent = await o.call('POST', `/teams/${o.teamId}/invites`, {
    name: 'Robin',
    email: u.email,
    role: 'member',
  });
  expect(sent.status).toBe(200);
  const key = await linkFromMail(u.email, '/team/invite/');
  const read = await u.call('GET', `/teams/invites/${key}`);
  expect((await u.call('POST', `/teams/invites/${read.body.id}/accept`, {})).status).toBe(200);
}

/** The newest verification link mailed to `email` (the first one came at sign-up). */
async function lastVerifyToken(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await (await fetch(`${baseUrl()}/_local/mail.json`)).json()) as {
      to: string;
      from: string;
      text: string;
    }[];
    const branded = mails.find(
      (m) => m.to.includes(email) && m.from.includes(COMPANY) && /\/verify-email\//.test(m.text),
    );
    const token = branded?.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no white-label verification mail for ${email}`);
}

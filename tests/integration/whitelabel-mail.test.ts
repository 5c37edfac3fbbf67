import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, mailsTo, uniqueEmail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { sandboxMailSettings, waitForSandboxMail } from '../support/mail.ts';
import { newSession, type Session } from '../support/outreach.ts';

const COMPANY = 'Acme Growth';
const SMTP_USER = 'sales@mail.sandbox.test';

/** An agency owner whose white label has a company name (and, unless told, the sandbox SMTP), active. */
async function whiteLabelTeam(opts: { smtp?: boolean } = {}) {
  const o = await newSession({ linkedIn: false });
  const deps = await domainDeps();
  await deps.db.entities.team
    .patch({ teamId: o.teamId })
    .set({ plan: 'agency', seats: 10, hasPaidPlan: true })
    .go();
  const form = new FormData();
  form.set('companyName', COMPANY);
  const b = await fetch(`${baseUrl()}/api/v1/whitelabels/branding`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${o.token()}` },
    body: form,
  });
  expect(b.status).toBe(200);
  if (opts.smtp ?? true)
    expect(
      (await o.call('PUT', '/whitelabels/smtp-settings', (await sandboxMailSettings()).smtpSettings)).status,
    ).toBe(200);
  const on = await o.call('PATCH', '/whitelabels/toggle-status', {});
  expect(on.body.isActive).toBe(true);
  return o;
}

const inviteTo = (o: Session, email: string) =>
  o.call('POST', `/teams/${o.teamId}/invites`, { name: 'Robin', email, role: 'member' });

const inviteMail = (m: ParsedMail) => /invited you to join/.test(m.subject ?? '');

/** Mail the product sent through SES (the /_local/mail stand-in) to `email` with `subject` matching. */
async function sesMailsTo(email: string, subject: RegExp) {
  return (await mailsTo(email)).filter((m) => subject.test(m.subject));
}

describe('product mail of a white-label team (spec 1 §3 "White-label": smtpSettings, withCustomEmail)', () => {
  it('sends invitations through the white label SMTP under the company name, not through SES', async () => {
    const o = await whiteLabelTeam();
    const invitee = uniqueEmail('wl-invitee');
    expect((await inviteTo(o, invitee)).status).toBe(200);

    const mail = await waitForSandboxMail(invitee, inviteMail);
    expect(mail.from?.value[0]).toEqual({ name: COMPANY, address: SMTP_USER });
    expect(mail.text).toContain(`on ${COMPANY}`);
    expect(mail.text).not.toContain('Outreach');
    expect(mail.text).toMatch(/\/team\/invite\/[A-Za-z0-9_-]+/);
    expect(await sesMailsTo(invitee, /invited you/)).toEqual([]);
  });

  it("mails a member's password reset, and exports with their attachment, through the white label", async () => {
    const o = await whiteLabelTeam();
    // A member of the white-label team (their current team).
    const m = await newSession({ linkedIn: false });
    expect((await inviteTo(o, m.email)).status).toBe(200);
    const invite = await waitForSandboxMail(m.email, inviteMail);
    const key = invite.text!.match(/\/team\/invite\/([A-Za-z0-9_-]+)/)![1];
    const read = await m.call('GET', `/teams/invites/${key}`);
    expect((await m.call('POST', `/teams/invites/${read.body.id}/accept`, {})).status).toBe(200);

    expect((await api('POST', '/auth/forgot-password', { body: { email: m.email } })).status).toBe(200);
    const reset = await waitForSandboxMail(m.email, (x) => x.subject === 'Reset your password');
    expect(reset.from?.value[0]?.name).toBe(COMPANY);
    expect(reset.text).toContain(`reset your ${COMPANY} password`);
    // The link still works: it is the product's, the white label has no validated domain.
    const token = reset.text!.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
    const set = await api('PATCH', `/auth/set-new-password/${token}`, {
      body: { password: 'N3w-pass!', passwordConfirmation: 'N3w-pass!' },
    });
    expect(set.status).toBe(200);
    expect(await sesMailsTo(m.email, /Reset your password/)).toEqual([]);

    // An export the owner mails to someone: the CSV travels through the white-label server too.
    const receiver = uniqueEmail('wl-export');
    const csv = await o.call('POST', '/users/me/unsubscribed-emails/csv', { receiverEmail: receiver });
    expect(csv.status).toBe(200);
    const exported = await waitForSandboxMail(receiver, (x) =>
      /unsubscribed emails export/.test(x.subject ?? ''),
    );
    expect(exported.from?.value[0]?.name).toBe(COMPANY);
    expect(exported.attachments.map((a) => a.filename)).toEqual(['unsubscribed-emails.csv']);
  });

  it('without its own SMTP (or when it fails) the mail goes through SES, still under the company name', async () => {
    const o = await whiteLabelTeam({ smtp: false });
    const first = uniqueEmail('wl-ses');
    expect((await inviteTo(o, first)).status).toBe(200);
    const viaSes = await waitFor(() => sesMailsTo(first, /invited you/));
    expect(viaSes[0].from).toContain(`"${COMPANY}" <`);
    expect(viaSes[0].text).toContain(`on ${COMPANY}`);

    // A saved server that refuses the login at send time: the invitation still arrives, through SES.
    const deps = await domainDeps();
    const smtp = (await sandboxMailSettings()).smtpSettings;
    await deps.db.entities.whiteLabel
      .patch({ teamId: o.teamId })
      .set({
        smtpServer: smtp.smtpServer,
        smtpPort: Number(smtp.port),
        smtpTls: false,
        smtpUsername: SMTP_USER,
        smtpReplyTo: SMTP_USER,
        smtpSenderName: 'x',
        smtpPasswordCipher: await deps.secrets.encrypt('not-the-password', {
          teamId: o.teamId,
          purpose: 'whitelabel-smtp',
        }),
      })
      .go();
    const second = uniqueEmail('wl-fallback');
    expect((await inviteTo(o, second)).status).toBe(200);
    const fallback = await waitFor(() => sesMailsTo(second, /invited you/));
    expect(fallback[0].from).toContain(`"${COMPANY}" <`);
  });

  it('once the white label is deactivated, mail is the product’s own again', async () => {
    const o = await whiteLabelTeam();
    expect((await o.call('PATCH', '/whitelabels/toggle-status', {})).body.isActive).toBe(false);
    const invitee = uniqueEmail('wl-off');
    expect((await inviteTo(o, invitee)).status).toBe(200);
    const mails = await waitFor(() => sesMailsTo(invitee, /invited you/));
    expect(mails[0].text).toContain('on Outreach');
    expect(mails[0].from).not.toContain(COMPANY);
  });
});

/** Polls until `read` answers a non-empty list (data, not time). */
async function waitFor<T>(read: () => Promise<T[]>, tries = 100): Promise<T[]> {
  for (let i = 0; i < tries; i++) {
    const got = await read();
    if (got.length) return got;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nothing arrived');
}

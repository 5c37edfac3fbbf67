import { randomBytes } from 'node:crypto';
import { emailAttachmentsTooLarge } from '@outreach/shared/constants/outreach';
import { describe, expect, it } from 'vitest';
import { api, mailsTo, uniqueEmail } from '../support/api.ts';
import { completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { readSandboxInbox, sandboxMailSettings, sendToSandbox, waitForSandboxMail } from '../support/mail.ts';
import {
  advanceClock,
  alwaysOpen,
  newSession,
  type Session,
  uploadCsv,
  waitFor,
} from '../support/outreach.ts';

// Email campaigns (issue #13) over HTTP against the real runtime, which speaks real SMTP and IMAP to
// the local mail server: sending through the user's mailbox, replies and bounces read back over IMAP.
const MIN = 60_000;
const sandboxAddress = (prefix: string, domain = 'acme.test') =>
  uniqueEmail(prefix).replace('@example.test', `@${domain}`);

async function connectMailbox(s: Session) {
  const sender = sandboxAddress('sales', 'mail.sandbox.test');
  // The sandbox makes a mailbox on its first mail.
  await sendToSandbox({ from: 'setup@acme.test', to: sender, subject: 'Welcome', text: 'Hi' });
  const saved = await s.call('PUT', '/users/me/mail-settings', await sandboxMailSettings(sender));
  expect(saved.status).toBe(200);
  return sender;
}

async function emailCampaign(s: Session, csv: string, sequence?: unknown[]) {
  const key = await uploadCsv(s, csv, 'contacts.csv');
  const res = await s.call('POST', '/campaigns/email/audience/csv', {
    key,
    name: 'Email outreach',
    touchSequence: {
      sequence: sequence ?? [
        {
          type: 'Email',
          delay_time_unit: 'day(s)',
          delay_number: 0,
          subject: 'Hello {{first_name}}',
          message: 'Hi {{first_name}}, how is {{company}} doing?',
          gmail_signature: true,
        },
      ],
    },
  });
  return res;
}

describe('email campaigns', () => {
  it('sends through the connected mailbox once, detects the reply and the bounce, and stops both leads', async () => {
    // Prepare
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const sender = await connectMailbox(s);
    const sig = await s.call('PATCH', '/users/signature', {
      emailSignature: '<p>Sam Seller<br>Acme Sales</p>',
      emailAttachments: [],
    });
    expect(sig.body).toEqual({
      emailSignature: '<p>Sam Seller<br>Acme Sales</p>',
      emailAttachments: [],
      isExcludedSignatureDash: false,
    });
    const ada = sandboxAddress('ada');
    const gone = sandboxAddress('gone', 'nowhere.sandbox.test');
    const created = await emailCampaign(
      s,
      `Email;First Name;Company\n${ada};Ada;Acme\n${gone};Bob;Nowhere\nnot-an-email;Carl;X\n${ada.toUpperCase()};Ada;Acme\n`,
    );
    expect(created.status).toBe(201);
    expect(created.body.csv).toMatchObject({ added: 2, invalid: 1, duplicate: 1 });
    const c = created.body;
    expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);

    // Act: the Email steps fall due.
    await advanceClock(25 * MIN);
    const mail = await waitForSandboxMail(ada, (m) => m.subject === 'Hello Ada');

    // Assess: sent from the mailbox, placeholders filled, with an unsubscribe link and our Message-ID.
    expect(mail.from?.value[0].address).toBe(sender);
    expect(mail.text).toContain('Hi Ada, how is Acme doing?\n\n-- \nSam Seller\nAcme Sales\n\nUnsubscribe: ');
    expect(mail.text).toMatch(/\/email-unsubscribed\?t=/);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toMatch(
      /\/api\/v1\/email\/unsubscribe\?t=/,
    );
    expect(mail.messageId).toMatch(/^<ob\.[0-9a-f]{32}@mail\.sandbox\.test>$/);
    await waitFor(
      async () => (await s.call('GET', `/leads/campaign/${c.id}?type=emailed`)).body.total === 2,
      15_000,
      'both leads emailed',
    );

    // Exactly once: a redelivery of the same step sends nothing more.
    const deps = await domainDeps();
    const { handleStepsMessage } = await import(
      '../../functions/src/domain/scheduling/handle-step-message.ts'
    );
    const leadId = encodeURIComponent(ada.toLowerCase());
    const again = await handleStepsMessage(deps, {
      kind: 'step',
      teamId: s.teamId,
      campaignId: c.id,
      leadId,
      stepIndex: 0,
      attempt: 0,
    });
    expect(['stale', 'duplicate']).toContain(again);
    expect((await readSandboxInbox(ada)).filter((m) => m.subject === 'Hello Ada')).toHaveLength(1);

    // The lead replies in the thread; the other address bounced (the sandbox sent a DSN back).
    await sendToSandbox({
      from: ada,
      to: sender,
      subject: 'Re: Hello Ada',
      inReplyTo: mail.messageId,
      references: [mail.messageId!],
      text: `Sounds good, let's talk!\n\nOn Mon, Ada wrote:\n> Hi Ada, how is Acme doing?\n`,
    });
    await waitForSandboxMail(sender, (m) => m.subject === 'Undelivered Mail Returned to Sender');
    await advanceClock(11 * MIN);

    const replies = await waitFor(
      async () => {
        const r = (await s.call('GET', `/campaigns/replies?campaigns=${c.id}`)).body;
        return r.replies?.length ? r.replies : null;
      },
      20_000,
      'the email reply',
    );
    expect(replies[0]).toMatchObject({
      description: 'email reply detected',
      message: "Sounds good, let's talk!",
    });
    const bounced = await waitFor(
      async () => {
        const r = (await s.call('GET', `/leads/campaign/${c.id}?type=emailsBounced`)).body;
        return r.total === 1 ? r.leads : null;
      },
      20_000,
      'the bounce',
    );
    expect(bounced[0].person.firstName).toBe('Bob');
    const statuses = (await s.call('GET', `/leads/campaign/${c.id}/statuses`)).body;
    expect(statuses).toMatchObject({ repliesCount: 1 });
    const replied = (await s.call('GET', `/leads/campaign/${c.id}?type=emailReplies`)).body.leads[0];
    expect(replied.stage).toBe('replied');
  });

  it('shows the signature image by an absolute, fetchable URL that survives a new public base, and attaches the step files; refuses over 10 MB together', async () => {
    // Prepare: a signature with an image and a step file, both through the presigned upload
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    await connectMailbox(s);
    const upload = async (filename: string, mimetype: string, bytes: Uint8Array, purpose = 'attachment') => {
      const p = await s.call('POST', '/uploads/presigned-url', {
        filename,
        mimetype,
        size: bytes.length,
        purpose,
      });
      expect(p.status).toBe(200);
      expect((await fetch(p.body.signed_url, { method: 'PUT', body: Buffer.from(bytes) })).status).toBe(200);
      return { key: p.body.key as string, url: p.body.url as string };
    };
    const logo = new Uint8Array(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(600)]));
    const deck = new Uint8Array(randomBytes(3000));
    const image = await upload('logo.png', 'image/png', logo, 'signature');
    // A signature image must be an image: the public prefix serves nothing else.
    const html = await s.call('POST', '/uploads/presigned-url', {
      filename: 'x.html',
      mimetype: 'text/html',
      size: 10,
      purpose: 'signature',
    });
    expect(html.status).toBe(400);
    const file = await upload('deck.pdf', 'application/pdf', deck);
    const sig = await s.call('PATCH', '/users/signature', {
      emailSignature: `<p>Sam Seller</p><p><img src="${image.url}"></p>`,
      emailAttachments: [{ file_name: 'logo.png', file_uri: image.url }],
    });
    expect(sig.status).toBe(200);
    // Stored as a path on the public blob base, answered as today's absolute URL, which serves the image.
    expect(image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\/blobs\/signatures\//);
    expect(sig.body.emailAttachments).toEqual([{ file_name: 'logo.png', file_uri: image.url }]);
    expect(sig.body.emailSignature).toBe(`<p>Sam Seller</p><p><img src="${image.url}"></p>`);
    const deps = await domainDeps();
    const path = `/${image.key}`;
    const stored = (await deps.db.entities.mailPreferences.get({ teamId: s.teamId, userId: s.userId }).go())
      .data;
    expect(stored).toMatchObject({
      emailSignature: `<p>Sam Seller</p><p><img src="${path}"></p>`,
      emailAttachments: [{ file_name: 'logo.png', file_uri: path }],
    });
    // After a restart on other ports, or behind the CDN: the same stored signature under the new base.
    const { getSignature } = await import('../../functions/src/domain/email/email-signature.ts');
    const moved = await getSignature(
      { ...deps, env: { ...deps.env, blobPublicUrl: 'https://app.example.com' } },
      { teamId: s.teamId, userId: s.userId },
    );
    expect(moved.emailAttachments[0].file_uri).toBe(`https://app.example.com${path}`);
    expect(moved.emailSignature).toContain(`<img src="https://app.example.com${path}">`);
    const ada = sandboxAddress('ada');
    const step = (attachments: { file_uri: string; file_name: string }[]) => ({
      type: 'Email',
      delay_time_unit: 'day(s)',
      delay_number: 0,
      subject: 'Our deck, {{first_name}}',
      message: 'Hi {{first_name}},\nthe deck is attached.',
      gmail_signature: true,
      attachments,
    });
    // Over 10 MB together (each file alone is within 10 MB), or a file that is not the team's: refused.
    const big = [await upload('a.bin', 'application/octet-stream', new Uint8Array(5.5 * 1024 * 1024))];
    big.push(await upload('b.bin', 'application/octet-stream', new Uint8Array(5.5 * 1024 * 1024)));
    const tooBig = await emailCampaign(s, `Email;First Name\n${ada};Ada\n`, [
      step(big.map((b, i) => ({ file_uri: b.key, file_name: `${i}.bin` }))),
    ]);
    expect([tooBig.status, tooBig.body.message]).toEqual([413, emailAttachmentsTooLarge]);
    const foreign = await emailCampaign(s, `Email;First Name\n${ada};Ada\n`, [
      step([{ file_uri: 'attachments/other-team/x.pdf', file_name: 'x.pdf' }]),
    ]);
    expect([foreign.status, foreign.body.message]).toEqual([400, "Couldn't upload the file!"]);
    const created = await emailCampaign(s, `Email;First Name\n${ada};Ada\n`, [
      step([{ file_uri: file.key, file_name: 'deck.pdf' }]),
    ]);
    expect(created.status).toBe(201);
    expect((await s.call('POST', `/campaigns/${created.body.id}/publish`)).status).toBe(200);

    // Act
    await advanceClock(25 * MIN);
    const mail = await waitForSandboxMail(ada, (m) => m.subject === 'Our deck, Ada');

    // Assess: the HTML shows the image by its absolute URL, which serves it; the step's file is attached
    const src = mail.html ? /<img src="([^"]+)"/.exec(mail.html)?.[1] : undefined;
    expect(src).toBe(image.url);
    const served = await fetch(src!);
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(logo))).toBe(0);
    expect(mail.html).toContain('Hi Ada,<br>the deck is attached.');
    expect(mail.text).toContain('Hi Ada,\nthe deck is attached.\n\n-- \nSam Seller');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['deck.pdf']);
    const pdf = mail.attachments.find((a) => a.filename === 'deck.pdf');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', contentDisposition: 'attachment' });
    expect(Buffer.compare(pdf!.content, Buffer.from(deck))).toBe(0);
  }, 120_000);

  it('fills Cyrillic column placeholders of a CRM export with title lines above its header', async () => {
    // Prepare
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    await connectMailbox(s);
    const anna = sandboxAddress('anna-ru');
    const created = await emailCampaign(
      s,
      `\uFEFFЭкспорт контактов;;\r\nВыгружено: 24.11.2026;;\r\n;;\r\nИмя;E-mail;Город клиента\r\nАнна;${anna};Москва\r\n`,
      [
        {
          type: 'Email',
          delay_time_unit: 'day(s)',
          delay_number: 0,
          subject: 'Привет, {{имя}}',
          message: 'Как дела в городе {{город_клиента}}, {{first_name}}?',
        },
      ],
    );
    expect(created.status).toBe(201);
    expect(created.body.csv).toMatchObject({ added: 1, invalid: 0, columns: ['имя', 'город_клиента'] });
    expect((await s.call('POST', `/campaigns/${created.body.id}/publish`)).status).toBe(200);

    // Act
    await advanceClock(25 * MIN);
    const mail = await waitForSandboxMail(anna, (m) => m.subject === 'Привет, Анна');

    // Assess
    expect(mail.text).toContain('Как дела в городе Москва, Анна?');
  });

  it('answers a CSV without email addresses with a 400 and writes no draft', async () => {
    const s = await newSession({ linkedIn: false });
    const key = await uploadCsv(s, 'Name,Company\nAda,Acme\n');
    const res = await s.call('POST', '/campaigns/email/audience/csv', { key });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The CSV file has no email addresses');
    const list = await s.call('GET', '/campaigns/counts?category=email');
    expect(JSON.stringify(list.body)).not.toMatch(/"draft":[1-9]/);
  });

  it('refuses LinkedIn steps in an email campaign', async () => {
    const s = await newSession({ linkedIn: false });
    const res = await emailCampaign(s, 'email\nada@acme.test\n', [
      { type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 0 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The step "LI Connect" is not available in email campaigns');
  });

  it('unsubscribes from the link: the lead stops, the address is never mailed again, and the CSV lists it', async () => {
    // Prepare
    const s = await newSession({ linkedIn: false });
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    await connectMailbox(s);
    const eve = sandboxAddress('eve');
    const twoEmails = [
      { type: 'Email', delay_time_unit: 'day(s)', delay_number: 0, subject: 'First', message: 'One' },
      { type: 'Email', delay_time_unit: 'hour(s)', delay_number: 2, subject: 'Second', message: 'Two' },
    ];
    const c = (await emailCampaign(s, `email\n${eve}\n`, twoEmails)).body;
    await s.call('POST', `/campaigns/${c.id}/publish`);
    await advanceClock(25 * MIN);
    const first = await waitForSandboxMail(eve, (m) => m.subject === 'First');
    const link = new URL(first.text!.match(/https?:\/\/\S+email-unsubscribed\?t=\S+/)![0]);

    // Act: the recipient follows the link (the page posts its token), twice.
    const token = link.searchParams.get('t')!;
    const res = await api('POST', `/email/unsubscribe?t=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, email: eve.toLowerCase() });
    expect((await api('POST', `/email/unsubscribe?t=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await api('POST', `/email/unsubscribe?t=${encodeURIComponent(`${token}x`)}`)).status).toBe(404);

    // Assess: the lead stopped; a second campaign to the address records it without sending.
    const lead = (await s.call('GET', `/leads/campaign/${c.id}?type=emailUnsubscribed`)).body.leads[0];
    expect(lead.stage).toBe('done');
    const again = (
      await emailCampaign(s, `email\n${eve}\n`, [
        { type: 'Email', delay_time_unit: 'day(s)', delay_number: 0, subject: 'Third', message: 'Three' },
      ])
    ).body;
    await s.call('POST', `/campaigns/${again.id}/publish`);
    await advanceClock(3 * 60 * MIN);
    await waitFor(
      async () =>
        (await s.call('GET', `/leads/campaign/${again.id}?type=emailUnsubscribed`)).body.total === 1,
      20_000,
      'the suppressed lead',
    );
    const subjects = (await readSandboxInbox(eve)).map((m) => m.subject);
    expect(subjects).toEqual(['First']);

    // The unsubscribed-emails CSV, mailed to the asked address.
    const receiver = uniqueEmail('export');
    const exp = await s.call('POST', '/users/me/unsubscribed-emails/csv', { receiverEmail: receiver });
    expect(exp.body).toEqual({ success: true, count: 1 });
    const [mail] = await waitFor(async () => {
      const m = await mailsTo(receiver);
      return m.length ? m : null;
    });
    const csv = Buffer.from(mail.attachments[0].content, 'base64').toString('utf8');
    expect(mail.attachments[0].filename).toBe('unsubscribed-emails.csv');
    expect(csv).toContain(eve.toLowerCase());
    expect(csv).toContain('Email outreach');

    // The link can be turned off.
    expect((await s.call('GET', '/users/me')).body.includeUnsubscribeEmailLink).toBe(true);
    expect((await s.call('PATCH', '/users/me/toggle-unsubscribe-link')).body).toEqual({
      includeUnsubscribeEmailLink: false,
    });
    expect((await s.call('GET', '/users/me')).body.includeUnsubscribeEmailLink).toBe(false);
  });

  it('runs a multichannel sequence: a LinkedIn view by the bot, then the Email step to the CSV email column', async () => {
    // Prepare: LinkedIn connected (the bot's account) and a mailbox.
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    await connectMailbox(s);
    const ada = sandboxAddress('ada-mc');
    const key = await uploadCsv(
      s,
      `LinkedIn URL,First Name,Email\nhttps://www.linkedin.com/in/ada-mc-1/,Ada,${ada}\n`,
    );
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'multichannel',
      campaignType: 'csv upload',
      csvKey: key,
      touchSequence: {
        sequence: [
          { type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 },
          {
            type: 'Email',
            delay_time_unit: 'hour(s)',
            delay_number: 1,
            subject: 'After my visit',
            message: 'Hi {{first_name}}',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect((await s.call('POST', `/campaigns/${created.body.id}/publish`)).status).toBe(200);

    // Act: the bot views the profile, then the Email step falls due.
    await advanceClock(25 * MIN);
    await completeNext({ teamId: s.teamId, userId: s.userId }, 'view-profile', () => ({ result: 'viewed' }));
    await advanceClock(90 * MIN);
    const mail = await waitForSandboxMail(ada, (m) => m.subject === 'After my visit');

    // Assess
    expect(mail.text).toContain('Hi Ada');
    const actions = await waitFor(async () => {
      const a = (await s.call('GET', `/campaigns/${created.body.id}/actions`)).body.actions;
      return a.length === 3 ? a : null;
    });
    expect(actions.map((a: { description: string }) => a.description)).toEqual([
      'email sent',
      'profile viewed',
      'lead found',
    ]);
  });
});

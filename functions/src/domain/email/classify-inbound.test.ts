import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBounce } from '../../../../sandbox/src/mail/dsn.ts';
import { composeEmailText, emailMessageId, emailMessageKey, messageKeysIn } from './campaign-email.ts';
import { classifyInbound } from './classify-inbound.ts';

// Real-world-like samples (headers and wording as Gmail, Outlook/Exchange, Postfix and qmail write them).
const KEY = '0123456789abcdef0123456789abcdef';
const sample = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const own = 'sales@acme.test';

describe('classifyInbound: bounces', () => {
  it.each([
    ['gmail-dsn-5.1.1.eml', 'gone@example.com', '5.1.1'],
    ['exchange-ndr-text.eml', 'dana@contoso.com', '5.1.10'],
    ['qmail-bounce.eml', 'erin@example.net', '5.1.1'],
    ['gmail-legacy-bounce.eml', 'frank@example.org', '5.1.1'],
  ])('%s is a permanent bounce of %s, tied to our message', async (file, recipient, status) => {
    const got = await classifyInbound(sample(file), own);
    expect(got).toMatchObject({ kind: 'bounce', permanent: true, status, messageKeys: [KEY] });
    if (got.kind === 'bounce') expect(got.recipients).toContain(recipient);
  });

  it('reads the RFC 3464 report of the local mail server (built by nodemailer)', async () => {
    const raw = await buildBounce({
      mta: 'mail.sandbox.test',
      sender: own,
      recipient: 'bob@nowhere.sandbox.test',
      originalHeaders: `From: ${own}\r\nTo: bob@nowhere.sandbox.test\r\nMessage-ID: <ob.${KEY}@acme.test>`,
      arrivedAt: new Date('2026-12-30T23:00:00Z'),
      messageId: '<dsn-1@mail.sandbox.test>',
    });
    expect(await classifyInbound(raw, own)).toMatchObject({
      kind: 'bounce',
      permanent: true,
      recipients: ['bob@nowhere.sandbox.test'],
      status: '5.1.1',
      messageKeys: [KEY],
    });
  });

  it('a delayed-delivery report (Action: delayed, 4.4.1) is not a hard bounce', async () => {
    expect(await classifyInbound(sample('postfix-dsn-delayed.eml'), own)).toMatchObject({
      kind: 'bounce',
      permanent: false,
      status: '4.4.1',
    });
  });
});

describe('classifyInbound: auto-replies and replies', () => {
  it.each(['outlook-automatic-reply.eml', 'gmail-vacation-responder.eml', 'german-abwesenheit.eml'])(
    '%s is an auto-reply',
    async (file) => {
      expect((await classifyInbound(sample(file), own)).kind).toBe('auto-reply');
    },
  );

  it('a reply in the thread is matched by In-Reply-To/References, without the quoted message', async () => {
    expect(await classifyInbound(sample('gmail-reply.eml'), own)).toMatchObject({
      kind: 'reply',
      from: 'ada@example.com',
      text: "Sounds good, let's talk on Thursday.",
      messageKeys: [KEY],
    });
  });

  it('a reply that lost the thread headers is still a reply, matched later by its sender', async () => {
    expect(await classifyInbound(sample('reply-without-headers.eml'), own)).toMatchObject({
      kind: 'reply',
      from: 'ada@example.com',
      messageKeys: [],
    });
  });
});

describe('campaign email ids and text', () => {
  it('the message key is stable per step and attempt and comes back out of a Message-ID', () => {
    const a = emailMessageKey({ campaignId: 'c1', leadId: 'l1', stepIndex: 0, attempt: 0 });
    expect(emailMessageKey({ campaignId: 'c1', leadId: 'l1', stepIndex: 0, attempt: 0 })).toBe(a);
    expect(emailMessageKey({ campaignId: 'c1', leadId: 'l1', stepIndex: 0, attempt: 1 })).not.toBe(a);
    const id = emailMessageId(a, 'Sales@Acme.test');
    expect(id).toBe(`<ob.${a}@acme.test>`);
    expect(messageKeysIn([`<x@y> ${id}`, undefined])).toEqual([a]);
  });

  it('puts the signature under the RFC 3676 separator and the unsubscribe line last', () => {
    expect(
      composeEmailText({ message: 'Hi Ada', signature: 'Sam\nAcme', unsubscribeUrl: 'https://u/1' }),
    ).toBe('Hi Ada\n\n-- \nSam\nAcme\n\nUnsubscribe: https://u/1\n');
  });
});

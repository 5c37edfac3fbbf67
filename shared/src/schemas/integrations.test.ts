import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAcceptedSignatureImage,
  isEmptyRichText,
  salesNavigatorContractSchema,
  ZLinkedInCredentials,
  ZLinkedInVerifyCodeRequest,
  ZMailSettingsRequest,
  ZPort,
  ZSignatureRequest,
  ZSignatureUploadRequest,
  ZSmtpSettings,
  ZTestEmailRequest,
  ZXPin,
} from './integrations.ts';

const msgs = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];
const firstAt = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }, path: string) =>
  r.error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('LinkedIn credentials (spec 1 §5)', () => {
  const ok = { email: 'me@acme.io', password: 'secret', countryCode: 'us' };

  it('accepts a complete form and upper-cases the country', () => {
    expect(ZLinkedInCredentials.parse(ok).countryCode).toBe('US');
  });

  it('needs a valid email', () => {
    expect(msgs(ZLinkedInCredentials.safeParse({ ...ok, email: '' }))).toEqual([
      'Please enter valid email address',
    ]);
    expect(msgs(ZLinkedInCredentials.safeParse({ ...ok, email: 'me@' }))).toEqual([
      'Please enter valid email address',
    ]);
  });

  it('needs a password and a country other than CN', () => {
    const info = 'Please enter both an email and password and select country';
    expect(msgs(ZLinkedInCredentials.safeParse({ ...ok, password: '' }))).toEqual([info]);
    expect(msgs(ZLinkedInCredentials.safeParse({ ...ok, countryCode: '' }))).toContain(info);
    expect(msgs(ZLinkedInCredentials.safeParse({ ...ok, countryCode: 'CN' }))).toEqual([info]);
  });

  it('needs exactly 6 digits for the verification code', () => {
    const code = 'Please make sure you enter a 6 digit code.';
    expect(ZLinkedInVerifyCodeRequest.safeParse({ code: '123456', browserId: 'b' }).success).toBe(true);
    expect(msgs(ZLinkedInVerifyCodeRequest.safeParse({ code: '12345', browserId: 'b' }))).toEqual([code]);
    expect(msgs(ZLinkedInVerifyCodeRequest.safeParse({ code: '1234567', browserId: 'b' }))).toEqual([code]);
    expect(msgs(ZLinkedInVerifyCodeRequest.safeParse({ code: '12a456', browserId: 'b' }))).toEqual([code]);
  });

  it('needs a sales navigator contract different from the current one', () => {
    const s = salesNavigatorContractSchema('c1');
    expect(msgs(s.safeParse({ selectedContractId: 'c1' }))).toEqual(['Please change contract before save']);
    expect(s.safeParse({ selectedContractId: 'c2' }).success).toBe(true);
  });
});

describe('X pin (spec 1 §5)', () => {
  it('is required, 7 characters, digits only', () => {
    expect(ZXPin.safeParse('1234567').success).toBe(true);
    expect(msgs(ZXPin.safeParse(''))).toEqual(['Please enter a pin']);
    expect(msgs(ZXPin.safeParse('123456'))).toEqual(['Pin must 7 characters long']);
    expect(msgs(ZXPin.safeParse('12345678'))).toEqual(['Pin must 7 characters long']);
    expect(msgs(ZXPin.safeParse('123456a'))).toEqual(['Please enter only numbers']);
  });
});

describe('ports (spec 1 §5, §9)', () => {
  it('accepts 0 and 65535, refuses 65536', () => {
    expect(ZPort.parse('0')).toBe(0);
    expect(ZPort.parse('65535')).toBe(65535);
    expect(msgs(ZPort.safeParse('65536'))).toEqual(['Please enter a valid port']);
    expect(ZPort.parse(587)).toBe(587);
  });

  it('says required, numeric, range in that order', () => {
    expect(msgs(ZPort.safeParse(''))).toEqual(['Please enter a Port']);
    expect(msgs(ZPort.safeParse(undefined))).toEqual(['Please enter a Port']);
    expect(msgs(ZPort.safeParse('abc'))).toEqual(['Please enter a valid number Port']);
    expect(msgs(ZPort.safeParse('-1'))).toEqual(['Please enter a valid port']);
    expect(msgs(ZPort.safeParse('1.5'))).toEqual(['Please enter a valid port']);
  });

  it('allows at most 5 characters', () => {
    expect(ZPort.parse('00587')).toBe(587);
    expect(ZPort.safeParse('000587').success).toBe(false);
  });

  it('accepts every integer in range and nothing above', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 65535 }), (p) => ZPort.parse(String(p)) === p));
    fc.assert(
      fc.property(fc.integer({ min: 65536, max: 10_000_000 }), (p) => !ZPort.safeParse(String(p)).success),
    );
  });
});

const smtp = {
  replyToEmail: 'me@acme.io',
  senderName: 'Me',
  smtpServer: 'smtp.acme.io',
  username: 'me@acme.io',
  password: 'pw',
  port: '587',
};
const imap = { imapServer: 'imap.acme.io', username: 'me@acme.io', password: 'pw', port: '993' };

describe('SMTP and IMAP (spec 1 §5)', () => {
  it('trims values', () => {
    const parsed = ZSmtpSettings.parse({ ...smtp, senderName: '  Me  ', smtpServer: ' smtp.acme.io ' });
    expect(parsed.senderName).toBe('Me');
    expect(parsed.smtpServer).toBe('smtp.acme.io');
    expect(parsed.port).toBe(587);
  });

  it('uses the spec messages for every empty field', () => {
    const r = ZMailSettingsRequest.safeParse({ smtpSettings: {}, imapSettings: {} });
    expect(firstAt(r, 'smtpSettings.replyToEmail')).toBe('Please enter an Email');
    expect(firstAt(r, 'smtpSettings.senderName')).toBe('Please enter a Sender Name');
    expect(firstAt(r, 'smtpSettings.smtpServer')).toBe('Please enter a SMTP server');
    expect(firstAt(r, 'smtpSettings.username')).toBe('Please enter a User Name');
    expect(firstAt(r, 'smtpSettings.password')).toBe('Please enter a Password');
    expect(firstAt(r, 'smtpSettings.port')).toBe('Please enter a Port');
    expect(firstAt(r, 'imapSettings.imapServer')).toBe('Please enter an IMAP Server');
    expect(firstAt(r, 'imapSettings.username')).toBe('Please enter an IMAP Username');
    expect(firstAt(r, 'imapSettings.password')).toBe('Please enter a Password');
  });

  it('checks the reply-to: 6 characters minimum after trimming, then the pattern', () => {
    expect(msgs(ZSmtpSettings.safeParse({ ...smtp, replyToEmail: 'a@b.c' }))).toEqual([
      'Please enter an Email at least 6 characters long',
    ]);
    expect(ZSmtpSettings.safeParse({ ...smtp, replyToEmail: 'a@b.co' }).success).toBe(true);
    expect(msgs(ZSmtpSettings.safeParse({ ...smtp, replyToEmail: ' abcdefg ' }))).toEqual([
      'Please enter a valid Email',
    ]);
  });

  it('needs the IMAP username to equal the SMTP username', () => {
    const r = ZMailSettingsRequest.safeParse({
      smtpSettings: smtp,
      imapSettings: { ...imap, username: 'other@acme.io' },
    });
    expect(firstAt(r, 'imapSettings.username')).toBe('IMAP username should match SMTP username');
    expect(
      ZMailSettingsRequest.safeParse({
        smtpSettings: smtp,
        imapSettings: { ...imap, username: ' me@acme.io ' },
      }).success,
    ).toBe(true);
  });

  it('needs a test recipient that differs from the SMTP username', () => {
    const base = { smtpSettings: smtp, imapSettings: imap };
    expect(firstAt(ZTestEmailRequest.safeParse({ ...base, receiverEmail: '' }), 'receiverEmail')).toBe(
      'Please enter email',
    );
    expect(firstAt(ZTestEmailRequest.safeParse({ ...base, receiverEmail: 'x' }), 'receiverEmail')).toBe(
      'Please enter a valid email',
    );
    expect(
      firstAt(ZTestEmailRequest.safeParse({ ...base, receiverEmail: 'ME@acme.io' }), 'receiverEmail'),
    ).toBe('Email should be different from the email typed for SMTP Username');
    expect(ZTestEmailRequest.safeParse({ ...base, receiverEmail: 'you@acme.io' }).success).toBe(true);
  });
});

describe('signature (spec 1 §5)', () => {
  const img = { file_name: 'logo.png', file_uri: 'https://cdn.example.com/logo.png' };

  it('allows one image, refuses two', () => {
    expect(
      ZSignatureRequest.safeParse({ emailSignature: '<p>Me</p>', emailAttachments: [img] }).success,
    ).toBe(true);
    expect(msgs(ZSignatureRequest.safeParse({ emailSignature: '', emailAttachments: [img, img] }))).toEqual([
      'You can only add one image!',
    ]);
  });

  it('accepts gif, jpeg, jpg, png, bmp and webp only', () => {
    for (const ext of ['gif', 'jpeg', 'jpg', 'png', 'bmp', 'webp', 'PNG'])
      expect(isAcceptedSignatureImage(`a.${ext}`)).toBe(true);
    for (const name of ['a.svg', 'a.tiff', 'png', 'a.png.exe'])
      expect(isAcceptedSignatureImage(name)).toBe(false);
    expect(ZSignatureUploadRequest.safeParse({ filename: 'a.webp', mimetype: 'image/webp' }).success).toBe(
      true,
    );
    expect(ZSignatureUploadRequest.safeParse({ filename: 'a.svg', mimetype: 'image/svg+xml' }).success).toBe(
      false,
    );
  });

  it('saves empty markup as the empty string', () => {
    expect(isEmptyRichText('<p><br></p>')).toBe(true);
    expect(isEmptyRichText('<p>&nbsp;</p>')).toBe(true);
    expect(isEmptyRichText('<p><img src="x"></p>')).toBe(false);
    expect(ZSignatureRequest.parse({ emailSignature: '<p> </p>' }).emailSignature).toBe('');
    expect(ZSignatureRequest.parse({ emailSignature: '<p>Hi</p>' }).emailSignature).toBe('<p>Hi</p>');
  });
});

import { describe, expect, it } from 'vitest';
import { ZExportEmail as ZAccountExportEmail } from './account.ts';
import { ZEmail, ZForgotPasswordRequest, ZSignInRequest } from './auth.ts';
import { EMAIL_MAX_LENGTH, zEmail } from './email.ts';
import { ZLinkedInCredentials, ZSmtpSettings, ZTestEmailRequest } from './integrations.ts';
import { ZExportEmail as ZLeadsExportEmail } from './leads.ts';
import { ZCreateInviteRequest, ZInviteForm } from './team.ts';

const at = (n: number) => `${'a'.repeat(n - '@b.co'.length)}@b.co`;
// Quadratic for a backtracking email pattern when unbounded: many dots and no final one.
const pathological = `a@${'a.'.repeat(25_000)}@`;

describe('one email field everywhere (issue #7: length before format)', () => {
  it('takes up to 254 characters and refuses 255 with the field message', () => {
    const field = zEmail({ invalid: 'bad' });
    expect(field.safeParse(at(EMAIL_MAX_LENGTH)).success).toBe(true);
    const r = field.safeParse(at(EMAIL_MAX_LENGTH + 1));
    expect(r.error?.issues.map((i) => i.message)).toEqual(['bad']);
  });

  it('stops at the length check: a 50,000-character input gets one issue and no pattern run', () => {
    for (const schema of [ZEmail, ZAccountExportEmail, ZLeadsExportEmail]) {
      expect(schema.safeParse(pathological).error?.issues).toHaveLength(1);
    }
    const creds = ZLinkedInCredentials.safeParse({ email: pathological, password: 'x', countryCode: 'US' });
    expect(creds.error?.issues.map((i) => i.message)).toEqual(['Please enter valid email address']);
  });

  it('a 3 KB email on sign-in and forgot-password is a validation error', () => {
    const email = at(3000);
    expect(ZSignInRequest.safeParse({ email, password: 'x' }).error?.issues[0].message).toBe(
      'Please enter a valid email',
    );
    expect(ZForgotPasswordRequest.safeParse({ email }).success).toBe(false);
  });

  it('every email field of the shared schemas refuses 255 characters', () => {
    const long = at(255);
    const smtp = {
      senderName: 'Me',
      smtpServer: 'smtp.acme.io',
      username: 'me@acme.io',
      password: 'p',
      port: '587',
    };
    const imap = { imapServer: 'imap.acme.io', username: 'me@acme.io', password: 'p', port: 993 };
    expect(ZSmtpSettings.safeParse({ ...smtp, replyToEmail: long }).success).toBe(false);
    expect(ZSmtpSettings.safeParse({ ...smtp, replyToEmail: 'me@acme.io' }).success).toBe(true);
    expect(
      ZTestEmailRequest.safeParse({
        receiverEmail: long,
        smtpSettings: { ...smtp, replyToEmail: 'me@acme.io' },
        imapSettings: imap,
      }).success,
    ).toBe(false);
    expect(ZCreateInviteRequest.safeParse({ teamId: 't1', name: 'Ann', email: long }).success).toBe(false);
    expect(ZInviteForm.safeParse({ name: 'Ann', email: long }).error?.issues[0].message).toBe(
      'Please enter a valid email',
    );
    expect(ZInviteForm.parse({ name: 'Ann', email: ' ann@acme.io ' }).email).toBe('ann@acme.io');
  });

  it('keeps each form’s own messages and normalisation', () => {
    expect(ZEmail.parse('  Ann@Acme.IO ')).toBe('ann@acme.io');
    expect(ZAccountExportEmail.safeParse('').error?.issues[0].message).toBe('Please enter email');
    expect(ZLeadsExportEmail.safeParse('nope').error?.issues[0].message).toBe('Please enter a valid email');
  });
});

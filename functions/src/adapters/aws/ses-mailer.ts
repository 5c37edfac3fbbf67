import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from '../../ports/mailer.ts';

let ses: SESv2Client | undefined;

/** Created once per process; AWS_ENDPOINT_URL_SESV2 points it at a stand-in. */
export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

/** The bare address of a configured sender (`Outreach <no-reply@x>` or `no-reply@x`). */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * `"Name" <address>`: quoted as RFC 5322 asks, and as a MIME encoded-word when the name is not
 * ASCII (SES refuses raw UTF-8 in the From header).
 */
export function withDisplayName(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return address;
  if (/^[\x20-\x7e]*$/.test(clean)) return `"${clean.replace(/["\\]/g, '\\$&')}" <${address}>`;
  return `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?= <${address}>`;
}

export function sesMailer(from: string): Mailer {
  return {
    async send(m: MailMessage) {
      await sesClient().send(
        new SendEmailCommand({
          FromEmailAddress: m.fromName ? withDisplayName(m.fromName, addressOf(from)) : from,
          ...(m.replyTo ? { ReplyToAddresses: [m.replyTo] } : {}),
          Destination: { ToAddresses: [m.to] },
          Content: {
            Simple: {
              Subject: { Data: m.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: m.text, Charset: 'UTF-8' },
                ...(m.html ? { Html: { Data: m.html, Charset: 'UTF-8' } } : {}),
              },
              ...(m.attachments?.length
                ? {
                    Attachments: m.attachments.map((a) => ({
                      FileName: a.filename,
                      ContentType: a.contentType,
                      RawContent: a.content,
                      ContentDisposition: 'ATTACHMENT' as const,
                    })),
                  }
                : {}),
            },
          },
        }),
      );
    },
  };
}

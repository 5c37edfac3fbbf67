import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from '../../ports/mailer.ts';

let ses: SESv2Client | undefined;

/** Created once per process; AWS_ENDPOINT_URL_SESV2 points it at a stand-in. */
export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

export function sesMailer(from: string): Mailer {
  return {
    async send(m: MailMessage) {
      await sesClient().send(
        new SendEmailCommand({
          FromEmailAddress: from,
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

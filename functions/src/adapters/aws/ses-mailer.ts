import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../../lib/aws-clients.ts';
import type { Mailer, MailMessage } from '../../ports/mailer.ts';

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
            },
          },
        }),
      );
    },
  };
}

import { mailMessages, type TTestEmailRequest } from '@outreach/shared/schemas/integrations';
import type { Deps } from '../../ports/deps.ts';
import { hit, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { asBadRequest, mailCheckRules, smtpLogin } from './mail-logins.ts';
import { verifyMailServers } from './verify-mail-servers.ts';

/**
 * POST /users/integrations/test-email: checks both servers, then sends a short test message through
 * the SMTP settings to the recipient. Answers the spec's 'We sent test email to your inbox.'.
 */
export async function sendTestEmail(deps: Deps, userId: string, req: TTestEmailRequest) {
  await verifyMailServers(deps, userId, req);
  await hit(deps, mailCheckRules(userId), THROTTLE_MESSAGE);
  const s = req.smtpSettings;
  await deps.mailProtocols
    .send(smtpLogin(s), {
      from: { name: s.senderName, address: s.username.includes('@') ? s.username : s.replyToEmail },
      replyTo: s.replyToEmail,
      to: req.receiverEmail,
      subject: 'Test email',
      text: `This is a test email sent with the SMTP settings of ${s.senderName}. Your mailbox is ready to send campaigns.`,
    })
    .catch(asBadRequest);
  return { success: true, message: mailMessages.testSent };
}

import type { TMailSettingsRequest } from '@outreach/shared/schemas/integrations';
import type { Deps } from '../../ports/deps.ts';
import { hit, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { asBadRequest, imapLogin, mailCheckRules, smtpLogin } from './mail-logins.ts';

/**
 * Signs in to the SMTP and the IMAP server of the settings (nothing is sent or stored). A refusal is a
 * 400 naming the cause: wrong password, unreachable host or a TLS mismatch; SMTP is checked first.
 */
export async function verifyMailServers(deps: Deps, userId: string, s: TMailSettingsRequest) {
  await hit(deps, mailCheckRules(userId), THROTTLE_MESSAGE);
  const [smtp, imap] = await Promise.allSettled([
    deps.mailProtocols.verifySmtp(smtpLogin(s.smtpSettings)),
    deps.mailProtocols.verifyImap(imapLogin(s.imapSettings)),
  ]);
  if (smtp.status === 'rejected') asBadRequest(smtp.reason);
  if (imap.status === 'rejected') asBadRequest(imap.reason);
  return { success: true };
}

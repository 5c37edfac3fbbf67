import type { TSmtpSettings } from '@outreach/shared/schemas/integrations';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { asBadRequest, mailCheckRules, smtpLogin } from '../email/mail-logins.ts';
import { hit, THROTTLE_MESSAGE } from '../security/throttle.ts';
import { smtpSecretContext } from './smtp-secret.ts';
import { requireWhiteLabelManager, saveWhiteLabel } from './white-label-access.ts';
import { whiteLabelResponse } from './white-label-view.ts';

/**
 * PUT /whitelabels/smtp-settings: the login is tried on the server first (400 naming the cause when
 * it fails, nothing saved); the password is stored encrypted and never answered.
 */
export async function saveSmtpSettings(deps: Deps, auth: AuthContext, s: TSmtpSettings) {
  const v = await requireWhiteLabelManager(deps, auth);
  await hit(deps, mailCheckRules(auth.userId), THROTTLE_MESSAGE);
  await deps.mailProtocols.verifySmtp(smtpLogin(s)).catch(asBadRequest);
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, {
    smtpServer: s.smtpServer,
    smtpPort: s.port,
    smtpTls: s.isTlsEnabled,
    smtpUsername: s.username,
    smtpSenderName: s.senderName,
    smtpReplyTo: s.replyToEmail,
    smtpPasswordCipher: await deps.secrets.encrypt(s.password, smtpSecretContext(v.teamId)),
  });
  return whiteLabelResponse(deps, wl, v);
}

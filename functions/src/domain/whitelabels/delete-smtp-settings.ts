import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireWhiteLabelManager, saveWhiteLabel } from './white-label-access.ts';
import { whiteLabelResponse } from './white-label-view.ts';

/** DELETE /whitelabels/smtp-settings: product mail goes back to the product's own sender. */
export async function deleteSmtpSettings(deps: Deps, auth: AuthContext) {
  const v = await requireWhiteLabelManager(deps, auth);
  if (!v.wl) return whiteLabelResponse(deps, null, v);
  const wl = await saveWhiteLabel(deps, v.teamId, v.wl, {
    smtpServer: undefined,
    smtpPort: undefined,
    smtpTls: undefined,
    smtpUsername: undefined,
    smtpSenderName: undefined,
    smtpReplyTo: undefined,
    smtpPasswordCipher: undefined,
  });
  return whiteLabelResponse(deps, wl, v);
}

import { isConditionFailure } from '../../data/condition-failure.ts';
import { LinkedInAccountEntity } from '../../data/entities/linkedin-account.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { issueToken } from '../auth/one-time-tokens.ts';
import type { AccountKey } from '../bot/types.ts';
import { type MailBrand, productMailer } from '../mail/product-mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { LINKEDIN_DISCONNECTED_MESSAGE } from '../notifications/linkedin-disconnected.ts';
import { isTeamFeatureEnabled } from '../teams/team-features.ts';

/** Why a member is mailed about their LinkedIn account. */
export type ReconnectReason = 'verification' | 'disconnected';

/** At most one such mail per account in this long (product time): a stuck login must not flood a mailbox. */
export const RECONNECT_MAIL_GAP_MS = 6 * 3600_000;

/** The verify-on-the-fly link of an account: `/li-verification/{token}`, good for 24 hours. */
export async function verificationLink(deps: Deps, brand: MailBrand, acc: AccountKey): Promise<string> {
  const token = await issueToken(deps, 'li-verification', acc.userId, { teamId: acc.teamId });
  return `${brand.appUrl}/li-verification/${token}`;
}

/** The mail's words (ours): a code LinkedIn asks for, or a disconnected account; both link to reconnect. */
export function reconnectMail(
  brand: MailBrand,
  firstName: string,
  reason: ReconnectReason,
  href: string,
  onTheFly: boolean,
) {
  const subject =
    reason === 'verification'
      ? 'LinkedIn asks for a verification code'
      : 'Your LinkedIn account got disconnected';
  const lead =
    reason === 'verification'
      ? `${brand.productName} signed in to your LinkedIn account again to keep your campaigns running, and LinkedIn asked to confirm it is you.`
      : LINKEDIN_DISCONNECTED_MESSAGE;
  const how = onTheFly
    ? 'Open the link to reconnect it and enter the code LinkedIn sends you, from any device and without signing in. The link is valid for 24 hours.'
    : `Open the link to reconnect it on the Integrations page of ${brand.productName}.`;
  const button = onTheFly ? 'Reconnect LinkedIn' : 'Open Integrations';
  return {
    subject,
    text: `Hi ${firstName},\n\n${lead}\n\n${how}\n${href}`,
    html: `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#1b1f2a"><h2>${escapeHtml(subject)}</h2><p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(href)}" style="display:inline-block;background:#2457d6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${button}</a></p><p style="color:#667">Or open this link: <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p></body></html>`,
  };
}

/**
 * Mails the account's owner a link to reconnect, when their team asks for it: a code LinkedIn asks
 * for while nobody watches (team setting "Verify LinkedIn on the fly"), or a disconnected account
 * (team setting "send disconnected email"). With verify on the fly the link opens the
 * `/li-verification/{token}` page, else the Integrations page. Once per account in 6 hours, claimed
 * with a conditional write so racing reports send one mail. `force` (the owner's test mail) skips
 * the settings and the gap. Answers the address mailed, or null.
 */
export async function mailReconnectLink(
  deps: Deps,
  acc: AccountKey,
  reason: ReconnectReason,
  opts: { force?: boolean } = {},
): Promise<string | null> {
  const team = (await TeamEntity.get({ teamId: acc.teamId }).go()).data;
  if (!team) return null;
  const onTheFly =
    opts.force ||
    (team.isVerifyOnTheFlyEnabled === true && (await isTeamFeatureEnabled(deps, team, 'verifyOnTheFly')));
  if (!opts.force) {
    const wanted = reason === 'verification' ? onTheFly : team.isSendDisconnectedEmailEnabled === true;
    if (!wanted) return null;
    const now = deps.clock.now();
    try {
      await LinkedInAccountEntity.patch(acc)
        .set({ reconnectMailAt: now })
        .where(
          (a, op) =>
            `${op.notExists(a.reconnectMailAt)} OR ${op.lt(a.reconnectMailAt, now - RECONNECT_MAIL_GAP_MS)}`,
        )
        .go();
    } catch (e) {
      if (isConditionFailure(e)) return null; // mailed lately, or the account is gone
      throw e;
    }
  }
  const user = (await UserEntity.get({ userId: acc.userId }).go()).data;
  if (!user || user.isGhostUser) return null;
  const mail = await productMailer(deps, acc.teamId);
  const href = onTheFly
    ? await verificationLink(deps, mail.brand, acc)
    : `${mail.brand.appUrl}/integrations?tab=linkedin`;
  await mail.send({ to: user.email, ...reconnectMail(mail.brand, user.firstName, reason, href, onTheFly) });
  return user.email;
}

import type { Deps } from '../../ports/deps.ts';
import { MailConnectionError } from '../../ports/mail-protocols.ts';
import type { MailMessage } from '../../ports/mailer.ts';
import { smtpSecretContext } from '../whitelabels/smtp-secret.ts';
import { readWhiteLabel, type WhiteLabelItem } from '../whitelabels/white-label-view.ts';

/** The product's own name in mail, when no white label speaks for the team. */
export const PRODUCT_NAME = 'Outreach';

/** How product mail presents itself: the product, or a team's active white label. */
export interface MailBrand {
  /** Named in the mail's text and as the sender. */
  productName: string;
  /** Where the mail's links point: the white label's validated domain, else the product's URL. */
  appUrl: string;
}

export interface ProductMailer {
  brand: MailBrand;
  send(message: MailMessage): Promise<void>;
}

const brandOf = (deps: Deps, wl: WhiteLabelItem | null): MailBrand =>
  wl?.status === 'active'
    ? {
        productName: wl.companyName || PRODUCT_NAME,
        appUrl: wl.domain && wl.isDomainValidated ? `https://${wl.domain}` : deps.env.appUrl,
      }
    : { productName: PRODUCT_NAME, appUrl: deps.env.appUrl };

/**
 * The product's mail (invitations, password resets, verification links, exports…) for people of
 * `teamId`. While the team's white label is active it goes out under the company name: through the
 * white label's SMTP server when one is saved, else through SES with the company as sender name.
 * A white-label server that fails at send time falls back to SES, so a reset link still arrives.
 *
 * @example
 * const mail = await productMailer(deps, user.lastTeamId);
 * await mail.send({ to: user.email, ...resetPasswordMail(mail.brand, user.firstName, token) });
 */
export async function productMailer(deps: Deps, teamId: string | null | undefined): Promise<ProductMailer> {
  const wl = teamId ? await readWhiteLabel(deps, teamId) : null;
  const brand = brandOf(deps, wl);
  if (wl?.status !== 'active') return { brand, send: (m) => deps.mailer.send(m) };
  const viaSes = (m: MailMessage) =>
    deps.mailer.send({ ...m, fromName: brand.productName, replyTo: wl.smtpReplyTo });
  if (!wl.smtpServer || !wl.smtpPasswordCipher) return { brand, send: viaSes };
  return {
    brand,
    async send(m) {
      const password = await deps.secrets.decrypt(wl.smtpPasswordCipher!, smtpSecretContext(wl.teamId));
      const username = wl.smtpUsername ?? '';
      try {
        await deps.mailProtocols.send(
          {
            host: wl.smtpServer!,
            port: wl.smtpPort ?? 587,
            tls: wl.smtpTls ?? true,
            username,
            password,
          },
          {
            from: {
              name: brand.productName,
              address: username.includes('@') ? username : (wl.smtpReplyTo ?? username),
            },
            replyTo: wl.smtpReplyTo && wl.smtpReplyTo !== username ? wl.smtpReplyTo : undefined,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
            attachments: m.attachments,
          },
        );
      } catch (err) {
        if (!(err instanceof MailConnectionError)) throw err;
        console.error('white-label SMTP failed, sent through SES', {
          teamId: wl.teamId,
          kind: err.kind,
          error: err.message,
        });
        await viaSes(m);
      }
    },
  };
}

/** The product mailer of a user's current team (their mail follows the team they work in). */
export async function productMailerForUser(
  deps: Deps,
  user: { lastTeamId?: string | null } | null | undefined,
): Promise<ProductMailer> {
  return productMailer(deps, user?.lastTeamId);
}

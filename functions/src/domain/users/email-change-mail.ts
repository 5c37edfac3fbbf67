import type { MailBrand } from '../mail/product-mailer.ts';
import { escapeHtml } from '../mail/templates.ts';

/** The confirmation mail sent to a new address (PATCH /users/change-email). */
export function emailChangeMail(brand: MailBrand, firstName: string, newEmail: string, token: string) {
  const href = `${brand.appUrl}/change-email/${token}`;
  return {
    subject: 'Confirm your new email address',
    text: `Hi ${firstName},\n\nPlease confirm ${newEmail} as the new email address of your ${brand.productName} account:\n${href}\n\nThe link is valid for 24 hours. Until then you keep signing in with your current address.`,
    html: `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#1b1f2a"><h2>Confirm your new email address</h2><p>Hi ${escapeHtml(firstName)},</p><p>Please confirm <strong>${escapeHtml(newEmail)}</strong> as the new email address of your ${escapeHtml(brand.productName)} account. The link is valid for 24 hours; until then you keep signing in with your current address.</p><p><a href="${escapeHtml(href)}" style="display:inline-block;background:#2457d6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Confirm email</a></p><p style="color:#667">Or open this link: <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p></body></html>`,
  };
}

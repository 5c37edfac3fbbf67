import type { MailBrand } from './product-mailer.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function layout(title: string, body: string, cta?: { href: string; label: string }): string {
  const button = cta
    ? `<p><a href="${escapeHtml(cta.href)}" style="display:inline-block;background:#2457d6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(cta.label)}</a></p><p style="color:#667">Or open this link: <a href="${escapeHtml(cta.href)}">${escapeHtml(cta.href)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#1b1f2a"><h2>${escapeHtml(title)}</h2>${body}${button}</body></html>`;
}

export function verificationMail(brand: MailBrand, firstName: string, token: string) {
  const href = `${brand.appUrl}/verify-email/${token}`;
  return {
    subject: 'Verify your email address',
    text: `Hi ${firstName},\n\nPlease confirm your email address to start using ${brand.productName}:\n${href}\n\nThe link is valid for 24 hours.`,
    html: layout(
      'Verify your email address',
      `<p>Hi ${escapeHtml(firstName)},</p><p>Please confirm your email address to start using ${escapeHtml(brand.productName)}. The link is valid for 24 hours.</p>`,
      { href, label: 'Verify email' },
    ),
  };
}

export function resetPasswordMail(brand: MailBrand, firstName: string, token: string) {
  const href = `${brand.appUrl}/reset-password/${token}`;
  return {
    subject: 'Reset your password',
    text: `Hi ${firstName},\n\nSomeone asked to reset your ${brand.productName} password. If it was you, set a new one here:\n${href}\n\nThe link is valid for 1 hour. If it wasn't you, ignore this mail.`,
    html: layout(
      'Reset your password',
      `<p>Hi ${escapeHtml(firstName)},</p><p>Someone asked to reset your ${escapeHtml(brand.productName)} password. If it was you, set a new one below; the link is valid for 1 hour. If it wasn't you, ignore this mail.</p>`,
      { href, label: 'Set a new password' },
    ),
  };
}

export function teamInviteMail(input: {
  brand: MailBrand;
  inviterName: string;
  teamName: string;
  inviteeName: string;
  href: string;
}) {
  const { brand, inviterName, teamName, inviteeName, href } = input;
  return {
    subject: `${inviterName} invited you to join ${teamName}`,
    text: `Hi ${inviteeName},\n\n${inviterName} invited you to join the team ${teamName} on ${brand.productName}. Accept the invitation here:\n${href}`,
    html: layout(
      'Team invitation',
      `<p>Hi ${escapeHtml(inviteeName)},</p><p>${escapeHtml(inviterName)} invited you to join the team <strong>${escapeHtml(teamName)}</strong> on ${escapeHtml(brand.productName)}.</p>`,
      { href, label: 'Accept invitation' },
    ),
  };
}

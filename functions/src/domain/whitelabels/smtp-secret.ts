/** Secrets context of a white label's SMTP password (channel key: purpose `whitelabel-*`). */
export const smtpSecretContext = (teamId: string) => ({ teamId, purpose: 'whitelabel-smtp' });

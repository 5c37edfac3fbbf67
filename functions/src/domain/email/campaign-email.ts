import { createHash } from 'node:crypto';

/** Local parts of our own Message-IDs start with this, so replies and bounces are told apart cheaply. */
const PREFIX = 'ob';

/**
 * The send's key: a hash of the lead's step and attempt (the idempotency key of the email) and the
 * local part of its Message-ID.
 *
 * @example
 * emailMessageKey({ campaignId: 'c', leadId: 'l', stepIndex: 0, attempt: 0 }).length // 32
 */
export function emailMessageKey(m: {
  campaignId: string;
  leadId: string;
  stepIndex: number;
  attempt: number;
}) {
  return createHash('sha256')
    .update(`email#${m.campaignId}#${m.leadId}#${m.stepIndex}#${m.attempt}`)
    .digest('hex')
    .slice(0, 32);
}

/** The Message-ID header of a campaign email, on the sender's own domain (as mail clients do). */
export function emailMessageId(messageKey: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1]?.toLowerCase() || 'outreach.local';
  return `<${PREFIX}.${messageKey}@${domain}>`;
}

/**
 * Our message keys among Message-ID-like values (In-Reply-To, References, a bounce's copied headers).
 *
 * @example
 * messageKeysIn(['<ob.0123456789abcdef0123456789abcdef@acme.test>', '<x@y>']) // ['0123456789abcdef0123456789abcdef']
 */
export function messageKeysIn(values: readonly (string | undefined | null)[]): string[] {
  const keys = new Set<string>();
  for (const v of values) {
    for (const m of (v ?? '').matchAll(/<?ob\.([0-9a-f]{32})@[^>\s]+>?/gi)) keys.add(m[1].toLowerCase());
  }
  return [...keys];
}

/** The plain-text body of a campaign email: message, signature (RFC 3676 "-- " separator) and unsubscribe line. */
export function composeEmailText(x: {
  message: string;
  signature?: string | null;
  /** The signature separator (on unless the user excluded it: isExcludedSignatureDash). */
  dash?: boolean;
  unsubscribeUrl?: string | null;
}): string {
  const parts = [x.message.trimEnd()];
  if (x.signature?.trim()) parts.push(`${x.dash === false ? '' : '-- \n'}${x.signature.trim()}`);
  if (x.unsubscribeUrl) parts.push(`Unsubscribe: ${x.unsubscribeUrl}`);
  return `${parts.join('\n\n')}\n`;
}

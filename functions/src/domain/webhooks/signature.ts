import { createHmac } from 'node:crypto';

/** The header that carries the signature of every outgoing webhook. */
export const SIGNATURE_HEADER = 'Outreach-Signature';

/**
 * Signs a webhook body like Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 * Receivers recompute the HMAC over the raw body and refuse old timestamps (replay protection).
 *
 * @example signatureHeader('whsec_x', 1700000000, '{"id":"evt_1"}') // 't=1700000000,v1=5f2b…'
 */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

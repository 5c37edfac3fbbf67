/** One signed webhook call. */
export interface WebhookCall {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** The receiver's answer; `error` instead when none came (refused address, DNS, timeout, reset). */
export type WebhookOutcome =
  | { status: number; body: string; durationMs: number }
  | { error: string; durationMs: number };

/** Posts outgoing webhooks. In AWS it refuses private and loopback addresses (no SSRF). */
export interface WebhookTransport {
  post(call: WebhookCall): Promise<WebhookOutcome>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a CSV export). */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
  /**
   * The sender's display name instead of the configured one (a white label's company name); the
   * address stays the product's own.
   */
  fromName?: string;
  /** Where replies go (a white label's reply-to address). */
  replyTo?: string;
  /** Stable key so a retried send does not mail twice. */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

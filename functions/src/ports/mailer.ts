export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a CSV export). */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
  /** Stable key so a retried send does not mail twice. */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

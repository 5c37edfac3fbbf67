export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable key so a retried send does not mail twice. */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

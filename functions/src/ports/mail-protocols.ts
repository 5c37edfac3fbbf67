/** One login to a mail server (SMTP or IMAP). `tls`: implicit TLS, or STARTTLS required on 25/587/143. */
export interface MailServerLogin {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  /** Password login; empty with `accessToken`. */
  password: string;
  /** OAuth login (Gmail, Outlook): XOAUTH2 with this access token instead of the password. */
  accessToken?: string;
}

export interface OutgoingEmail {
  from: { name: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Our own Message-ID (`<id@domain>`): replies and bounces are matched back by it. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
  /**
   * Files sent with the mail (a CSV export, a campaign step's attachments). With `cid` the file is
   * inline (the signature image), referenced by the HTML part as `cid:…`. No `contentType`: taken
   * from the file name.
   */
  attachments?: { filename: string; contentType?: string; content: Uint8Array; cid?: string }[];
}

export interface SentEmail {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

export interface FetchedEmail {
  uid: number;
  raw: Buffer;
}

/** Why a mail server could not be used, in words a user can act on. */
export type MailFailureKind = 'auth' | 'unreachable' | 'tls' | 'rejected' | 'other';

/** A mail server refused or could not be reached; `message` is the user's explanation. */
export class MailConnectionError extends Error {
  constructor(
    readonly kind: MailFailureKind,
    readonly protocol: 'smtp' | 'imap',
    message: string,
  ) {
    super(message);
    this.name = 'MailConnectionError';
  }
}

/**
 * The mail protocols of a user's own mailbox: SMTP to send, IMAP to read (nodemailer and imapflow
 * behind it). Failures are `MailConnectionError`s.
 */
export interface MailProtocols {
  verifySmtp(login: MailServerLogin): Promise<void>;
  verifyImap(login: MailServerLogin): Promise<void>;
  send(login: MailServerLogin, message: OutgoingEmail): Promise<SentEmail>;
  /** INBOX messages with a UID above `afterUid` (at most `limit`), and the mailbox's UIDVALIDITY. */
  fetchInbox(
    login: MailServerLogin,
    afterUid: number,
    limit: number,
  ): Promise<{ uidValidity: number; messages: FetchedEmail[] }>;
}

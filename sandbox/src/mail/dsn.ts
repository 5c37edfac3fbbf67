import MimeNode from 'nodemailer/lib/mime-node';

export interface BounceInput {
  /** The MTA's name in the report (`Reporting-MTA: dns; <mta>`). */
  mta: string;
  /** Who the original message came from (the DSN goes back there). */
  sender: string;
  recipient: string;
  /** The original message's header block. */
  originalHeaders: string;
  arrivedAt: Date;
  messageId: string;
}

/**
 * A delivery status notification as real MTAs send it (RFC 3464): a `multipart/report;
 * report-type=delivery-status` with a human part, the machine-readable `message/delivery-status`
 * part and the original message's headers. Built with nodemailer's MIME tree, not by hand.
 */
export function buildBounce(b: BounceInput): Promise<Buffer> {
  const root = new MimeNode('multipart/report; report-type=delivery-status');
  root.setHeader({
    From: `Mail Delivery System <MAILER-DAEMON@${b.mta}>`,
    To: b.sender,
    Subject: 'Undelivered Mail Returned to Sender',
    'Auto-Submitted': 'auto-replied',
    Date: b.arrivedAt.toUTCString(),
    'Message-ID': b.messageId,
  });
  root
    .createChild('text/plain')
    .setContent(
      `This is the mail system at host ${b.mta}.\n\nI'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients.\n\n<${b.recipient}>: host ${b.mta} said: 550 5.1.1 <${b.recipient}>:\n    Recipient address rejected: User unknown in virtual mailbox table\n`,
    );
  root
    .createChild('message/delivery-status')
    .setContent(
      [
        `Reporting-MTA: dns; ${b.mta}`,
        `Arrival-Date: ${b.arrivedAt.toUTCString()}`,
        '',
        `Final-Recipient: rfc822; ${b.recipient}`,
        `Original-Recipient: rfc822;${b.recipient}`,
        'Action: failed',
        'Status: 5.1.1',
        `Remote-MTA: dns; ${b.recipient.split('@')[1] ?? b.mta}`,
        `Diagnostic-Code: smtp; 550 5.1.1 <${b.recipient}>: Recipient address rejected: User unknown`,
        '',
      ].join('\r\n'),
    );
  root.createChild('text/rfc822-headers').setContent(b.originalHeaders);
  return root.build();
}

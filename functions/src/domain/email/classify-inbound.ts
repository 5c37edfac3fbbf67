import EmailReplyParser from 'email-reply-parser';
import { type ParsedMail, simpleParser } from 'mailparser';
import { messageKeysIn } from './campaign-email.ts';

/** What one message read from a campaign mailbox is, for reply and bounce detection. */
export type InboundKind =
  | {
      kind: 'bounce';
      /** 5.x.x / "failed": the address does not take mail; 4.x.x / "delayed" is transient. */
      permanent: boolean;
      recipients: string[];
      status: string | null;
      diagnostic: string | null;
      messageKeys: string[];
    }
  | { kind: 'auto-reply'; from: string | null; messageKeys: string[] }
  | { kind: 'reply'; from: string | null; text: string; at: number | null; messageKeys: string[] }
  | { kind: 'other' };

const header = (m: ParsedMail, name: string): string => {
  const v = m.headers.get(name.toLowerCase());
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && 'value' in (v as object)) {
    const o = v as { value: unknown; params?: Record<string, string> };
    return [String(o.value), ...Object.entries(o.params ?? {}).map(([k, p]) => `${k}=${p}`)].join('; ');
  }
  if (v instanceof Date) return v.toISOString();
  return Array.isArray(v) ? v.join(' ') : String(v);
};

const fromAddress = (m: ParsedMail): string | null =>
  m.from?.value?.[0]?.address?.trim().toLowerCase() || null;

const EMAIL_IN_TEXT = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const DAEMON_FROM = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon|bounce[s]?)@/i;
const DAEMON_NAME = /mail delivery (subsystem|system)|mailer-daemon|postmaster|microsoft outlook/i;
const BOUNCE_SUBJECT =
  /^(undeliver(ed|able)|undelivered mail returned to sender|delivery status notification|delivery (failure|failed|has failed|notification)|failure notice|returned mail|mail delivery failed|non[- ]?deliver(y|able)|message not delivered|nicht zustellbar|unzustellbar|non remis|no se puede entregar)/i;
const BOUNCE_BODY =
  /this is the qmail-send program|delivery has failed to these recipients|delivery to the following recipient(s)? failed|your message (wasn't|was not|couldn't be|could not be) delivered|address not found|message could not be delivered|the following addresses had permanent fatal errors|i'm sorry to have to inform you that your message could not/i;
const PERMANENT =
  /\b5\.\d{1,3}\.\d{1,3}\b|\b5[05]\d\b|permanent(ly)?|does ?n[o']t exist|user unknown|unknown user|no such (user|mailbox|recipient)|address not found|recipient address rejected|mailbox unavailable|not found/i;
const TRANSIENT =
  /\b4\.\d{1,3}\.\d{1,3}\b|temporar(y|ily)|delayed|will (retry|keep trying)|still trying|has not yet been delivered/i;
const AUTO_SUBJECT =
  /^(auto(matic|matische)?[ -]?(reply|response|antwort)|auto:|autoreply|out of (the )?office|ooo\b|abwesenheitsnotiz|abwesend|réponse automatique|respuesta automática|risposta automatica|automatisch antwoord|autosvar|automaattinen vastaus|fuera de la oficina|absence)/i;

/** `Key: value` fields of a `message/delivery-status` body, grouped per block (RFC 3464 §2). */
function dsnBlocks(text: string): Record<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ') // unfold
    .split(/\n\s*\n/)
    .map((block) => {
      const o: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const m = line.match(/^([A-Za-z-]+):\s*(.*)$/);
        if (m) o[m[1].toLowerCase()] = m[2].trim();
      }
      return o;
    })
    .filter((o) => Object.keys(o).length > 0);
}

const addressOf = (field: string | undefined) =>
  (field ?? '')
    .replace(/^[a-z0-9-]+\s*;\s*/i, '')
    .replace(/[<>]/g, '')
    .trim()
    .toLowerCase();

function fromDsn(m: ParsedMail, raw: string): InboundKind | null {
  const ct = header(m, 'content-type').toLowerCase();
  const part = m.attachments.find((a) => /^message\/(global-)?delivery-status$/i.test(a.contentType));
  if (!part && !(ct.includes('multipart/report') && ct.includes('delivery-status'))) return null;
  const text = part ? part.content.toString('utf8') : raw;
  const recipients = dsnBlocks(text).filter((b) => b['final-recipient'] || b['original-recipient']);
  if (recipients.length === 0) return null;
  const failed = recipients.filter((b) => /^failed$/i.test(b.action ?? '') || /^5\./.test(b.status ?? ''));
  const chosen = failed.length ? failed : recipients;
  const first = chosen[0];
  return {
    kind: 'bounce',
    permanent: failed.length > 0,
    recipients: chosen.map((b) => addressOf(b['final-recipient'] || b['original-recipient'])).filter(Boolean),
    status: first.status?.match(/\d\.\d{1,3}\.\d{1,3}/)?.[0] ?? null,
    diagnostic: first['diagnostic-code']?.replace(/^smtp\s*;\s*/i, '') ?? null,
    messageKeys: messageKeysIn([raw]),
  };
}

/** Bounces that are not RFC 3464 reports: qmail, older Gmail and Exchange/Outlook notices. */
function fromNonStandard(m: ParsedMail, raw: string, ownAddress: string): InboundKind | null {
  const from = fromAddress(m) ?? '';
  const fromName = m.from?.value?.[0]?.name ?? '';
  const subject = m.subject ?? '';
  const body = m.text ?? (m.html ? String(m.html) : '');
  const looksDaemon = DAEMON_FROM.test(from) || DAEMON_NAME.test(fromName);
  if (
    !(
      BOUNCE_BODY.test(body) ||
      (looksDaemon && BOUNCE_SUBJECT.test(subject)) ||
      (BOUNCE_SUBJECT.test(subject) && /\b[45]\.\d\.\d{1,3}\b/.test(body))
    )
  )
    return null;
  // qmail: "<address>:" at the start of a line, the reason below it.
  const qmail = [...body.matchAll(/^<([^>\s]+@[^>\s]+)>:\s*$/gm)].map((x) => x[1].toLowerCase());
  const own = ownAddress.toLowerCase();
  const mentioned = [...new Set((body.match(EMAIL_IN_TEXT) ?? []).map((e) => e.toLowerCase()))].filter(
    (e) => e !== own && !DAEMON_FROM.test(e) && !e.endsWith('.prod.outlook.com') && e !== from,
  );
  const recipients = qmail.length ? qmail : mentioned.slice(0, 5);
  const transient = TRANSIENT.test(body) && !/\b5\.\d{1,3}\.\d{1,3}\b|permanent/i.test(body);
  const status = body.match(/\b([45]\.\d{1,3}\.\d{1,3})\b/)?.[1] ?? null;
  const diagnostic =
    body
      .match(
        /(?:Remote Server returned|Diagnostic[- ]Code:?|The error that the other server returned was:)\s*'?([^\n']+)/i,
      )?.[1]
      ?.trim() ??
    body.match(/\b5\d\d[ -]5\.\d\.\d{1,3}[^\n]*/)?.[0]?.trim() ??
    null;
  return {
    kind: 'bounce',
    permanent: !transient && (PERMANENT.test(body) || BOUNCE_SUBJECT.test(subject)),
    recipients,
    status,
    diagnostic,
    messageKeys: messageKeysIn([raw]),
  };
}

function isAutoReply(m: ParsedMail): boolean {
  const auto = header(m, 'auto-submitted').toLowerCase();
  if (auto && !auto.startsWith('no')) return true;
  if (header(m, 'x-autoreply') || header(m, 'x-autorespond') || header(m, 'x-autoresponse')) return true;
  const precedence = (header(m, 'precedence') || header(m, 'x-precedence')).toLowerCase();
  if (/auto_reply|bulk|junk|list/.test(precedence)) return true;
  if (
    header(m, 'x-ms-exchange-generated-message-source') ||
    header(m, 'x-auto-response-suppress').toLowerCase() === 'all'
  )
    return AUTO_SUBJECT.test(m.subject ?? '');
  return AUTO_SUBJECT.test(m.subject ?? '');
}

/** The new text of a reply, without the quoted message under it (email-reply-parser). */
export function replyText(m: ParsedMail): string {
  const text = m.text ?? '';
  const visible = new EmailReplyParser().parseReply(text).trim();
  return (visible || text.trim()).slice(0, 4000);
}

/**
 * Classifies one message of a campaign mailbox: a bounce (RFC 3464 `multipart/report`, or the
 * non-standard notices of qmail, Gmail and Exchange), an auto-reply (RFC 3834 Auto-Submitted,
 * X-Autoreply, Precedence, the usual out-of-office subjects), a reply (anything else; it is matched
 * to a campaign email by In-Reply-To/References, else by its sender) or other.
 */
export async function classifyInbound(raw: Buffer, ownAddress: string): Promise<InboundKind> {
  const m = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const text = raw.toString('utf8');
  const bounce = fromDsn(m, text) ?? fromNonStandard(m, text, ownAddress);
  if (bounce) return bounce;
  const threadKeys = messageKeysIn([header(m, 'in-reply-to'), header(m, 'references')]);
  const from = fromAddress(m);
  if (from && from === ownAddress.toLowerCase()) return { kind: 'other' };
  if (isAutoReply(m)) return { kind: 'auto-reply', from, messageKeys: threadKeys };
  return { kind: 'reply', from, text: replyText(m), at: m.date?.getTime() ?? null, messageKeys: threadKeys };
}

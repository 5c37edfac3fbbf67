import { emailAttachmentsMaxBytes, fileMaxBytes } from '@outreach/shared/constants/outreach';
import type { Deps } from '../../ports/deps.ts';
import type { OutgoingEmail } from '../../ports/mail-protocols.ts';
import { keptPrefixOf } from '../uploads/create-presigned-url.ts';

type FileRef = { file_uri: string; file_name: string };
type MailFile = NonNullable<OutgoingEmail['attachments']>[number];

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/**
 * The HTML part of a campaign email whose signature has an image, or whose opens are tracked: the
 * message as text, the signature's rich text with its image by its absolute public URL (appended when
 * the rich text does not show it: mail clients load it from there), the unsubscribe link and the open
 * pixel (issue #9).
 *
 * @example
 * composeEmailHtml({ message: 'Hi', signatureHtml: '<p>Ann</p>', imageUrl: 'https://app.example.com/blobs/a.png' })
 * // '<div>Hi</div><div>-- <br><p>Ann</p><img src="https://app.example.com/blobs/a.png" alt=""></div>'
 */
export function composeEmailHtml(x: {
  message: string;
  /** The signature with its image's public URL (publicSignature); none for a plain-text signature. */
  signatureHtml?: string | null;
  /** The signature as plain text, when it has no rich text to show. */
  signatureText?: string | null;
  dash?: boolean;
  imageUrl?: string | null;
  unsubscribeUrl?: string | null;
  pixelUrl?: string | null;
}): string {
  const message = escapeHtml(x.message.trimEnd()).replace(/\r?\n/g, '<br>');
  const sig =
    x.signatureHtml ?? (x.signatureText ? escapeHtml(x.signatureText).replace(/\r?\n/g, '<br>') : '');
  const shown =
    !x.imageUrl ||
    [...sig.matchAll(/<img\b[^>]*?\ssrc=(["'])([^"']*)\1/gi)].some(
      (m) => m[2].replace(/&amp;/g, '&') === x.imageUrl,
    );
  const image = shown || !x.imageUrl ? '' : `<img src="${escapeHtml(x.imageUrl)}" alt="">`;
  const signature = sig || image ? `<div>${x.dash === false ? '' : '-- <br>'}${sig}${image}</div>` : '';
  const unsubscribe = x.unsubscribeUrl
    ? `<p><a href="${escapeHtml(x.unsubscribeUrl)}">Unsubscribe</a></p>`
    : '';
  const pixel = x.pixelUrl
    ? `<img src="${escapeHtml(x.pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">`
    : '';
  return `<div>${message}</div>${signature}${unsubscribe}${pixel}`;
}

/**
 * The files of one campaign email: the Email step's attachments (the team's kept uploads, at most
 * `emailAttachmentsMaxBytes` together, checked when the sequence is saved). A file that can no longer
 * be read is left out rather than holding the lead's sequence back.
 */
export async function campaignEmailFiles(
  deps: Deps,
  teamId: string,
  attachments: readonly FileRef[],
): Promise<MailFile[]> {
  const files: MailFile[] = [];
  const prefix = keptPrefixOf('attachment', teamId);
  let total = 0;
  for (const a of attachments) {
    if (!a.file_uri.startsWith(prefix) || a.file_uri.includes('..')) continue;
    const content = await deps.blobs.getBytes(a.file_uri, fileMaxBytes).catch(() => null);
    if (!content || total + content.length > emailAttachmentsMaxBytes) continue;
    total += content.length;
    files.push({ filename: a.file_name, content });
  }
  return files;
}

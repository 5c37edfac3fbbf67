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
 * The stored key of a team's signature image from its saved URL (the presigned upload's public URL,
 * `…/attachments/<teamId>/…`), or null for a URL that is not one of the team's kept files.
 */
export function signatureImageKey(teamId: string, fileUri: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(fileUri).pathname);
  } catch {
    return null;
  }
  const prefix = keptPrefixOf('attachment', teamId);
  const at = path.indexOf(`/${prefix}`);
  const key = at === -1 ? null : path.slice(at + 1);
  return key && !key.includes('..') ? key : null;
}

/**
 * The HTML part of a campaign email whose signature has an image: the message as text, the signature's
 * rich text with its image shown inline (`cid:`; the image is appended when the rich text does not
 * show it), and the unsubscribe link.
 *
 * @example
 * composeEmailHtml({ message: 'Hi', signatureHtml: '<p>Ann</p>', imageUri: 'https://x/a.png', imageCid: 'sig@x' })
 * // '<div>Hi</div><div>-- <br><p>Ann</p><img src="cid:sig@x" alt=""></div>'
 */
export function composeEmailHtml(x: {
  message: string;
  signatureHtml: string;
  dash?: boolean;
  imageUri: string;
  imageCid: string;
  unsubscribeUrl?: string | null;
}): string {
  const message = escapeHtml(x.message.trimEnd()).replace(/\r?\n/g, '<br>');
  let shown = false;
  const signature = x.signatureHtml.replace(/(<img\b[^>]*\bsrc=)(["'])([^"']*)\2/gi, (all, head, q, src) => {
    if (src !== x.imageUri) return all;
    shown = true;
    return `${head}${q}cid:${x.imageCid}${q}`;
  });
  const image = shown ? '' : `<img src="cid:${x.imageCid}" alt="">`;
  const unsubscribe = x.unsubscribeUrl
    ? `<p><a href="${escapeHtml(x.unsubscribeUrl)}">Unsubscribe</a></p>`
    : '';
  return `<div>${message}</div><div>${x.dash === false ? '' : '-- <br>'}${signature}${image}</div>${unsubscribe}`;
}

/**
 * The files of one campaign email: the Email step's attachments (the team's kept uploads, at most
 * `emailAttachmentsMaxBytes` together, checked when the sequence is saved) and the signature image,
 * inline under `imageCid`. A file that can no longer be read is left out rather than holding the
 * lead's sequence back.
 */
export async function campaignEmailFiles(
  deps: Deps,
  teamId: string,
  x: { attachments: readonly FileRef[]; signatureImage?: FileRef; imageCid: string },
): Promise<{ files: MailFile[]; inlineImage: boolean }> {
  const files: MailFile[] = [];
  const prefix = keptPrefixOf('attachment', teamId);
  let total = 0;
  for (const a of x.attachments) {
    if (!a.file_uri.startsWith(prefix) || a.file_uri.includes('..')) continue;
    const content = await deps.blobs.getBytes(a.file_uri, fileMaxBytes).catch(() => null);
    if (!content || total + content.length > emailAttachmentsMaxBytes) continue;
    total += content.length;
    files.push({ filename: a.file_name, content });
  }
  const key = x.signatureImage ? signatureImageKey(teamId, x.signatureImage.file_uri) : null;
  const image = key ? await deps.blobs.getBytes(key, fileMaxBytes).catch(() => null) : null;
  if (image && x.signatureImage)
    files.push({ filename: x.signatureImage.file_name, content: image, cid: x.imageCid });
  return { files, inlineImage: Boolean(image) };
}

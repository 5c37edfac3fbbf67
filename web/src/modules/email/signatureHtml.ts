import type { TSignatureResponse } from '@outreach/shared/schemas/email-campaigns';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The signature's rich text with its saved image shown: an image saved without appearing in the text
 * (set through the API) goes under it, the way the sent email adds it.
 *
 * @example
 * signatureHtml({ emailSignature: '<p>Ann</p>', emailAttachments: [{ file_name: 'a.png', file_uri: 'https://x/a.png' }], isExcludedSignatureDash: false })
 * // '<p>Ann</p><p><img src="https://x/a.png" alt=""></p>'
 */
export function signatureHtml(s: TSignatureResponse): string {
  const shownSrcs = [...s.emailSignature.matchAll(/<img\b[^>]*\bsrc=(["'])(.*?)\1/gi)].map((m) =>
    m[2].replace(/&amp;/g, '&'),
  );
  const missing = s.emailAttachments.filter((a) => !shownSrcs.includes(a.file_uri));
  return (
    s.emailSignature + missing.map((a) => `<p><img src="${escapeAttr(a.file_uri)}" alt=""></p>`).join('')
  );
}

import type { Env } from '../../lib/env.ts';
import { keptPrefixOf } from '../uploads/create-presigned-url.ts';

type FileRef = { file_name: string; file_uri: string };
type Signature = { emailSignature: string; emailAttachments: FileRef[] };

/**
 * Where a team's signature image may live: the public prefix (uploads for `signature`), and the kept
 * attachments earlier saves used (served by the local S3 stand-in only).
 */
const imagePrefixes = (teamId: string) => [
  keptPrefixOf('signature', teamId),
  keptPrefixOf('attachment', teamId),
];

/**
 * The stored key of a team's signature image named by `src`: a public URL on any host and port (the
 * stand-in's, the CDN's, a former one), or the stored path `/<key>`; null for anything else.
 */
export function signatureImageKey(teamId: string, src: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(src, 'http://relative.invalid').pathname);
  } catch {
    return null;
  }
  for (const prefix of imagePrefixes(teamId)) {
    const at = path.indexOf(`/${prefix}`);
    if (at === -1) continue;
    const key = path.slice(at + 1);
    return key.includes('..') ? null : key;
  }
  return null;
}

/** The absolute URL a blob is served from: the public blob base (the app's URL behind CloudFront). */
export function publicBlobUrl(env: Pick<Env, 'blobPublicUrl' | 'appUrl'>, key: string): string {
  const base = (env.blobPublicUrl ?? env.appUrl).replace(/\/$/, '');
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Each `<img src>` of the team's signature image, rewritten by `to`. */
function mapImageSources(html: string, teamId: string, to: (key: string) => string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=)(["'])([^"']*)\2/gi, (all, head, q, src) => {
    const key = signatureImageKey(teamId, src.replace(/&amp;/g, '&'));
    return key ? `${head}${q}${to(key)}${q}` : all;
  });
}

function mapSignature<T extends Signature>(s: T, teamId: string, to: (key: string) => string): T {
  return {
    ...s,
    emailSignature: mapImageSources(s.emailSignature, teamId, to),
    emailAttachments: s.emailAttachments.map((a) => {
      const key = signatureImageKey(teamId, a.file_uri);
      return key ? { ...a, file_uri: to(key) } : a;
    }),
  };
}

/**
 * The signature as stored: its image named by the path `/<key>` on the public blob base, not by a URL
 * with a host and port, so it survives a restart on other ports and a move behind the CDN.
 *
 * @example
 * storedSignature('t1', { emailSignature: '<img src="https://files.former-host.example/b/blobs/signatures/t1/01J/a.png">', emailAttachments: [] })
 * // { emailSignature: '<img src="/blobs/signatures/t1/01J/a.png">', emailAttachments: [] }
 */
export function storedSignature<T extends Signature>(teamId: string, s: T): T {
  return mapSignature(s, teamId, (key) => `/${key}`);
}

/** The signature with its image's absolute public URL under today's public blob base (reads, sent mail). */
export function publicSignature<T extends Signature>(
  env: Pick<Env, 'blobPublicUrl' | 'appUrl'>,
  teamId: string,
  s: T,
): T {
  return mapSignature(s, teamId, (key) => publicBlobUrl(env, key));
}

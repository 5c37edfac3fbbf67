import { convert } from 'html-to-text';
import type { Deps } from '../../ports/deps.ts';
import type { MetaGraph } from '../../ports/meta-graph.ts';
import {
  type FacebookAccountRow,
  type FacebookKey,
  type FacebookSecret,
  facebookSecretContext,
  getFacebookAccount,
} from './facebook-account-view.ts';

/** The post's text as Facebook and Instagram take it: plain text (the editor's rich text flattened). */
export function metaPostText(html: string): string {
  return convert(html, { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] }).trim();
}

/** The author's usable Facebook login and its tokens, or null (none, refused since, or expired). */
export async function metaPostAccess(
  deps: Deps,
  key: FacebookKey,
): Promise<{ meta: MetaGraph; row: FacebookAccountRow; secret: FacebookSecret } | null> {
  if (!deps.meta) return null;
  const row = await getFacebookAccount(deps, key);
  if (!row || row.unauthorized || row.expiresAt <= deps.clock.now()) return null;
  const secret = JSON.parse(
    await deps.secrets.decrypt(row.secretEnc, facebookSecretContext(key)),
  ) as FacebookSecret;
  return { meta: deps.meta, row, secret };
}

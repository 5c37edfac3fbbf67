import { AppError } from '@outreach/shared/errors';
import {
  FACEBOOK_ERROR_MESSAGE,
  FACEBOOK_SCOPES,
  type TFacebookPage,
  type TFacebookResponse,
} from '@outreach/shared/schemas/facebook';
import type { EntityItem } from 'electrodb';
import { FacebookAccountEntity } from '../../data/entities/facebook-account.ts';
import type { Deps } from '../../ports/deps.ts';
import type { MetaGraph, MetaPage } from '../../ports/meta-graph.ts';

export type FacebookAccountRow = EntityItem<typeof FacebookAccountEntity>;
export interface FacebookKey {
  teamId: string;
  userId: string;
}

/** What is stored encrypted: the long-lived user token and each page's token. */
export interface FacebookSecret {
  userToken: string;
  pageTokens: Record<string, string>;
}

export const facebookMessages = {
  notConfigured: 'Facebook is not configured',
  loginFailed: 'Facebook login failed. Please log in with Facebook again.',
  notConnected: 'Please log in with Facebook first.',
  unknownSelection: 'Please select pages and Instagram accounts of your Facebook login.',
  unavailable: 'Facebook could not be reached. Please try again later.',
  unauthorized: FACEBOOK_ERROR_MESSAGE,
} as const;

/** The encryption context of a user's Facebook tokens: a ciphertext opens only for its own row. */
export const facebookSecretContext = (key: FacebookKey) => ({
  purpose: 'meta-tokens',
  teamId: key.teamId,
  userId: key.userId,
});

export function requireMeta(deps: Deps): MetaGraph {
  if (!deps.meta) throw new AppError('SERVICE_UNAVAILABLE', facebookMessages.notConfigured);
  return deps.meta;
}

export async function getFacebookAccount(_deps: Deps, key: FacebookKey): Promise<FacebookAccountRow | null> {
  return (await FacebookAccountEntity.get(key).go()).data;
}

/** Graph's pages as the API shows them (spec 1 §3 facebookPages), without their tokens. */
export function pagesView(pages: MetaPage[]): TFacebookPage[] {
  return pages.map((p) => ({
    id: p.id,
    name: p.name.slice(0, 300),
    category: p.category.slice(0, 300),
    ig: p.ig
      ? {
          id: p.ig.id,
          username: p.ig.username,
          profile_pic: p.ig.profilePic ?? null,
          follows_count: p.ig.followsCount ?? 0,
          followers_count: p.ig.followersCount ?? 0,
          media_count: p.ig.mediaCount ?? 0,
          name: p.ig.name ?? null,
        }
      : null,
  }));
}

/** Facebook Login's URL for this app: the token comes back to the Integrations page. */
export async function facebookLoginUrl(deps: Deps): Promise<string | null> {
  if (!deps.meta) return null;
  return deps.meta.loginUrl({ redirectUri: `${deps.env.appUrl}/integrations`, scopes: FACEBOOK_SCOPES });
}

/** What the API shows of a Facebook login: never the tokens. */
export function facebookView(row: FacebookAccountRow | null, loginUrl: string | null): TFacebookResponse {
  return {
    facebookAuth: Boolean(row),
    unauthorized: row?.unauthorized ?? false,
    facebookDetails: row
      ? { name: row.name, email: row.email ?? null, picture: { url: row.pictureUrl ?? null } }
      : null,
    facebookPages: (row?.pages as TFacebookPage[] | undefined) ?? [],
    options: { pages_checked: row?.pagesChecked ?? [], ig_accounts_checked: row?.igAccountsChecked ?? [] },
    loginUrl,
  };
}

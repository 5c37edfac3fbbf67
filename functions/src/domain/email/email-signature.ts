import type { TSignatureRequest } from '@outreach/shared/schemas/integrations';
import { MailPreferencesEntity } from '../../data/entities/mail-preferences.ts';
import type { Deps } from '../../ports/deps.ts';
import { publicSignature, storedSignature } from './signature-image.ts';

type Key = { teamId: string; userId: string };

/**
 * GET /users/signature: the user's email signature (empty until set), its image by its absolute URL
 * under today's public blob base (stored as a path, see storedSignature).
 */
export async function getSignature(deps: Deps, key: Key) {
  const p = (await MailPreferencesEntity.get(key).go()).data;
  // Stored again first: a signature saved before images were stored as paths still has a URL.
  const stored = storedSignature(key.teamId, {
    emailSignature: p?.emailSignature ?? '',
    emailAttachments: (p?.emailAttachments as { file_name: string; file_uri: string }[] | undefined) ?? [],
  });
  return {
    ...publicSignature(deps.env, key.teamId, stored),
    isExcludedSignatureDash: p?.isExcludedSignatureDash ?? false,
  };
}

/**
 * PATCH /users/signature: rich text (empty markup saved as ''), at most one image; Email steps with
 * the signature switch on add it under the message. The image is stored as its path on the public
 * blob base, whatever host and port the client named it by.
 */
export async function saveSignature(deps: Deps, key: Key, body: TSignatureRequest) {
  const stored = storedSignature(key.teamId, body);
  await MailPreferencesEntity.upsert({
    ...key,
    emailSignature: stored.emailSignature,
    emailAttachments: stored.emailAttachments,
    isExcludedSignatureDash: body.isExcludedSignatureDash,
    updatedAt: deps.clock.now(),
  }).go();
  return getSignature(deps, key);
}

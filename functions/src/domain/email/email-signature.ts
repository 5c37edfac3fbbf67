import type { TSignatureRequest } from '@outreach/shared/schemas/integrations';
import type { Deps } from '../../ports/deps.ts';

type Key = { teamId: string; userId: string };

/** GET /users/signature: the user's email signature (empty until set). */
export async function getSignature(deps: Deps, key: Key) {
  const p = (await deps.db.entities.mailPreferences.get(key).go()).data;
  return {
    emailSignature: p?.emailSignature ?? '',
    emailAttachments: (p?.emailAttachments as { file_name: string; file_uri: string }[] | undefined) ?? [],
    isExcludedSignatureDash: p?.isExcludedSignatureDash ?? false,
  };
}

/**
 * PATCH /users/signature: rich text (empty markup saved as ''), at most one image; Email steps with
 * the signature switch on add it under the message.
 */
export async function saveSignature(deps: Deps, key: Key, body: TSignatureRequest) {
  await deps.db.entities.mailPreferences
    .upsert({
      ...key,
      emailSignature: body.emailSignature,
      emailAttachments: body.emailAttachments,
      isExcludedSignatureDash: body.isExcludedSignatureDash,
      updatedAt: deps.clock.now(),
    })
    .go();
  return getSignature(deps, key);
}

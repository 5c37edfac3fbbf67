import { AppError } from '@outreach/shared/errors';
import type { PlanName } from '@outreach/shared/plans/catalogue';
import { type PostMedia, validatePostMedia } from '@outreach/shared/rules/outreach/post-media';
import { type PostNetwork, postTypeOf } from '@outreach/shared/rules/outreach/posts';
import { type TCreatePostBody, validatePost } from '@outreach/shared/schemas/posts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { teamHasFeature } from '../content/team-features.ts';
import { keptPrefixOf } from '../uploads/create-presigned-url.ts';

const missingFile = "Couldn't upload the file!";

function kindOf(mime: string | undefined, name: string): PostMedia['kind'] {
  const m = mime ?? '';
  if (m.startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(name)) return 'image';
  if (m.startsWith('video/') || /\.(mp4|mov|webm)$/i.test(name)) return 'video';
  return 'document';
}

/**
 * Step 3 of spec 3 §5: every attachment is the team's own upload (purpose `media`), and its stored
 * size and type pass each chosen network's media rules. The first error, or null.
 */
export async function attachmentError(
  deps: Deps,
  teamId: string,
  body: Pick<TCreatePostBody, 'attachments' | 'networks'>,
): Promise<string | null> {
  const prefix = keptPrefixOf('media', teamId);
  for (const a of body.attachments) {
    if (!a.file_uri.startsWith(prefix) || a.file_uri.includes('..')) return missingFile;
    const size = await deps.blobs.size(a.file_uri).catch(() => null);
    if (size === null) return missingFile;
    const media: PostMedia = { kind: kindOf(a.mimeType, a.file_name), sizeBytes: size, mimeType: a.mimeType };
    for (const n of body.networks) {
      const error = validatePostMedia(n as PostNetwork, media);
      if (error) return error;
    }
  }
  return null;
}

/**
 * All eleven steps of spec 3 §5 post validation, in order, on the server: the clock, the user's
 * timezone, the team's plan (post scheduling) and the trial. Throws 400 with the first message.
 */
export async function assertValidPost(deps: Deps, actor: Actor, body: TCreatePostBody): Promise<void> {
  const [user, team, planAllows] = await Promise.all([
    UserEntity.get({ userId: actor.userId }).go(),
    TeamEntity.get({ teamId: actor.teamId }).go(),
    teamHasFeature(deps, actor.teamId, 'postScheduling'),
  ]);
  const draft = {
    title: body.title,
    content: body.content,
    networks: body.networks,
    attachmentsCount: body.attachments.length,
    scheduledAt: body.scheduledAt ?? null,
    attachmentError: null as string | null,
  };
  // Steps 1–2 first, so a missing title is never hidden behind a file check.
  const early = validatePost(
    { ...draft, networks: ['linkedin'], attachmentsCount: 1, scheduledAt: null },
    {
      nowMs: deps.clock.now(),
      timezone: 'UTC',
      planAllows: true,
      trialStarted: true,
    },
  );
  if (early) throw new AppError('BAD_REQUEST', early);
  draft.attachmentError = await attachmentError(deps, actor.teamId, body);
  const plan = (team.data?.plan ?? '') as PlanName | '';
  const message = validatePost(draft, {
    nowMs: deps.clock.now(),
    timezone: user.data?.timezone ?? 'UTC',
    planAllows,
    trialStarted: plan === 'trial' || Boolean(team.data?.trialStartedAt),
  });
  if (message) throw new AppError('BAD_REQUEST', message);
}

/** The post's types: given, or read off its attachments. */
export function postTypesOf(body: TCreatePostBody): string[] {
  return body.postTypes?.length ? body.postTypes : [postTypeOf(body.attachments.map((a) => a.mimeType))];
}

import { createHmac } from 'node:crypto';
import type { TIntercomResponse } from '@outreach/shared/schemas/support-chat';
import { UserEntity } from '../../data/entities/user.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { whiteLabelViewer } from '../whitelabels/white-label-access.ts';

const off = (reason: NonNullable<TIntercomResponse['reason']>): TIntercomResponse => ({
  enabled: false,
  reason,
  appId: null,
  widgetUrl: null,
  user: null,
});

/** Intercom's identity verification: HMAC-SHA256 of the user id, hex. */
export const userHashOf = (identitySecret: string, userId: string) =>
  createHmac('sha256', identitySecret).update(userId).digest('hex');

/** GET /intercom: the help chat's identity of the signed-in user (see ZIntercomResponse). */
export async function supportChatIdentity(deps: Deps, auth: AuthContext): Promise<TIntercomResponse> {
  if (auth.userId !== auth.realUserId) return off('impersonating');
  const app = deps.supportChat ? await deps.supportChat.app() : null;
  if (!app) return off('not-configured');
  const [viewer, user] = await Promise.all([
    whiteLabelViewer(deps, auth),
    UserEntity.get({ userId: auth.userId }).go(),
  ]);
  if (viewer.isWhiteLabelUser) return off('white-label');
  const u = user.data;
  if (!u) return off('not-configured');
  return {
    enabled: true,
    reason: null,
    appId: app.appId,
    widgetUrl: `${deps.env.intercom.widgetUrl.replace(/\/$/, '')}/${encodeURIComponent(app.appId)}`,
    user: {
      userId: u.userId,
      email: u.email,
      name: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim(),
      createdAt: Math.floor((u.createdAt ?? 0) / 1000),
      userHash: userHashOf(app.identitySecret, u.userId),
    },
  };
}

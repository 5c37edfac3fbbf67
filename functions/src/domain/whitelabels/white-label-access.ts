import { AppError } from '@outreach/shared/errors';
import { isWhiteLabelUser } from '@outreach/shared/rules/white-label';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { WhiteLabelEntity } from '../../data/entities/white-label.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from '../teams/current-team.ts';
import { NOT_ALLOWED } from '../teams/team-access.ts';
import { assertTeamFeature, isTeamFeatureEnabled } from '../teams/team-features.ts';
import { readWhiteLabel, type WhiteLabelItem } from './white-label-view.ts';

/** The caller's standing towards the current team's white label. */
export interface WhiteLabelViewer {
  teamId: string;
  wl: WhiteLabelItem | null;
  isWhiteLabelUser: boolean;
  /** The page's gate (platform admin, or owner when not white-label) and the plan's feature. */
  canManage: boolean;
}

export async function whiteLabelViewer(deps: Deps, auth: AuthContext): Promise<WhiteLabelViewer> {
  const teamId = await currentTeamId(deps, auth);
  const [team, membership, user, wl] = await Promise.all([
    TeamEntity.get({ teamId }).go(),
    MembershipEntity.get({ teamId, userId: auth.userId }).go(),
    UserEntity.get({ userId: auth.userId }).go(),
    readWhiteLabel(deps, teamId),
  ]);
  const role = membership.data?.role ?? 'member';
  const isPlatformAdmin = Boolean(user.data?.isAlfredAdmin);
  const wlUser = isWhiteLabelUser({ role, isPlatformAdmin, activatedAt: wl?.activatedAt });
  const gate = isPlatformAdmin || (role === 'owner' && !wlUser);
  const canManage = gate && (await isTeamFeatureEnabled(deps, team.data, 'whiteLabel'));
  return { teamId, wl, isWhiteLabelUser: wlUser, canManage };
}

/** A write on the white label: 403 outside the page's gate, 403 with the upgrade hint without the feature. */
export async function requireWhiteLabelManager(deps: Deps, auth: AuthContext): Promise<WhiteLabelViewer> {
  const v = await whiteLabelViewer(deps, auth);
  if (v.canManage) return v;
  const team = (await TeamEntity.get({ teamId: v.teamId }).go()).data;
  const membership = (await MembershipEntity.get({ teamId: v.teamId, userId: auth.userId }).go()).data;
  const user = (await UserEntity.get({ userId: auth.userId }).go()).data;
  if (!user?.isAlfredAdmin && (membership?.role !== 'owner' || v.isWhiteLabelUser))
    throw new AppError('FORBIDDEN', NOT_ALLOWED);
  await assertTeamFeature(deps, team, 'whiteLabel');
  throw new AppError('FORBIDDEN', NOT_ALLOWED);
}

/** Writes the white label's fields, creating it on the first write. */
export async function saveWhiteLabel(
  deps: Deps,
  teamId: string,
  existing: WhiteLabelItem | null,
  fields: Partial<Omit<WhiteLabelItem, 'teamId' | 'createdAt' | 'updatedAt'>>,
): Promise<WhiteLabelItem> {
  const now = deps.clock.now();
  const merged = {
    ...(existing ?? { status: 'inactive' as const, createdAt: now }),
    ...fields,
    teamId,
    updatedAt: now,
  };
  // A field set to undefined is removed (put writes the whole item).
  const next = Object.fromEntries(
    Object.entries(merged).filter(([, v]) => v !== undefined),
  ) as WhiteLabelItem;
  await WhiteLabelEntity.put(next).go();
  return next;
}

import { AppError } from '@outreach/shared/errors';
import {
  type NotificationSettingKey,
  visibleNotificationSettings,
} from '@outreach/shared/rules/notifications';
import type { TNotificationSettings } from '@outreach/shared/schemas/account';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { UserSettingsEntity } from '../../data/entities/user-settings.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from '../teams/current-team.ts';

/** Labels and tooltips of the switches (ours; the spec gives the keys). */
const texts: Record<NotificationSettingKey, { label: string; tooltip: string }> = {
  isPaymentReminderEnabled: {
    label: 'Payment reminder',
    tooltip: 'A reminder 7 days before your next billing date.',
  },
  isLinkedinDisconnectedEnabled: {
    label: 'LinkedIn disconnected',
    tooltip: 'When your LinkedIn account gets disconnected and campaigns stop.',
  },
  isTemplateCreatedEnabled: {
    label: 'Template created',
    tooltip: 'When a template is created.',
  },
  isWeeklyActivityReportEnabled: {
    label: 'Weekly activity report',
    tooltip: 'A summary of your week by email.',
  },
  isMonthlyActivityReportEnabled: {
    label: 'Monthly activity report',
    tooltip: 'A summary of your month by email.',
  },
};

async function stored(_deps: Deps, userId: string): Promise<TNotificationSettings> {
  const s = (await UserSettingsEntity.get({ userId }).go()).data;
  return (s?.notificationSettings as TNotificationSettings | undefined) ?? {};
}

/** Whether a user wants a kind of notification; every switch is on until turned off. */
export async function isNotificationEnabled(deps: Deps, userId: string, key: NotificationSettingKey) {
  return (await stored(deps, userId))[key] ?? true;
}

async function visibleKeys(deps: Deps, auth: AuthContext) {
  const teamId = await currentTeamId(deps, auth);
  const [m, user] = await Promise.all([
    MembershipEntity.get({ teamId, userId: auth.userId }).go(),
    UserEntity.get({ userId: auth.userId }).go(),
  ]);
  return visibleNotificationSettings({
    role: m.data?.role ?? 'member',
    // Ours: every verified user is eligible for reports and the alert setting is on.
    activityReportsEligible: true,
    alertSettingEnabled: true,
    isGhostUser: user.data?.isGhostUser ?? false,
  });
}

/** GET /users/me/notification-settings: the switches this user sees (payment reminder: owners only). */
export async function getNotificationSettings(deps: Deps, auth: AuthContext) {
  const [keys, values] = await Promise.all([visibleKeys(deps, auth), stored(deps, auth.userId)]);
  return {
    settings: keys.map((id) => ({ id, ...texts[id], enabled: values[id] ?? true })),
  };
}

/** PATCH /users/me/notification-settings: only switches the user sees (403 on an owner-only one). */
export async function updateNotificationSettings(deps: Deps, auth: AuthContext, body: TNotificationSettings) {
  const keys = new Set(await visibleKeys(deps, auth));
  const changes = Object.entries(body).filter(([, v]) => v !== undefined);
  if (changes.some(([k]) => !keys.has(k as NotificationSettingKey)))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  const next = { ...(await stored(deps, auth.userId)), ...Object.fromEntries(changes) };
  await UserSettingsEntity.upsert({
    userId: auth.userId,
    notificationSettings: next,
    updatedAt: deps.clock.now(),
  }).go();
  return getNotificationSettings(deps, auth);
}

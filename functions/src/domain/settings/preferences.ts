import {
  type DailyLimits,
  dailyCounterKey,
  dailyLimitKeys,
} from '@outreach/shared/rules/outreach/daily-limits';
import type { ScheduledHours } from '@outreach/shared/rules/outreach/work-hours';
import { DailyCounterEntity } from '../../data/entities/daily-counter.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { UserSettingsEntity } from '../../data/entities/user-settings.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadAccountSettings } from './account-settings.ts';
import { loadOutreachSettings } from './load-settings.ts';

/** GET /users/preferences: spec 1 §3 preferences plus the daily limits and timezone the scheduler uses. */
export async function getPreferences(deps: Deps, userId: string) {
  const [s, account] = await Promise.all([
    loadOutreachSettings(deps, userId),
    loadAccountSettings(deps, userId),
  ]);
  return {
    ...account,
    operatingHours: { scheduled: s.hours },
    dailyLimits: s.limits,
    timezone: { name: s.timezone },
    connectionRestrictionAt: null,
    connectionRestrictionType: null,
    linkedInConnections: 0,
  };
}

async function upsertSettings(
  deps: Deps,
  userId: string,
  set: { operatingHours?: unknown; dailyLimits?: unknown },
) {
  await UserSettingsEntity.upsert({ userId, updatedAt: deps.clock.now(), ...set }).go();
}

/** PATCH /users/edit-operating-hours. Steps already scheduled re-check the hours when they fire. */
export async function editOperatingHours(
  deps: Deps,
  userId: string,
  operatingHours: { scheduled: ScheduledHours[] },
) {
  await upsertSettings(deps, userId, { operatingHours: { scheduled: operatingHours.scheduled } });
  return getPreferences(deps, userId);
}

/** PATCH /users/edit-daily-limits: merges the given keys over the user's current limits. */
export async function editDailyLimits(deps: Deps, userId: string, patch: Partial<DailyLimits>) {
  const current = (await UserSettingsEntity.get({ userId }).go()).data?.dailyLimits ?? {};
  const merged = { ...(current as Partial<DailyLimits>) };
  for (const k of dailyLimitKeys) if (typeof patch[k] === 'number') merged[k] = patch[k];
  await upsertSettings(deps, userId, { dailyLimits: merged });
  return getDailyLimits(deps, userId);
}

/** GET /users/daily-limits: each limit with what the user's LinkedIn account used today. */
export async function getDailyLimits(deps: Deps, userId: string, teamId?: string) {
  const s = await loadOutreachSettings(deps, userId);
  const day = dailyCounterKey(deps.clock.now(), s.timezone);
  const used: Partial<Record<string, number>> = {};
  if (teamId) {
    const { data } = await DailyCounterEntity.query.byAccount({ teamId, userId }).begins({ day }).go();
    for (const c of data) if (c.day === day) used[c.limitKey] = c.count ?? 0;
  }
  return {
    dailyLimits: s.limits,
    today: day,
    usedToday: Object.fromEntries(dailyLimitKeys.map((k) => [k, used[k] ?? 0])),
  };
}

/** PATCH /users/set-cloud-timezone: the timezone work hours and daily counters are read in. */
export async function setCloudTimezone(deps: Deps, userId: string, timezone: string) {
  await UserEntity.patch({ userId }).set({ timezone, updatedAt: deps.clock.now() }).go();
  return getPreferences(deps, userId);
}

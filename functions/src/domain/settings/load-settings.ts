import { type DailyLimits, effectiveDailyLimits } from '@outreach/shared/rules/outreach/daily-limits';
import { defaultScheduledHours, type ScheduledHours } from '@outreach/shared/rules/outreach/work-hours';
import { resolveTimezone } from '@outreach/shared/rules/outreach/zoned-time';
import { UserEntity } from '../../data/entities/user.ts';
import { UserSettingsEntity } from '../../data/entities/user-settings.ts';
import type { Deps } from '../../ports/deps.ts';

/** What the scheduler needs of a user: work hours, daily limits and timezone (defaults filled in). */
export interface OutreachSettings {
  hours: ScheduledHours[];
  limits: DailyLimits;
  timezone: string;
  /** Whether the user set work hours or limits themselves. */
  customHours: boolean;
}

export async function loadOutreachSettings(_deps: Deps, userId: string): Promise<OutreachSettings> {
  const [settings, user] = await Promise.all([
    UserSettingsEntity.get({ userId }).go(),
    UserEntity.get({ userId }).go(),
  ]);
  const s = settings.data;
  const scheduled = (s?.operatingHours as { scheduled?: ScheduledHours[] } | undefined)?.scheduled;
  return {
    hours: scheduled ?? defaultScheduledHours,
    limits: effectiveDailyLimits(s?.dailyLimits as Partial<DailyLimits> | undefined),
    timezone: resolveTimezone(user.data?.timezone),
    customHours: Boolean(scheduled),
  };
}

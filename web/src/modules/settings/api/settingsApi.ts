import type { DailyLimitKey, DailyLimits } from '@outreach/shared/rules/outreach/daily-limits';
import type { ScheduledHours } from '@outreach/shared/rules/outreach/work-hours';
import type { TOperatingHoursRequest } from '@outreach/shared/schemas/account';
import type { TAutoWithdraw, TGreetingMessage } from '@outreach/shared/schemas/profile';
import type { TDailyLimitsRequest } from '@outreach/shared/schemas/settings';
import { api } from '../../api/apiClient.ts';

export interface Preferences {
  autoWithdraw: TAutoWithdraw;
  greetingMessages: TGreetingMessage[];
  operatingHours: { scheduled: ScheduledHours[] };
  dailyLimits: DailyLimits;
  timezone: { name: string };
}

export interface DailyLimitsState {
  dailyLimits: DailyLimits;
  today: string;
  usedToday: Record<DailyLimitKey, number>;
}

export const PREFERENCES_KEY = '/users/preferences';
export const DAILY_LIMITS_KEY = '/users/daily-limits';

export const settingsApi = {
  editOperatingHours: (body: TOperatingHoursRequest) =>
    api.patch<Preferences>('/users/edit-operating-hours', body),
  setTimezone: (timezone: string) => api.patch<Preferences>('/users/set-cloud-timezone', { timezone }),
  editDailyLimits: (body: TDailyLimitsRequest) =>
    api.patch<DailyLimitsState>('/users/edit-daily-limits', body),
};

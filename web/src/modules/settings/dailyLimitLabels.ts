import type { DailyLimitKey } from '@outreach/shared/rules/outreach/daily-limits';

/** Labels and groups of the daily-limit settings (ours: shared names the keys only). */
export const dailyLimitGroups: { title: string; keys: [DailyLimitKey, string][] }[] = [
  {
    title: 'LinkedIn',
    keys: [
      ['views', 'Profile views'],
      ['invites', 'Connection invites'],
      ['messages', 'Messages'],
      ['withdrawals', 'Invite withdrawals'],
      ['follows', 'Follows'],
      ['endorsements', 'Endorsements'],
      ['postLikes', 'Post likes'],
      ['inmails', 'InMails'],
      ['groupMessages', 'Group messages'],
      ['eventMessages', 'Event messages'],
      ['eventInvites', 'Event invites'],
      ['companyInvites', 'Company page invites'],
    ],
  },
  {
    title: 'Email and X (Twitter)',
    keys: [
      ['emails', 'Emails'],
      ['twitterMessages', 'X (Twitter) DMs'],
      ['twitterFollows', 'X (Twitter) follows'],
    ],
  },
];

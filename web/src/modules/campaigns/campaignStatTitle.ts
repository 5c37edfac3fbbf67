/** Titles of the stats info page per lead type (ours: the spec names the route only). */
const titles: Record<string, string> = {
  approved: 'Leads',
  viewed: 'Profile views',
  requested: 'Invites sent',
  invitesPending: 'Invites pending',
  connected: 'Connected',
  followedUp: 'Follow-ups',
  messaged: 'Messages',
  inmailed: 'InMails',
  replies: 'LinkedIn replies',
  inmailReplies: 'InMail replies',
  allReplies: 'All replies',
  emailReplies: 'Email replies',
  emailed: 'Emailed',
  emailsBounced: 'Emails bounced',
  emailOpened: 'Emails opened',
  ignored: 'Ignored leads',
};

/** The page title of a stat: its own, else the type name spelled out (`alreadyConnected` → 'Already connected'). */
export function campaignStatTitle(stat: string): string {
  const own = titles[stat];
  if (own) return own;
  const words = stat.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Selectors and paths of a member's skills page and recent-activity page (Follow, Like, Endorse),
// beside page-objects.ts: first match wins, the same lists work on the sandbox and the real site's
// classic markup.

export const extrasPaths = {
  skills: (publicId: string) => `/in/${encodeURIComponent(publicId)}/details/skills/`,
  activity: (publicId: string) => `/in/${encodeURIComponent(publicId)}/recent-activity/all/`,
} as const;

export const extrasSel = {
  followButton: [
    '.recent-activity-header button.follow-button',
    'button[aria-label^="Follow "]',
    'button[aria-label^="Following "]',
  ],
  skill: ['li.pv-skill-entity', '#skills li.pvs-list__item'],
  endorseButton: ['button.pv-skill-entity__endorse-button', 'button[aria-label^="Endorse"]'],
  errorToast: ['[data-test-artdeco-toast-item-type="error"]'],
} as const;

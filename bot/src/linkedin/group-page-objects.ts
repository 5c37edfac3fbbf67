// Selectors and paths of LinkedIn groups (and events' attendee lists, which share the member-list
// markup): the member list, paged with "Show more results", and the message form to a fellow
// member. Beside page-objects.ts: first match wins.

export const groupPaths = {
  /** "My groups": every group the account belongs to. */
  myGroups: '/groups/',
  members: (groupId: string, page: number) =>
    `/groups/${encodeURIComponent(groupId)}/members/${page > 1 ? `?page=${page}` : ''}`,
  message: (groupId: string, publicId: string) =>
    `/groups/${encodeURIComponent(groupId)}/message/${encodeURIComponent(publicId)}/`,
} as const;

/** The group id of a group URL (`/groups/{id}/…`, any origin), or null. */
export function groupIdFromUrl(url: string): string | null {
  try {
    const m = /^\/groups\/([^/?#]+)/i.exec(new URL(url).pathname);
    return m ? decodeURIComponent(m[1]) : null;
  } catch {
    return null;
  }
}

export const groupSel = {
  membersList: ['section.groups-members-list', '.groups-members-list'],
  member: ['li.groups-members-list__item', '.groups-members-list li.artdeco-list__item'],
  memberLink: ['a.ui-entity-action-row__link', 'a[href*="/in/"]'],
  memberName: ['.artdeco-entity-lockup__title'],
  memberBadge: ['.artdeco-entity-lockup__badge'],
  memberHeadline: ['.artdeco-entity-lockup__subtitle'],
  memberLocation: ['.artdeco-entity-lockup__caption'],
  memberPhoto: ['img.artdeco-entity-lockup__image', 'img.avatar'],
  showMore: ['a.scaffold-finite-scroll__load-button', 'button.scaffold-finite-scroll__load-button'],
  compose: ['section.msg-group-compose'],
  notMember: ['.msg-group-compose__not-member'],
  limit: ['.msg-group-compose__limit'],
  body: ['textarea.msg-form__contenteditable', 'textarea[name="body"]'],
  send: ['button.msg-form__send-button', 'button[type="submit"]'],
  event: ['li.msg-s-message-list__event', '.msg-s-event-listitem'],
  eventBody: ['.msg-s-event-listitem__body'],
  errorToast: ['[data-test-artdeco-toast-item-type="error"]'],
  myGroupsList: ['ul.groups-my-groups__list', 'section.groups-my-groups'],
  myGroup: ['li.groups-my-groups__item', 'section.groups-my-groups li'],
  myGroupLink: ['a.groups-my-groups__link', 'a[href*="/groups/"]'],
  myGroupMembers: ['.groups-my-groups__item .text-body-small', '.text-body-small'],
} as const;

/** "1,234 members" / "12K members" → a count, or undefined. */
export function parseMembersCount(text: string | undefined): number | undefined {
  const m = /([\d.,]+)\s*([KM]?)\s+members?/i.exec(text ?? '');
  if (!m) return undefined;
  const unit = m[2].toUpperCase() === 'K' ? 1_000 : m[2].toUpperCase() === 'M' ? 1_000_000 : 1;
  const n = unit === 1 ? Number(m[1].replace(/[.,]/g, '')) : Number(m[1].replace(',', '.')) * unit;
  return Number.isFinite(n) ? Math.round(n) : undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short relative time like the site's lists: "now", "5m", "3h", "2d", "Mar 4". */
export function shortAgo(at: number, now: number): string {
  const d = Math.max(0, now - at);
  if (d < MINUTE) return 'now';
  if (d < HOUR) return `${Math.floor(d / MINUTE)}m`;
  if (d < DAY) return `${Math.floor(d / HOUR)}h`;
  if (d < 7 * DAY) return `${Math.floor(d / DAY)}d`;
  const date = new Date(at);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** "Sent today", "Sent 2 days ago", "Sent 1 week ago". */
export function sentAgo(verb: string, at: number, now: number): string {
  const days = Math.floor(Math.max(0, now - at) / DAY);
  if (days === 0) return `${verb} today`;
  if (days === 1) return `${verb} yesterday`;
  if (days < 7) return `${verb} ${days} days ago`;
  const weeks = Math.floor(days / 7);
  if (weeks < 5) return `${verb} ${weeks} week${weeks === 1 ? '' : 's'} ago`;
  const months = Math.floor(days / 30);
  return `${verb} ${months} month${months === 1 ? '' : 's'} ago`;
}

export function clockTime(at: number): string {
  const date = new Date(at);
  const h = date.getUTCHours();
  const m = String(date.getUTCMinutes()).padStart(2, '0');
  return `${((h + 11) % 12) + 1}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

export function iso(at: number): string {
  return new Date(at).toISOString();
}

export function degreeLabel(degree: number): string {
  if (degree === 1) return '1st';
  if (degree === 2) return '2nd';
  if (degree === 3) return '3rd+';
  return '';
}

export function connectionsLabel(count: number): string {
  return count >= 500 ? '500+ connections' : `${count} connections`;
}

import { escapeHtml } from './html.ts';
import type { Person } from './population.ts';

/** A generated profile picture: initials on the person's colour, or the grey "ghost" when no photo. */
export function avatarSvg(person: Person): string {
  if (!person.hasPhoto) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" fill="#e9e5df"/><circle cx="100" cy="78" r="38" fill="#9b9894"/><path d="M34 200c4-44 32-70 66-70s62 26 66 70z" fill="#9b9894"/></svg>`;
  }
  const initials = escapeHtml(`${person.firstName[0] ?? ''}${person.lastName[0] ?? ''}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${person.color}" stop-opacity="0.75"/><stop offset="1" stop-color="${person.color}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="76" font-weight="600" fill="#fff">${initials}</text></svg>`;
}

export function avatarUrl(person: Person): string {
  return `/media/avatars/${person.memberId}.svg`;
}

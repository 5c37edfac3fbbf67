import type { Conversation } from './api/inboxApi.ts';

/**
 * The drawer's key for a conversation's person: the profile URN of their public id, as leads and
 * connections are keyed on the public id; null when LinkedIn gave no public id.
 */
export function participantRef(person: Conversation['from'] | null | undefined): string | null {
  return person?.publicId ? `urn:li:fsd_profile:${person.publicId}` : null;
}

import { nameSenders } from '../leads/name-senders.ts';

/** The LinkedIn account that acted: its team and the member it belongs to (a bot action's key). */
export interface ActingAccount {
  teamId: string;
  userId: string;
}

/** One name read per account key object (a bot action's outcome may record several rows). */
const named = new WeakMap<ActingAccount, Promise<{ senderId: string; senderName: string }>>();

/**
 * The sender fields of an activity row (issue #9): the member whose LinkedIn account acted and their
 * name as the Senders card shows it now, stored with the row so a member who later leaves the team
 * keeps their name on their rows. Reads the name once per account key object.
 */
export function actingSender(by: ActingAccount): Promise<{ senderId: string; senderName: string }> {
  let p = named.get(by);
  if (!p) {
    p = nameSenders(by.teamId, [by.userId]).then((m) => ({
      senderId: by.userId,
      senderName: m.get(by.userId) ?? by.userId,
    }));
    named.set(by, p);
  }
  return p;
}

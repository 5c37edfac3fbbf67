import { ZCampaignSendersRequest } from '@outreach/shared/schemas/campaign-senders';

/** Ticks or unticks one sender, keeping the team's order of candidates. */
export function toggleSender(chosen: string[], userId: string, order: string[]): string[] {
  const set = new Set(chosen);
  if (set.has(userId)) set.delete(userId);
  else set.add(userId);
  return order.filter((id) => set.has(id));
}

/** The first problem with a choice of senders, in the API's own words, or null when it may be saved. */
export function senderChoiceError(chosen: string[]): string | null {
  const parsed = ZCampaignSendersRequest.safeParse({ senderIds: chosen });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Whether two choices name the same senders (order aside). */
export function sameSenders(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** Rows of the integration API (spec 4), from our entities. */

interface PersonLike {
  key?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  linkedInHandle?: string | null;
  currentTitle?: string | null;
  currentEmployer?: string | null;
  location?: string | null;
}

export function personRow(p: unknown, fallbackKey: string) {
  const x = (p ?? {}) as PersonLike;
  const handle = x.linkedInHandle ?? null;
  return {
    key: x.key ?? fallbackKey,
    name: x.name ?? `${x.firstName ?? ''} ${x.lastName ?? ''}`.trim(),
    firstName: x.firstName ?? '',
    lastName: x.lastName ?? '',
    linkedInHandle: handle,
    profileUrl: handle ? `https://www.linkedin.com/in/${handle}/` : null,
    currentTitle: x.currentTitle ?? null,
    currentEmployer: x.currentEmployer ?? null,
    location: x.location ?? null,
  };
}

export function actionRow(a: {
  activityId: string;
  kind: string;
  at: number;
  message?: string;
  campaignId: string;
  campaignName?: string;
  leadId: string;
  person?: unknown;
}) {
  return {
    id: a.activityId,
    action: a.kind,
    createdAt: new Date(a.at).toISOString(),
    message: a.message ?? null,
    campaign: { id: a.campaignId, name: a.campaignName ?? '' },
    person: personRow(a.person, a.leadId),
  };
}

export function connectionRow(c: {
  publicId: string;
  userId: string;
  firstName?: string;
  lastName?: string;
  headline?: string;
  connectedAt: number;
}) {
  return {
    id: c.publicId,
    ownerId: c.userId,
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    headline: c.headline ?? null,
    profileUrl: `https://www.linkedin.com/in/${c.publicId}/`,
    connectedAt: new Date(c.connectedAt).toISOString(),
  };
}

/** Who a key acts for. */
export interface KeyOwner {
  userId: string;
  teamId: string;
}

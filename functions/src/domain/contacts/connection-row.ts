import { AppError } from '@outreach/shared/errors';
import { type ContactRow, contactMessages } from '@outreach/shared/rules/outreach/contacts';
import type { EntityItem } from 'electrodb';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { type TagRow, tagChips } from '../tags/tag-view.ts';
import { publicIdOfRef } from './find-person-leads.ts';

export type Connection = EntityItem<typeof ConnectionEntity>;

export function connectionFilterRow(c: Connection): ContactRow {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    title: c.title ?? c.headline,
    company: c.company,
    location: c.location,
    tags: c.tags ?? [],
    isExcluded: c.isExcluded,
    connected: true,
  };
}

/** A connection row (spec 3 §3 connection table columns). */
export function connectionView(c: Connection, tags: Map<number, TagRow>) {
  const name = `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim() || c.publicId;
  return {
    entityUrn: c.entityUrn,
    objectUrn: c.memberUrn ? `urn:li:member:${c.memberUrn}` : null,
    person: {
      key: c.publicId,
      name,
      firstName: c.firstName ?? '',
      lastName: c.lastName ?? '',
      headline: c.headline ?? null,
      currentTitle: c.title ?? null,
      currentEmployer: c.company ?? null,
      location: c.location ?? null,
      industryName: c.industry ?? null,
      picture: c.picture ?? null,
      linkedInHandle: c.publicId,
      linkedInUrn: c.memberUrn ?? null,
    },
    name,
    company: c.company ?? null,
    title: c.title ?? null,
    industry: c.industry ?? null,
    geography: c.location ?? null,
    connectedAt: new Date(c.connectedAt).toISOString(),
    tags: tagChips(c.tags, tags),
    notes: c.notes ?? null,
    isExcluded: Boolean(c.isExcluded),
    degree: 1,
  };
}

/** The caller's connection a reference names (entity URN, public id); anyone else's is a 404. */
export async function requireConnection(_deps: Deps, acc: AccountKey, ref: string): Promise<Connection> {
  const c = (await ConnectionEntity.get({ ...acc, publicId: publicIdOfRef(ref) }).go()).data;
  if (!c) throw new AppError('NOT_FOUND', contactMessages.connectionNotFound);
  return c;
}

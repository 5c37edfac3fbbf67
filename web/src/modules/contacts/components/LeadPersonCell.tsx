import type { Person } from '../../campaigns/api/campaignsApi.ts';
import { PersonCell } from '../../campaigns/components/PersonCell.tsx';
import { LeadDrawerLink } from './LeadDrawerLink.tsx';

/** A lead's picture and name in a table cell that opens the lead drawer on them (spec 3 §2). */
export function LeadPersonCell({
  person,
  compact,
}: {
  person: Person | null | undefined;
  compact?: boolean;
}) {
  const cell = <PersonCell person={person} compact={compact} />;
  return person?.key ? <LeadDrawerLink person={person.key}>{cell}</LeadDrawerLink> : cell;
}

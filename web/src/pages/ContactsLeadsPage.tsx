import { LeadsList } from '../modules/contacts/components/LeadsList.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /contacts/leads: every lead across campaigns (spec 3 §2). */
export function ContactsLeadsPage() {
  return (
    <>
      <PageHeader title="Leads" />
      <LeadsList />
    </>
  );
}

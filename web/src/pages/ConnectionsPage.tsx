import { ConnectionsList } from '../modules/contacts/components/ConnectionsList.tsx';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /contacts/connections: the synced first-degree network (spec 3 §2). */
export function ConnectionsPage() {
  return (
    <>
      <PageHeader title="Connections" />
      <ConnectionsList />
    </>
  );
}

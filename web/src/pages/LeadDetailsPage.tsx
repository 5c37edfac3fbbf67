import { Navigate, useParams } from 'react-router-dom';

/**
 * /contacts/leads/{id}/details (spec 3 §2): the leads list with the lead drawer open on that lead's
 * personal details (the drawer takes a person key or a lead id).
 */
export function LeadDetailsPage() {
  const { id = '' } = useParams();
  const q = new URLSearchParams({ person: id, tab: 'personal_details' });
  return <Navigate replace to={`/contacts/leads?${q}`} />;
}

import { bannerTexts } from '@outreach/shared/rules/banners';
import { ContactOwnerScreen } from '../modules/billing/components/ContactOwnerScreen.tsx';

/**
 * /paused: a paused account for whoever cannot reach billing (members, white-label users): contact
 * the team owner, or leave the team (spec 2 §4). The owner with billing is sent to /billing instead.
 */
export function PausedPage() {
  return <ContactOwnerScreen title={bannerTexts.subscriptionPaused} testId="paused-page" />;
}

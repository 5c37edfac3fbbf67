import { EngagerCampaignWizard, type EngagerWizardTexts } from './EngagerCampaignWizard.tsx';

const texts: EngagerWizardTexts = {
  steps: ['Newsletter', 'Sequence', 'Review & publish'],
  title: 'New LinkedIn Newsletter Campaign',
  subtitle: 'Reach the subscribers of a LinkedIn newsletter',
  namePlaceholder: 'e.g. Subscribers of Weekly Growth Notes',
  urlLabel: 'LinkedIn newsletter URL',
  urlPlaceholder: 'https://www.linkedin.com/pulse/weekly-growth-notes-1-jane-doe/',
  urlHelper: 'Open an article of the newsletter on LinkedIn and paste its address',
  source: 'LinkedIn newsletter',
};

/** /campaign/new/{category}/newsletter: the subscribers of a newsletter, from one of its articles. */
export function NewNewsletterCampaign() {
  return <EngagerCampaignWizard kind="newsletter" texts={texts} />;
}

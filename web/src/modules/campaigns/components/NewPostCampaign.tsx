import { EngagerCampaignWizard, type EngagerWizardTexts } from './EngagerCampaignWizard.tsx';

const texts: EngagerWizardTexts = {
  steps: ['Post', 'Sequence', 'Review & publish'],
  title: 'New LinkedIn Post Campaign',
  subtitle: 'Reach the people who reacted to or commented on a LinkedIn post',
  namePlaceholder: 'e.g. Engagers of our launch post',
  urlLabel: 'LinkedIn post URL',
  urlPlaceholder: 'https://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567/',
  urlHelper: 'Open the post on LinkedIn and paste its address',
  source: 'LinkedIn post',
};

/** /campaign/new/{category}/post: the reactors, then the commenters, of a LinkedIn post. */
export function NewPostCampaign() {
  return <EngagerCampaignWizard kind="post" texts={texts} />;
}

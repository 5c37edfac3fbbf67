import { EngagerCampaignWizard, type EngagerWizardTexts } from './EngagerCampaignWizard.tsx';

const texts: EngagerWizardTexts = {
  steps: ['Advertisement post', 'Sequence', 'Review & publish'],
  title: 'New Advertisement Post Campaign',
  subtitle: 'Reach the people who reacted to or commented on a sponsored post',
  namePlaceholder: 'e.g. Engagers of our spring ad',
  urlLabel: 'LinkedIn advertisement post URL',
  urlPlaceholder: 'https://www.linkedin.com/feed/update/urn:li:ugcPost:7212345678901234567/',
  urlHelper: 'Open the sponsored post on LinkedIn and paste its address',
  source: 'Advertisement post',
};

/** /campaign/new/{category}/advertisement-post: the reactors and commenters of a sponsored post. */
export function NewAdPostCampaign() {
  return <EngagerCampaignWizard kind="advertisement-post" texts={texts} />;
}

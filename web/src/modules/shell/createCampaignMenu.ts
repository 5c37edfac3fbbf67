/** The 'Create Campaign' dropdown (spec 1 §2): two sections and their targets. */
export interface CreateCampaignOption {
  label: string;
  to: string;
  /** Hidden for white-label users. */
  hiddenForWhiteLabel?: boolean;
}

export interface CreateCampaignSection {
  title: string;
  options: CreateCampaignOption[];
}

export const createCampaignSections: CreateCampaignSection[] = [
  {
    title: 'LinkedIn',
    options: [
      { label: 'LinkedIn Campaign', to: '/campaign/new/linkedin' },
      { label: 'InMail Campaign', to: '/campaign/new/inmail' },
      { label: 'LinkedIn Group Campaign', to: '/campaign/new/linkedin/group' },
      { label: 'LinkedIn Event Campaign', to: '/campaign/new/linkedin/event' },
      { label: 'LinkedIn Company Campaign', to: '/campaign/new/company' },
      { label: 'LinkedIn Post Campaign', to: '/campaign/new/linkedin/post' },
      { label: 'Advertisement Post Campaign', to: '/campaign/new/linkedin/advertisement-post' },
      { label: 'LinkedIn Newsletter Campaign', to: '/campaign/new/linkedin/newsletter' },
      { label: 'Interactive Campaign', to: '/interactive-campaign/questions' },
    ],
  },
  {
    title: 'Other',
    options: [
      { label: 'Email Campaign', to: '/campaign/new/email' },
      { label: 'X (Twitter) Campaign', to: '/campaign/new/twitter', hiddenForWhiteLabel: true },
      { label: 'Multi-channel Campaign', to: '/campaign/new/multichannel' },
    ],
  },
];

export function createCampaignSectionsFor(isWhiteLabelUser: boolean): CreateCampaignSection[] {
  return createCampaignSections.map((s) => ({
    ...s,
    options: s.options.filter((o) => !(isWhiteLabelUser && o.hiddenForWhiteLabel)),
  }));
}

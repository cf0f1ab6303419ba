/** get-page-by-id ids of the content pages (docs/contract.md "Content pages without their own call"). */
export const PAGE_IDS = {
  userAgreement: 'user-agreement',
  rules: 'rules',
  vocabulary: 'vocabulary',
  vocabularyOgoClub: 'vocabulary-ogo-club',
  vocabularyVelo: 'vocabulary-velo',
  gloStudio: 'glo-studio',
  goBuy: 'go-buy',
  offers: 'offers',
  whyOgo: 'why-ogo',
  support: 'support',
  subscriptionAbout: 'subscription-about',
  marathon: 'marathon',
  landing: 'landing',
} as const;

export type PageId = (typeof PAGE_IDS)[keyof typeof PAGE_IDS];

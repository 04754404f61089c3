// Anchors of the landing page, shared by the top bar, the hero and the footer.
export const SECTION_IDS = {
  features: 'fonctionnalites',
  reasons: 'pourquoi-mijote',
  download: 'telecharger',
  pricing: 'tarifs',
} as const;

import type { Aisle } from '../../ingredients/types';

// How long food keeps (breadth without a model): cooked dishes and leftovers in the fridge, and
// raw foods in the freezer, as Swiss and French food-safety agencies advise households. A raw
// food's own shelf life in the fridge or cupboard is the knowledge base's `shelfLifeDays`.

export type CookedKeeping = { pattern: RegExp; label: string; fridgeDays: string; note?: string };

/** On the folded question; the first that matches wins, the last is every other cooked dish. */
export const COOKED_KEEPING: readonly CookedKeeping[] = [
  {
    pattern: /\briz\b/,
    label: 'Riz cuit',
    fridgeDays: '1 jour',
    note: 'refroidi vite (en moins d’une heure) : une bactérie du riz (Bacillus cereus) supporte le réchauffage.',
  },
  {
    pattern: /\bpoissons?\b|\bfruits de mer\b|\bmoules?\b|\bcrevettes?\b/,
    label: 'Poisson ou fruits de mer cuits',
    fridgeDays: '2 jours',
  },
  {
    pattern: /\bquiches?\b|\btartes? salees?\b|\bcakes? sales?\b/,
    label: 'Quiche ou tarte salée',
    fridgeDays: '2 à 3 jours',
  },
  { pattern: /\bsoupes?\b|\bpotages?\b|\bveloutes?\b/, label: 'Soupe', fridgeDays: '3 jours' },
  {
    pattern: /\bpates\b|\bpuree\b|\bpommes de terre\b|\bgratin\w*/,
    label: 'Pâtes, purée ou gratin',
    fridgeDays: '3 jours',
  },
  {
    pattern: /\bviandes?\b|\bpoulet\b|\bboeuf\b|\bporc\b|\bbolognaise\b|\bmijote\w*|\bragout\b/,
    label: 'Viande cuite ou plat mijoté',
    fridgeDays: '3 jours',
  },
  { pattern: /\boeufs? durs?\b/, label: 'Œufs durs', fridgeDays: '7 jours (dans leur coquille)' },
  { pattern: /.*/, label: 'Plat cuisiné, restes', fridgeDays: '3 jours' },
];

/** Months in the freezer (at −18 °C) by aisle, for raw or blanched foods. */
export const FREEZER_MONTHS: Readonly<Partial<Record<Aisle, string>>> = {
  boucherie: '6 mois (viande hachée : 3 mois)',
  charcuterie: '2 mois',
  poissonnerie: '3 à 6 mois (poisson gras : 3 mois)',
  'fruits et légumes': '8 à 12 mois, blanchis pour les légumes',
  boulangerie: '3 mois',
  crèmerie: '3 à 6 mois (beurre 6 mois ; lait et crème se séparent en décongelant)',
  fromagerie: '3 mois, râpé de préférence (la texture change)',
};

/** Foods whose freezing differs from their aisle's (eggs are sold beside the butter). */
export const FREEZER_BY_FOOD: Readonly<Record<string, string>> = {
  oeuf: 'pas dans leur coquille ; battus, 4 mois',
  'pomme-de-terre': 'crues, non (elles noircissent) ; cuites en purée, 3 mois',
  salade: 'non, les feuilles ne supportent pas la congélation',
};

export const KEEPING_RULES = [
  'Mettez les restes au frigo dans une boîte fermée dans les 2 heures après la cuisson.',
  'Réchauffez une seule fois, jusqu’à ce que ce soit brûlant.',
  'Au congélateur, un plat cuisiné se garde 3 mois ; décongelez-le au frigo, pas sur le plan de travail.',
] as const;

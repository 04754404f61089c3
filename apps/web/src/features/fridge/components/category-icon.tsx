import type { FridgeCategory } from '@mijote/cuisine/vocabulary';
import { clsx } from 'clsx';
import { Apple, CupSoda, Fish, type LucideIcon, Milk, Package, Wheat } from 'lucide-react';

// One picture and one tint per fridge category (spec section 3), so a shelf reads at a glance.
// Decorative: the category's name is always written beside it or read to screen readers.

const CATEGORY_LOOKS: Record<FridgeCategory, { icon: LucideIcon; tint: string }> = {
  'Fruits et Légumes': { icon: Apple, tint: 'bg-basil-soft text-basil' },
  'Viandes et Poissons': { icon: Fish, tint: 'bg-danger-soft text-danger' },
  'Produits Laitiers': {
    icon: Milk,
    tint: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  },
  Épicerie: { icon: Wheat, tint: 'bg-primary-soft text-primary-soft-fg' },
  Boissons: {
    icon: CupSoda,
    tint: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  },
  Autre: { icon: Package, tint: 'bg-surface-muted text-muted-fg' },
};

export function CategoryIcon({
  category,
  size = 'md',
}: {
  category: FridgeCategory;
  size?: 'sm' | 'md';
}) {
  const { icon: Icon, tint } = CATEGORY_LOOKS[category];
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-xl',
        size === 'sm' ? 'size-6 rounded-lg' : 'size-10',
        tint,
      )}
    >
      <Icon className={size === 'sm' ? 'size-3.5' : 'size-5'} aria-hidden="true" />
    </span>
  );
}

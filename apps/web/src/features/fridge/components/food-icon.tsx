import type { FoodLook, FridgeCategory } from '@mijote/cuisine/vocabulary';
import { clsx } from 'clsx';
import {
  Apple,
  Beef,
  Carrot,
  Cheese,
  Cookie,
  Croissant,
  CupSoda,
  Drumstick,
  Egg,
  Fish,
  Ham,
  Leaf,
  LeafyGreen,
  type LucideIcon,
  Milk,
  Nut,
  Package,
  Shrimp,
  Snowflake,
  Sprout,
  Wheat,
  Wine,
} from 'lucide-react';

// Decision 033: an item's picture is its food's (eggs are not milk, though both are filed under
// « Produits laitiers »), from the server's `look`; an unknown name shows its category's. The
// tint stays the category's, so a category reads at a glance. Decorative: the item's name and
// category are written beside it or read to screen readers.

const ICON_OF_LOOK: Record<FoodLook, LucideIcon> = {
  egg: Egg,
  cheese: Cheese,
  milk: Milk,
  plant: Sprout,
  fish: Fish,
  shellfish: Shrimp,
  poultry: Drumstick,
  meat: Beef,
  charcuterie: Ham,
  fruit: Apple,
  vegetable: Carrot,
  herb: Leaf,
  bread: Croissant,
  grocery: Wheat,
  sweet: Cookie,
  nut: Nut,
  drink: CupSoda,
  alcohol: Wine,
  frozen: Snowflake,
  household: Package,
};

const CATEGORY_LOOKS: Record<FridgeCategory, { icon: LucideIcon; tint: string }> = {
  'Fruits et Légumes': { icon: LeafyGreen, tint: 'bg-basil-soft text-basil' },
  'Viandes et Poissons': { icon: Beef, tint: 'bg-danger-soft text-danger' },
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

export function FoodIcon({ look, category }: { look: FoodLook | null; category: FridgeCategory }) {
  const { icon: categoryIcon, tint } = CATEGORY_LOOKS[category];
  const Icon = look ? ICON_OF_LOOK[look] : categoryIcon;
  return (
    <span
      data-look={look ?? category}
      className={clsx('flex size-10 shrink-0 items-center justify-center rounded-xl', tint)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

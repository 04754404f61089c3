import type { FridgeItem } from '@mijote/contracts';
import { clsx } from 'clsx';
import { AlarmClock, CircleAlert, type LucideIcon, Refrigerator } from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { type ExpiryGroup, groupByExpiry } from '../fridge-rules';
import { FridgeItemCard } from './fridge-item-card';

const GROUP_LOOKS: Record<ExpiryGroup, { icon: LucideIcon; tone: string }> = {
  expired: { icon: CircleAlert, tone: 'text-danger' },
  soon: { icon: AlarmClock, tone: 'text-primary-soft-fg' },
  later: { icon: Refrigerator, tone: 'text-muted-fg' },
};

/**
 * The fridge in the order food must be eaten (decision 033, in place of the spec's five shelves):
 * « Périmés » on top, then « À consommer vite », then the rest, each soonest first and the items
 * without a date last. A group with nothing in it is left out.
 */
export function FridgeList({
  items,
  today,
  onOpen,
  onDelete,
}: {
  items: readonly FridgeItem[];
  today: string;
  onOpen: (item: FridgeItem) => void;
  onDelete: (item: FridgeItem) => void;
}) {
  const { t } = useTranslation();
  const groups = groupByExpiry(items, today);
  return (
    <div className="space-y-6">
      {groups.map(({ group, items: grouped }) => {
        const { icon: Icon, tone } = GROUP_LOOKS[group];
        const headingId = `fridge-group-${group}`;
        // Alone, the rest is simply what is in the fridge.
        const title =
          group === 'later' && groups.length === 1
            ? t('fridge.groups.all')
            : t(`fridge.groups.${group}`);
        return (
          <section key={group} aria-labelledby={headingId} data-group={group} className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-x-2 px-1">
              <h2
                id={headingId}
                className={clsx('flex items-center gap-1.5 text-sm font-bold', tone)}
              >
                <Icon className="size-4 shrink-0 self-center" aria-hidden="true" />
                {title}
              </h2>
              <span className="text-sm text-muted-fg">
                {t('fridge.groups.count', { count: grouped.length })}
                {group === 'later' ? null : ` · ${t(`fridge.groups.${group}Hint`)}`}
              </span>
            </div>
            <ul className="grid gap-2 min-[560px]:grid-cols-2 lg:grid-cols-3">
              {grouped.map((item) => (
                <FridgeItemCard
                  key={item.id}
                  item={item}
                  today={today}
                  onOpen={onOpen}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

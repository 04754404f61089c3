import type { ShoppingLine } from '@mijote/contracts';
import { clsx } from 'clsx';
import { ChevronDown, Package, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { capitalized } from '@/lib/text';
import { useTranslation } from '@/lib/translation';

/**
 * « À vérifier dans le placard » (decision 012): the household's cupboard staples the recipes
 * need — salt, oil, spices… — folded away under the list, in no count. A look in the cupboard
 * before leaving; « Il n’en reste plus » puts one on the list to buy.
 */
type PantrySectionProps = {
  lines: readonly ShoppingLine[];
  onMoveToList: (line: ShoppingLine) => void;
  onDelete: (itemIds: string[]) => void;
};

export function PantrySection({ lines, onMoveToList, onDelete }: PantrySectionProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-dashed border-line bg-surface p-2 sm:p-3"
    >
      <h2 id={headingId} className="font-serif text-lg font-bold text-fg">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isOpen)}
          className="flex min-h-11 w-full items-center gap-3 rounded-2xl px-3 py-1 text-left hover:bg-surface-muted"
        >
          <Package className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1">{t('shopping.pantry.title')}</span>
          <span className="shrink-0 rounded-full bg-surface-muted px-2.5 py-0.5 font-sans text-xs font-semibold text-muted-fg">
            {t('shopping.pantry.count', { count: lines.length })}
          </span>
          <ChevronDown
            className={clsx(
              'size-5 shrink-0 text-muted-fg transition-transform motion-reduce:transition-none',
              isOpen && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen}>
        <p className="px-3 pt-1 pb-2 text-sm text-muted-fg">{t('shopping.pantry.text')}</p>
        <ul>
          {lines.map((line) => (
            <li
              key={line.key}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl py-2 pr-1 pl-3 hover:bg-surface-muted"
            >
              <span className="min-w-0 flex-1">
                <span className="break-words text-fg">{capitalized(line.name)}</span>{' '}
                {/* What the recipes take of it; nothing when they said no amount (« sel et
                    poivre »): the pack it would be bought in is not what the cupboard needs. */}
                {line.need ? (
                  <span className="block text-xs text-muted-fg">
                    {t('shopping.need', { amount: line.need.amount, count: line.need.recipeCount })}
                  </span>
                ) : null}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onMoveToList(line)}
                  aria-label={t('shopping.pantry.moveToListAlt', { name: line.name })}
                >
                  {t('shopping.pantry.moveToList')}
                </Button>
                <button
                  type="button"
                  onClick={() => onDelete(line.itemIds)}
                  aria-label={t('shopping.deleteItem', { name: line.name })}
                  className="inline-flex size-11 items-center justify-center rounded-full text-muted-fg hover:bg-danger-soft hover:text-danger"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { HouseholdMember } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';

type Rule = { key: string; label: string; names: string[] };

/**
 * Whose rule is whose (decision 026): the household is offered only what every member can eat,
 * so each restriction and avoided food is listed with the members it comes from.
 */
export function HouseholdRules({ members }: { members: HouseholdMember[] }) {
  const { t } = useTranslation();
  const rules = new Map<string, Rule>();
  const add = (key: string, label: string, name: string) => {
    const rule = rules.get(key) ?? { key, label, names: [] };
    if (!rule.names.includes(name)) rule.names.push(name);
    rules.set(key, rule);
  };
  for (const member of members) {
    const name = member.isYou ? t('household.youShort') : member.firstName;
    for (const restriction of member.restrictions) {
      add(
        `r:${restriction}`,
        t(`preferences.restrictions.labels.${restriction}`, { defaultValue: restriction }),
        name,
      );
    }
    for (const food of member.avoidedFoods) {
      add(`f:${food.toLocaleLowerCase('fr')}`, t('household.rules.avoided', { food }), name);
    }
  }
  const list = [...rules.values()];
  return (
    <div>
      <h3 className="text-sm font-semibold text-fg">{t('household.rules.title')}</h3>
      <p className="mt-1 text-xs text-muted-fg">{t('household.rules.text')}</p>
      {list.length === 0 ? (
        <p className="mt-2 text-sm text-muted-fg">{t('household.rules.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {list.map((rule) => (
            <li
              key={rule.key}
              className="rounded-full border border-line bg-surface-muted px-3 py-1 text-sm text-fg"
            >
              {rule.label}
              <span className="text-muted-fg"> · {rule.names.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

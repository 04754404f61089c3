import type { HouseholdMember } from '@mijote/contracts';
import { attributeRules, avoidedFoodKey } from '@mijote/cuisine/household';
import { useTranslation } from '@/lib/translation';

/**
 * Whose rule is whose (decision 026): the household is offered only what every member can eat,
 * so each restriction and avoided food is listed with the members it comes from.
 */
export function HouseholdRules({ members }: { members: HouseholdMember[] }) {
  const { t } = useTranslation();
  const list = attributeRules(members).map((rule) => ({
    key: rule.kind === 'restriction' ? `r:${rule.restriction}` : `f:${avoidedFoodKey(rule.food)}`,
    label:
      rule.kind === 'restriction'
        ? t(`preferences.restrictions.labels.${rule.restriction}`)
        : t('household.rules.avoided', { food: rule.food }),
    names: rule.members.map((member) =>
      member.isYou ? t('household.youShort') : member.firstName,
    ),
  }));
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

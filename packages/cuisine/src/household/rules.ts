import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../vocabulary';

// The household's rules (decision 026): whatever one member cannot eat, nobody is offered. This
// is the one place that makes the union of the members' rules; the server, the assistant and the
// settings screen all read it from here, so « Noix » and « noix » are one food everywhere.

/** What one member may not eat: their own answers to the questionnaire. */
export type MemberRules = {
  readonly restrictions: readonly string[];
  readonly avoidedFoods: readonly string[];
};

/** What the whole household cooks by: every member's restrictions and avoided foods. */
export type HouseholdRules = {
  readonly restrictions: readonly DietaryRestriction[];
  readonly avoidedFoods: readonly string[];
};

/** How two spellings of one avoided food are told apart: trimmed, case ignored. */
export function avoidedFoodKey(food: string): string {
  return food.trim().toLocaleLowerCase('fr');
}

function isRestriction(value: string): value is DietaryRestriction {
  return (DIETARY_RESTRICTIONS as readonly string[]).includes(value) && value !== 'none';
}

/**
 * The union of the members' rules: known restrictions ('none' left out) and avoided foods
 * (trimmed, each once whatever its case, in the order the members wrote them).
 */
export function householdRulesOf(members: readonly MemberRules[]): HouseholdRules {
  const restrictions = [...new Set(members.flatMap((m) => m.restrictions))].filter(isRestriction);
  const seen = new Set<string>();
  const avoidedFoods: string[] = [];
  for (const food of members.flatMap((m) => m.avoidedFoods)) {
    const key = avoidedFoodKey(food);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    avoidedFoods.push(food.trim());
  }
  return { restrictions, avoidedFoods };
}

/** The household's rules plus what one question adds (« sans gluten ce soir »). */
export function withExtraRules(
  rules: HouseholdRules,
  extra: Partial<HouseholdRules> = {},
): HouseholdRules {
  return householdRulesOf([rules, { restrictions: [], avoidedFoods: [], ...extra }]);
}

/** The same key for the same rules written in another order or case (for caches). */
export function rulesKey(rules: HouseholdRules): string {
  const restrictions = [...new Set(rules.restrictions)].sort().join(',');
  const avoided = [...new Set(rules.avoidedFoods.map(avoidedFoodKey))].sort();
  return `${restrictions}|${avoided.join('\u0000')}`;
}

/** One rule of the household and the members it comes from (« Sans noix · Léa, Tom »). */
export type AttributedRule<Member> =
  | { kind: 'restriction'; restriction: DietaryRestriction; members: Member[] }
  | { kind: 'avoided'; food: string; members: Member[] };

/**
 * Whose rule is whose, in the order of `householdRulesOf` (restrictions first): the settings
 * screen lists each rule of the union with the members it comes from.
 */
export function attributeRules<Member extends MemberRules>(
  members: readonly Member[],
): AttributedRule<Member>[] {
  const union = householdRulesOf(members);
  return [
    ...union.restrictions.map((restriction) => ({
      kind: 'restriction' as const,
      restriction,
      members: members.filter((m) => m.restrictions.includes(restriction)),
    })),
    ...union.avoidedFoods.map((food) => ({
      kind: 'avoided' as const,
      food,
      members: members.filter((m) =>
        m.avoidedFoods.some((own) => avoidedFoodKey(own) === avoidedFoodKey(food)),
      ),
    })),
  ];
}

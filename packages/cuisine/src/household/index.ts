export {
  type AttributedRule,
  attributeRules,
  avoidedFoodKey,
  type HouseholdRules,
  householdRulesOf,
  type MemberRules,
  NO_RULES,
  rulesKey,
  withExtraRules,
} from './rules';

export {
  type AttributedRule,
  attributeRules,
  avoidedFoodKey,
  type HouseholdRules,
  householdRulesOf,
  type MemberRules,
  rulesKey,
  withExtraRules,
} from './rules';

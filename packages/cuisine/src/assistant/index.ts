export { answerOffline } from './answer-offline';
export {
  ASSISTANT_INTENTS,
  type AssistantAction,
  type AssistantContext,
  type AssistantFridgeItem,
  type AssistantHousehold,
  type AssistantIntent,
  type AssistantPlannedMeal,
  type AssistantReply,
  type AssistantShoppingItem,
  type HouseholdSize,
  type PlannedMealProposal,
} from './types';

export { answerOffline } from './answer-offline';
export { seededRandom } from './random';
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

export {
  mainFamily,
  nextEvenings,
  planWeek,
  type WeekPick,
  type WeekPlan,
  type WeekPlanRequest,
} from './plan-week';
export { proposeWeek, type WeekProposal, type WeekProposalRequest } from './propose-week';
export {
  type BasketOptions,
  basketCounter,
  type PlannedDish,
  restGoesOff,
  type WeekBasket,
  weekBasket,
} from './week-basket';

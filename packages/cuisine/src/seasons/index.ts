export { IN_SEASON_BONUS, isInSeason, type TaggedSeasonalRecipe } from './in-season';
export { AT_MARKET_ALL_YEAR, IMPORTED_PRODUCE, PRODUCE_CALENDAR } from './market-calendar';
export {
  type MarketAvailability,
  marketAvailability,
  type ProduceSeasonality,
  produceInSeason,
  produceSeasonality,
} from './market-seasons';
export { isMonth, type Month, monthOf, seasonFit, seasonOfMonth } from './months';
export {
  isGarnish,
  SEASONALITY_NEUTRAL,
  type SeasonalRecipe,
  seasonalityScore,
} from './seasonality-score';

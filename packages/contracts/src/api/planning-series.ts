import {
  mealSeriesInputSchema,
  mealSeriesListSchema,
  mealSeriesParamsSchema,
  mealSeriesSchema,
  mealSeriesStopInputSchema,
  plannedSeriesSchema,
} from '../planning-series';
import { endpoint } from './endpoint';

/** « Repas réguliers »: meals planned every week or two (contracts' planning-series.ts). */
export const planningSeriesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/planning/series',
    responses: { 200: mealSeriesListSchema },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/planning/series',
    body: mealSeriesInputSchema,
    responses: { 201: plannedSeriesSchema },
  }),
  /** No occurrence from a day on; the cooked ones stay. */
  stop: endpoint({
    method: 'POST',
    path: '/api/planning/series/:seriesId/stop',
    params: mealSeriesParamsSchema,
    body: mealSeriesStopInputSchema,
    responses: { 200: mealSeriesSchema },
  }),
};

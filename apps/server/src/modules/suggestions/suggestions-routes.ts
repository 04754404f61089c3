import { suggestionRequestSchema, suggestionSchema } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { createLlmRecipeEngine } from './llm-engine';
import { suggestRecipe } from './suggestions-service';

/** The suggestion screen's recipe. */
export const suggestionsRoutes: RouteModule = async (app, ctx) => {
  const engines = {
    llm: ctx.llm
      ? createLlmRecipeEngine({
          llm: ctx.llm,
          logger: ctx.logger,
          now: ctx.now,
          random: ctx.random,
          ...(ctx.sleep ? { sleep: ctx.sleep } : {}),
        })
      : undefined,
  };

  app.post(
    '/api/suggestions',
    {
      config: {
        access: 'subscriber',
        // Each suggestion may cost a call to the model.
        rateLimit: perCallerRateLimit(
          'suggestions',
          { max: ctx.config.suggestionsRateLimitMax, timeWindow: '1 minute' },
          'SUGGESTIONS_RATE_LIMITED',
        ),
      },
      schema: { body: suggestionRequestSchema, response: { 200: suggestionSchema } },
    },
    async (request) => suggestRecipe(ctx, engines, request.caller, request.body),
  );
};

import { suggestionsApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
import { createLlmRecipeEngine } from './llm-engine';
import { recentSuggestions, suggestRecipe } from './suggestions-service';

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

  route(
    app,
    suggestionsApi.suggest,
    {
      access: 'subscriber',
      // Each suggestion may cost a call to the model.
      rateLimit: perCallerRateLimit(
        'suggestions',
        { max: ctx.config.suggestionsRateLimitMax, timeWindow: '1 minute' },
        'SUGGESTIONS_RATE_LIMITED',
      ),
    },
    async (request) => suggestRecipe(ctx, engines, request.caller, request.body),
  );

  route(app, suggestionsApi.recent, { access: 'subscriber' }, async (request) =>
    recentSuggestions(ctx, request.caller),
  );
};

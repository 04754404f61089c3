import { suggestionRequestSchema, suggestionSchema } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { createLlmRecipeEngine } from './llm-engine';
import { suggestRecipe } from './suggestions-service';

/** The suggestion screen's recipe (issue 9). */
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
        // Each suggestion may cost a call to the model: counted per user (not per address, so a
        // family behind one router is not one bucket), once the access check knows who it is.
        rateLimit: {
          max: ctx.config.suggestionsRateLimitMax,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `suggestions:${request.caller?.id ?? request.ip}`,
          errorResponseBuilder: () => new AppError('SUGGESTIONS_RATE_LIMITED'),
        },
      },
      schema: { body: suggestionRequestSchema, response: { 200: suggestionSchema } },
    },
    async (request) => suggestRecipe(ctx, engines, request.caller, request.body),
  );
};

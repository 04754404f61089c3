import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { type InterfaceList, localOrigins } from './lib/trusted-origins';

// The one place the environment is read. Every variable is validated at start; a bad value stops
// the process with a message naming each variable at fault.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) =>
      value === undefined ||
      (protocols.some((p) => value.startsWith(`${p}:`)) && URL.canParse(value)),
    { message: `doit être une adresse ${protocols.map((p) => `${p}://…`).join(' ou ')}` },
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  BETTER_AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'doit contenir au moins 32 caractères',
  }),
  TRUSTED_ORIGINS: optionalString,
  REQUIRE_EMAIL_VERIFICATION: booleanFlag,
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Mijote <bonjour@mijote.ch>'),
  /** First wait before a mail the SMTP server refused is sent again (doubles, up to 30 min). */
  MAIL_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  COMPLIMENTARY_EMAILS: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl(['http', 'https']),
  LLM_BASE_URL: optionalUrl(['http', 'https']),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** How long one call to the model may take before it counts as failed (then retried). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  TRUST_PROXY: optionalString.superRefine((value, ctx) => {
    const parsed = parseTrustProxy(value);
    if (typeof parsed === 'object' && !Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
    }
  }),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Recipe suggestions a user may ask per minute (each may cost a call to the model). */
  SUGGESTIONS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Chat messages one user may send per minute (each may cost a call to the model). */
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Recipes one user may import per minute (each may cost a fetch of up to 10 s, decision 038). */
  RECIPE_IMPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * For the end-to-end suite only: a recipe link may lead to 127.0.0.1, where its fixture pages
   * are served. Refused in production; every other address stays checked (decision 038).
   */
  TEST_LINKS_TO_LOOPBACK: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Rules that tie variables together. They read the raw values so that they are reported even when
 * another variable is invalid: one start shows every mistake.
 */
function crossVariableIssues(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const issues: string[] = [];
  if (source.NODE_ENV === 'production' && set('DATABASE_URL') && !set('BETTER_AUTH_SECRET')) {
    issues.push(
      'BETTER_AUTH_SECRET : obligatoire en production avec DATABASE_URL (plusieurs instances partagent le secret)',
    );
  }
  const stripe = ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'];
  if (stripe.some(set) && !stripe.every(set)) {
    for (const name of stripe.filter((n) => !set(n))) {
      issues.push(`${name} : les trois variables Stripe vont ensemble`);
    }
  }
  if (source.NODE_ENV === 'production' && /^(true|1)$/.test(source.TEST_LINKS_TO_LOOPBACK ?? '')) {
    issues.push('TEST_LINKS_TO_LOOPBACK : réservé aux tests, interdit en production');
  }
  if (set('LLM_BASE_URL') && !set('LLM_MODEL'))
    issues.push('LLM_MODEL : obligatoire avec LLM_BASE_URL');
  return issues;
}

export type Env = z.input<typeof envSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** PUBLIC_URL was not set: the app trusts the local addresses it can be opened at. */
  isPublicUrlDefault: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  /** Pages on these origins may call the API (better-auth and our own origin check). */
  trustedOrigins: string[];
  /** Which hops may set X-Forwarded-For (Fastify's trustProxy; off by default). */
  trustProxy: TrustProxy;
  requireEmailVerification: boolean;
  mail: { smtpUrl: string | undefined; from: string; retryMs: number };
  complimentaryEmails: Set<string>;
  stripe:
    | { secretKey: string; priceId: string; webhookSecret: string; apiBase?: string }
    | undefined;
  /** An OpenAI-compatible endpoint; undefined: the built-in catalogue answers alone. */
  llm: LlmConfig | undefined;
  redisUrl: string | undefined;
  authRateLimitMax: number;
  suggestionsRateLimitMax: number;
  chatRateLimitMax: number;
  recipeImportRateLimitMax: number;
  /** Tests only (TEST_LINKS_TO_LOOPBACK): recipe links may reach 127.0.0.1. */
  testLinksToLoopback: boolean;
  logLevel: string;
};

export type LlmConfig = {
  baseUrl: string;
  /** Optional: a local server (Ollama, vLLM) may take none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  interfaces?: InterfaceList,
): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || '(env)'} : ${issue.message}`,
        )),
    ...crossVariableIssues(source),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const isPublicUrlDefault = env.PUBLIC_URL === undefined;
  const siteOrigins = isPublicUrlDefault
    ? localOrigins(env.PORT, interfaces)
    : [new URL(publicUrl).origin];
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    isPublicUrlDefault,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [...new Set([...siteOrigins, ...extraOrigins])],
    trustProxy: parseTrustProxy(env.TRUST_PROXY) as TrustProxy,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, retryMs: env.MAIL_RETRY_MS },
    complimentaryEmails: new Set(
      (env.COMPLIMENTARY_EMAILS ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            priceId: env.STRIPE_PRICE_ID,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
          }
        : undefined,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : undefined,
    redisUrl: env.REDIS_URL,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    suggestionsRateLimitMax: env.SUGGESTIONS_RATE_LIMIT_MAX,
    chatRateLimitMax: env.CHAT_RATE_LIMIT_MAX,
    recipeImportRateLimitMax: env.RECIPE_IMPORT_RATE_LIMIT_MAX,
    testLinksToLoopback: env.TEST_LINKS_TO_LOOPBACK,
    logLevel: env.LOG_LEVEL,
  };
}

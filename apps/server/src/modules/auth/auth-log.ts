import type { Logger } from 'pino';
import { noteAuthLog } from './auth-call-scope';

/**
 * better-auth's logger, routed through ours. What a client sends never makes an error-level line
 * (decision 035): better-auth logs a refused callbackURL, redirectTo or origin at error level
 * (« Invalid callbackURL: … ») while it answers the request with a 403. Those refusals are
 * logged at warning level, once a minute per kind at most, with how many were left out; the
 * advice better-auth logs after each (add the URL to trustedOrigins) is dropped.
 */
const CLIENT_REFUSAL =
  /^(?:Invalid (callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin)\b|(Blocked cross-site navigation))/;
const REFUSAL_ADVICE = /^If it's a valid URL, please add /;
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

type AuthLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

export function createAuthLog(logger: Logger, now: () => Date) {
  const lastLogged = new Map<string, { at: number; left: number }>();

  const logRefusal = (kind: string, message: string) => {
    const at = now().getTime();
    const last = lastLogged.get(kind);
    if (last && at - last.at < REFUSAL_LOG_INTERVAL_MS) {
      last.left += 1;
      return;
    }
    lastLogged.set(kind, { at, left: 0 });
    logger.warn(
      { kind, refused: message.slice(0, 300), leftOutSinceLast: last?.left ?? 0 },
      'better-auth: refused a value the client sent',
    );
  };

  return (level: AuthLogLevel, message: string, ...args: unknown[]) => {
    noteAuthLog(args);
    const refusal = CLIENT_REFUSAL.exec(message);
    if (refusal) return logRefusal(refusal[1] ?? 'cross-site navigation', message);
    if (REFUSAL_ADVICE.test(message)) return;
    logger[level === 'success' ? 'info' : level]({ args }, `better-auth: ${message}`);
  };
}

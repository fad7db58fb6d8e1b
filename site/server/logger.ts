import { PERSONAL_DATA_LOG_KEYS, PERSONAL_TEXT_LOG_KEYS } from '@fittizia/contract/constants';
import { redactSecrets } from '@fittizia/contract/log-redaction';
import { siteConfig } from './config.ts';

const personal = new Set<string>([...PERSONAL_DATA_LOG_KEYS, ...PERSONAL_TEXT_LOG_KEYS]);

/**
 * The redact step (as pino's `redact` does in the brand API): the value of every key of
 * PERSONAL_DATA_LOG_KEYS and PERSONAL_TEXT_LOG_KEYS, at any depth, is written as `[Redacted]`; an Error is left
 * as it is (its own message is not a person's).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Error) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      personal.has(key) ? '[Redacted]' : redact(item, depth + 1),
    ]),
  );
}

type Level = 'error' | 'warn' | 'info' | 'debug';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * One JSON line per event, the same shape as the brand API's logs, written through the path rules both servers'
 * loggers share (`redactSecrets`): no bearer token or preferences guid in any address it holds.
 */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const threshold = order[siteConfig().LOG_LEVEL];
  if (order[level] < threshold) return;
  const line = redactSecrets(
    JSON.stringify({
      level,
      time: new Date().toISOString(),
      msg,
      ...(redact(fields) as Record<string, unknown>),
    }),
  );
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

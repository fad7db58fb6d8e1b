import { siteConfig } from './config.ts';

type Level = 'error' | 'warn' | 'info' | 'debug';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** One JSON line per event, the same shape as the brand API's logs. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const threshold = order[siteConfig().LOG_LEVEL];
  if (order[level] < threshold) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

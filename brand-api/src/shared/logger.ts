import { PERSONAL_DATA_LOG_KEYS, PERSONAL_TEXT_LOG_KEYS } from '@fittizia/contract';
import { redactSecrets } from '@fittizia/contract/log-redaction';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Objects a log line may carry a request's or a record's text in (not `err`, whose message is its own). */
const TEXT_PARENTS = ['body', 'request', 'customer', 'booking', 'enquiry', 'application', 'diner', 'details'];

/**
 * Where pino's `redact` looks for personal data: each key of PERSONAL_DATA_LOG_KEYS at the top and up to three
 * levels down; `message` and `name` at the top and in the objects that carry a person's text.
 */
export const REDACT_PATHS = [
  ...PERSONAL_DATA_LOG_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
  ...PERSONAL_TEXT_LOG_KEYS.flatMap((key) => [
    key,
    ...TEXT_PARENTS.flatMap((parent) => [`${parent}.${key}`, `*.${parent}.${key}`]),
  ]),
];

/**
 * Drizzle's failed-query text ends with `params: <every parameter>`, and PostgreSQL quotes the value it could
 * not take (`invalid input syntax for type integer: "ada@example.com"`): the SQL stays, the values go.
 */
const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [Redacted]');
const withoutQuoted = (text: string) => text.replace(/"[^"\n]*"|'[^'\n]*'/g, '"[Redacted]"');

type Serialized = Record<string, unknown>;

/**
 * pino's error serializer, minus what carries the values of a query: drizzle's `params` and the
 * `params:` line of its message and stack, quoted values in a message, and PostgreSQL's `detail`
 * (`Key (email_key)=(…) already exists`) and `where` (`portal parameter $1 = '…'`), through the whole cause
 * chain.
 */
export function serializeError(error: unknown): unknown {
  const scrub = (value: unknown, depth: number): unknown => {
    if (!value || typeof value !== 'object' || depth > 5) return value;
    const {
      params: _params,
      detail: _detail,
      parameters: _parameters,
      where: _where,
      internalQuery: _internalQuery,
      ...rest
    } = value as Serialized;
    // A database's own error (it has a severity) may quote the value it refused; a query's text quotes only names.
    const clean = (text: string) =>
      rest.severity ? withoutQuoted(withoutParams(text)) : withoutParams(text);
    if (typeof rest.message === 'string') rest.message = clean(rest.message);
    if (typeof rest.stack === 'string') rest.stack = clean(rest.stack);
    if (rest.cause) rest.cause = scrub(rest.cause, depth + 1);
    return rest;
  };
  return scrub(pino.stdSerializers.errWithCause(error as Error), 0);
}

/**
 * The brand API's logger: personal data redacted from every line, no query parameters in any error, and every line
 * written through the path rules both servers' loggers share (`redactSecrets`): no bearer token or preferences guid
 * in a request line's path, an error's message or anywhere else.
 */
export function createLogger(options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = {
    ...options,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: { err: serializeError, ...options.serializers },
    hooks: { ...options.hooks, streamWrite: redactSecrets },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

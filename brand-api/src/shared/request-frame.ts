import { randomUUID } from 'node:crypto';
import {
  allowedMethods,
  bodyLimitFor,
  hasControlCharacter,
  healthEndpoint,
  MAX_HEADER_VALUE_LENGTH,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
  methodNotAllowedMessage,
  REQUEST_REFUSED_MESSAGES,
} from '@fittizia/contract';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import type { Database } from './database.ts';
import type { Readiness } from './drain.ts';
import { httpAnswer } from './error-answers.ts';
import { type AppEnv, HttpError } from './http.ts';

/** The readiness check's path: what a balancer polls before it sends a process work. */
export const READY_PATH = '/ready';

/**
 * What every request goes through before a domain sees it: the request log line, the health and readiness
 * checks, and the refusal of bad input (overlong addresses and headers, undecodable or control characters in the path, bodies
 * over the call's limit).
 */
export function serveRequestFrame(
  app: Hono<AppEnv>,
  {
    database,
    logger,
    version,
    readiness,
  }: { database: Database; logger: Logger; version: string; readiness: Readiness },
): void {
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    await next();
    c.header('x-request-id', requestId);
    // While the process drains, each connection closes after its answer: the caller opens its next one elsewhere.
    if (readiness.state === 'draining') c.header('connection', 'close');
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  app.get(healthEndpoint.path, async (c) => {
    let status: 'ok' | 'degraded' = 'ok';
    try {
      await database.exec('SELECT 1');
    } catch {
      status = 'degraded';
    }
    return c.json({ status, database: database.kind, version: version }, status === 'ok' ? 200 : 503);
  });

  // Ready for work: migrations ran, the server accepts requests and it is not draining. Asks nothing of the
  // database or anything upstream, so a slow dependency never takes every process out of the balancer at once.
  app.get(READY_PATH, (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: readiness.state }, readiness.state === 'ready' ? 200 : 503);
  });

  // Bad input never reaches a handler: overlong addresses and headers, undecodable or control characters in
  // the path, bodies over the call's limit (the two file-carrying calls get more).
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (path.length > MAX_PATH_LENGTH) throw new HttpError(414, REQUEST_REFUSED_MESSAGES.pathTooLong);
    if (url.search.length - 1 > MAX_QUERY_LENGTH)
      throw new HttpError(414, REQUEST_REFUSED_MESSAGES.queryTooLong);
    for (const [, value] of c.req.raw.headers) {
      if (value.length > MAX_HEADER_VALUE_LENGTH)
        throw new HttpError(431, REQUEST_REFUSED_MESSAGES.headerTooLarge);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      throw new HttpError(400, REQUEST_REFUSED_MESSAGES.badPath);
    }
    if (hasControlCharacter(decoded)) throw new HttpError(400, REQUEST_REFUSED_MESSAGES.controlCharacter);
    return next();
  });
  app.use('/api/*', (c, next) =>
    bodyLimit({
      maxSize: bodyLimitFor(c.req.path),
      onError: () => {
        throw new HttpError(413, REQUEST_REFUSED_MESSAGES.bodyTooLarge, { field: 'body' });
      },
    })(c, next),
  );
}

/**
 * The answers for what no domain served: 405 naming the contract's methods, 404, and errors as JSON (a domain's
 * refusal by the table of `error-answers.ts`).
 */
export function answerUnmatched(app: Hono<AppEnv>, logger: Logger): void {
  app.notFound((c) => {
    // A call of the table with another method: 405 naming the methods the contract defines for the path.
    const allow = allowedMethods(c.req.path);
    if (allow.length > 0 && !allow.includes(c.req.method as 'GET' | 'POST')) {
      c.header('allow', allow.join(', '));
      return c.json({ message: methodNotAllowedMessage(c.req.method, allow) }, 405);
    }
    return c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404);
  });
  app.onError((error, c) => {
    const answer = httpAnswer(error);
    if (answer) return c.json({ message: answer.message, ...answer.extra }, answer.status);
    logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json({ message: 'Internal error' }, 500);
  });
}

import { createIsomorphicFn } from '@tanstack/react-start';

/** The name of the error the root route throws for a request the guard refused (server/request-guard.ts). */
export const REFUSED_REQUEST_ERROR = 'RefusedRequestError';

export class RefusedRequestError extends Error {
  override readonly name = REFUSED_REQUEST_ERROR;
  constructor(readonly status: number) {
    super(`${REFUSED_REQUEST_ERROR}: ${status}`);
  }
}

/** Is this the refused-request error (also after the trip to the browser, which keeps only the message)? */
export const isRefusedRequest = (error: unknown) =>
  error instanceof Error &&
  (error.name === REFUSED_REQUEST_ERROR || error.message.startsWith(`${REFUSED_REQUEST_ERROR}:`));

/**
 * During SSR: the status the request guard refused this request with (400, 414, 431), or undefined. In the
 * browser always undefined (a refused request never reaches the client router).
 */
export const refusedRequestStatus = createIsomorphicFn()
  .server(async (): Promise<number | undefined> => {
    const [{ getRequest }, { guardMarkOf }] = await Promise.all([
      import('@tanstack/react-start/server'),
      import('../server/request-guard.ts'),
    ]);
    const mark = guardMarkOf(getRequest());
    return mark && 'refuse' in mark ? mark.refuse : undefined;
  })
  .client(async (): Promise<number | undefined> => undefined);

import {
  type CallOutput,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  endpoints,
  routePattern,
} from '@fittizia/contract';
import { HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { pageFixtures, settingsFixture, tokenFixture } from './fixtures.ts';

/** Matches the spec's path on any origin (same-origin in the browser, the brand API in Node). */
export function urlPattern(name: EndpointName): string {
  return `*${routePattern((endpoints[name] as Endpoint).path)}`;
}

/**
 * An MSW handler for one call of the endpoint table. The resolver's JSON answer is
 * typed by the contract's response schema.
 */
export function mockEndpoint<N extends EndpointName>(
  name: N,
  resolver: HttpResponseResolver<
    Record<string, string>,
    never,
    CallOutput<Endpoints[N]> | { message: string; code?: number }
  >,
): RequestHandler {
  const def = endpoints[name] as Endpoint;
  const method = def.method === 'GET' ? http.get : http.post;
  return method(urlPattern(name), resolver as unknown as HttpResponseResolver) as RequestHandler;
}

/** The happy path for every mocked call. */
export const handlers: RequestHandler[] = [
  mockEndpoint('token', () => HttpResponse.json(tokenFixture)),
  mockEndpoint('brandSettings', () => HttpResponse.json(settingsFixture)),
  mockEndpoint('contentPage', ({ params }) => {
    const page = pageFixtures[String(params.id).toLowerCase()];
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json({ message: `No content page "${params.id}"` }, { status: 404 });
  }),
];

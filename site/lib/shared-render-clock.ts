import type { DehydratedState } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * The clock of a shared page's serialised state (docs/security.md, "The Content-Security-Policy of a page").
 *
 * A shared page must be the same bytes from every worker and instance (one ETag, so a cache's revalidation
 * gets a 304), but the router and TanStack Query stamp their state with the time of the render: each match's
 * `updatedAt`, each query's `dehydratedAt` and `dataUpdatedAt`. On a shared page they are all stamped
 * `SHARED_RENDER_TIME` instead (`pinSharedRender`, on the server); the browser, which alone knows when it
 * got the page, reads them as "now" (`rebaseSharedRender`), so the hydrated queries are as fresh as before
 * and none is fetched again.
 */
export const SHARED_RENDER_TIME = 1;

type DehydratedQuery = DehydratedState['queries'][number];
/** What `setupRouterSsrQueryIntegration` adds to the router's dehydrated data. */
type QueryPayload = { initial?: DehydratedQuery[]; stream: ReadableStream<DehydratedQuery[]> };
type Dehydrated = { query?: QueryPayload } | undefined;

function restamp(query: DehydratedQuery, from: (time: number) => boolean, to: number): DehydratedQuery {
  const at = (time: number) => (time !== 0 && from(time) ? to : time);
  return {
    ...query,
    dehydratedAt: at(query.dehydratedAt),
    state: {
      ...query.state,
      dataUpdatedAt: at(query.state.dataUpdatedAt),
      errorUpdatedAt: at(query.state.errorUpdatedAt),
    },
  };
}

function restampPayload(query: QueryPayload, map: (q: DehydratedQuery) => DehydratedQuery): QueryPayload {
  return {
    ...(query.initial && { initial: query.initial.map(map) }),
    // Queries that settle while the page streams arrive later, in chunks.
    stream: query.stream.pipeThrough(
      new TransformStream<DehydratedQuery[], DehydratedQuery[]>({
        transform: (chunk, controller) => controller.enqueue(chunk.map(map)),
      }),
    ),
  };
}

/** The dehydrated data of a shared render, every query stamped `SHARED_RENDER_TIME`. */
export function pinDehydrated<T extends Dehydrated>(dehydrated: T): T {
  if (!dehydrated?.query) return dehydrated;
  const pin = (q: DehydratedQuery) => restamp(q, () => true, SHARED_RENDER_TIME);
  return { ...dehydrated, query: restampPayload(dehydrated.query, pin) };
}

/** The dehydrated data of the page as the browser hydrates it: a shared render's stamps become `now`. */
export function rebaseDehydrated<T extends Dehydrated>(dehydrated: T, now: number): T {
  if (!dehydrated?.query) return dehydrated;
  const rebase = (q: DehydratedQuery) => restamp(q, (time) => time === SHARED_RENDER_TIME, now);
  return { ...dehydrated, query: restampPayload(dehydrated.query, rebase) };
}

/**
 * On the server, for a shared page: stamps the router's matches and the dehydrated queries with
 * `SHARED_RENDER_TIME`. Call after `setupRouterSsrQueryIntegration`, whose `dehydrate` it wraps.
 */
export function pinSharedRender(router: AnyRouter): void {
  const dehydrate = router.options.dehydrate;
  router.options.dehydrate = async () => pinDehydrated((await dehydrate?.()) as Dehydrated);
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        // The matches are serialised (their `updatedAt` with them) before the router's `dehydrate` runs.
        const dehydrateMatches = serverSsr.dehydrate;
        serverSsr.dehydrate = (opts) => {
          for (const match of router.stores.matches.get()) match.updatedAt = SHARED_RENDER_TIME;
          return dehydrateMatches(opts);
        };
      },
    ],
  };
}

/**
 * In the browser: the page's queries hydrate as fetched now when the server stamped them
 * `SHARED_RENDER_TIME`. Call after `setupRouterSsrQueryIntegration`, whose `hydrate` it wraps. The router's
 * matches are given their stamps after `hydrate` runs, so they are rebased before the first navigation
 * (`onBeforeNavigate`): a match stamped long ago counts as past its gcTime, is dropped from the router's
 * cache, and the page it drew is drawn again from a pending state on the next navigation, even one that only
 * changes the history state (the booking dialog's steps), losing focus and what the diner was on.
 */
export function rebaseSharedRender(router: AnyRouter): void {
  const hydrate = router.options.hydrate;
  let hydratedAt = 0;
  router.options.hydrate = (dehydrated: Dehydrated) => {
    hydratedAt = Date.now();
    return hydrate?.(rebaseDehydrated(dehydrated, hydratedAt));
  };
  router.subscribe('onBeforeNavigate', () => {
    for (const match of router.stores.matches.get())
      if (match.updatedAt === SHARED_RENDER_TIME) match.updatedAt = hydratedAt || Date.now();
  });
}

/**
 * The files of the lazy parts a page renders (lib/lazy-part.tsx), listed by the server so that the idle prefetch
 * fetches them in one round instead of one level of imports after another (build/part-files.ts; docs/performance.md,
 * "Lazy parts and prefetch"). The server notes each part as it renders it, per request (per router); the root
 * writes the list after everything else in the page; the browser reads it when its idle prefetch starts
 * (lib/prefetch.ts). Server-side code only, but for the list's id.
 */

/** The id of the JSON list of the page's parts' files. */
export const PART_FILES_ID = 'part-files';

/** Where the server build puts a lazy part's key for `lazyPart` to take as it is called (build/part-files.ts). */
export const PART_SOURCE_GLOBAL = '__lazyPartSource';

/**
 * The booking modal's module (components/booking/BookingHost.tsx), by its key: not a lazy part, but fetched first
 * when a restaurant page is idle, so listed like one (the build maps it too: vite.config.ts).
 */
export const BOOKING_DIALOG_MODULE = 'components/booking/BookingDialog.tsx';

/**
 * The key under which the build lists the files a call of the browser's brand client needs before its request can
 * leave (build/part-files.ts): the client's code and its call's section of the endpoint table, with the schemas. A
 * part that will make a call notes it (`usePrefetchCalls`, lib/brand-client.ts), and the idle prefetch fetches them
 * with the part: found one import at a time, they were four round trips before the request.
 */
export const callPartKey = (name: string): string => `call:${name}`;

interface PageParts {
  /** Each part's files, by the part's key (build/part-files.ts). */
  files: Readonly<Record<string, readonly string[]>>;
  /** The keys of the parts rendered so far, with how likely each is to be used first (lib/prefetch.ts). */
  rendered: Map<string, number>;
}

const pages = new WeakMap<object, PageParts>();

/**
 * The router's hook (`useRouter`), handed over by router.tsx: the rendering request's router is how a part finds
 * its page. Not imported here: lazy-part.tsx, which imports this file, stays free of the router for its tests.
 */
let useRequestRouter: (() => object) | undefined;

/** Starts noting the parts one render (one request's router) renders. */
export function trackParts(
  router: object,
  files: Readonly<Record<string, readonly string[]>>,
  useRouter: () => object,
): void {
  useRequestRouter = useRouter;
  pages.set(router, { files, rendered: new Map() });
}

/** Notes that a part (its key, its priority) was rendered in this request's page. */
export function noteRenderedPart(router: object, source: string | undefined, priority: number): void {
  if (source) pages.get(router)?.rendered.set(source, priority);
}

/** During a server render: notes that a part (its key, or several, and its priority) is rendered in the request's page. */
export function useNoteRenderedPart(source: string | readonly string[] | undefined, priority: number): void {
  // The same branch in every render once the server has made its first router.
  const router = useRequestRouter?.();
  if (!router) return;
  for (const one of typeof source === 'string' || source === undefined ? [source] : source)
    noteRenderedPart(router, one, priority);
}

/**
 * The files of the parts rendered so far, once each, less those the page already loads: the likeliest part's
 * first (the page's body before its banner and footer, as the idle prefetch takes them), then in the order rendered.
 */
export function renderedPartFiles(router: object, loaded: Iterable<string> = []): string[] {
  const page = pages.get(router);
  if (!page) return [];
  const out = new Set<string>();
  const skip = new Set(loaded);
  const parts = [...page.rendered].sort(([, a], [, b]) => b - a);
  for (const [source] of parts)
    for (const file of page.files[source] ?? []) if (!skip.has(file)) out.add(file);
  return [...out];
}

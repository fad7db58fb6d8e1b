import {
  type ComponentType,
  lazy,
  memo,
  type ReactElement,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as styles from './lazy-part.css.ts';
import type { BeforeLive } from './lazy-part-replay.ts';
import { replayLoad, replayWhenLoaded, watchBeforeLive } from './lazy-part-watch.ts';
import { PART_SOURCE_GLOBAL, useNoteRenderedPart } from './part-files.ts';
import { PRIORITY, prefetchWhenIdle } from './prefetch.ts';

/**
 * Lazy parts (docs/performance.md, "Lazy parts and prefetch"): a part of a page whose code is not in the page's
 * first load. It is a React `lazy()` component inside its own `<Suspense>` boundary. The server renders it in
 * full (its code is loaded as the server starts, and every route loader awaits it). In the browser React
 * hydrates the rest of the page and leaves this part's server HTML on screen, readable, with working links,
 * until its code arrives; then React hydrates it in place (the same DOM nodes:
 * focus and typed text are kept). The code is fetched once the page is idle, or at once on a sign of intent
 * (lib/prefetch.ts), so a diner's first tap normally finds it there and React hydrates the part at once and
 * handles the tap itself.
 *
 * A press on a button before the code has arrived cannot be handled (React does not replay clicks on a part it
 * could not hydrate): the button shows at once that it was taken (`aria-busy`), the code is fetched at once,
 * and the press is done once the part is live. A form sent that would post is held the same way, by its submit
 * button, and sent by the part once live (posted without code the server could only answer that nothing was
 * sent, site/server/no-script-post.ts); a search form, and a link, the browser follows. What was done before the
 * app itself ran, the part takes over as it first renders (lib/early-presses.ts). A live part says so:
 * `data-part="live"`.
 *
 *   const ContactPage = lazyPart(() => import('./ContactPage.tsx').then((m) => m.ContactPage));
 *   loader: ({ context }) => withPart(ContactPage, context.queryClient.ensureQueryData(contactQuery())),
 *   component: () => <ContactPage variant="contact" />,
 */

export type LazyPart<P extends object = Record<string, never>> = ((props: P) => ReactElement) & {
  /** Loads the part's code (idempotent); resolves, to nothing, when it can render without suspending. */
  preload: () => Promise<void>;
};

/** One lazy part's code: what `lazyPart()` made, shared by every place it is rendered. */
type Part<P extends object> = {
  /** The component, once its code has loaded. */
  loaded?: ComponentType<P>;
  /** The same component through React's `lazy()`: it suspends until the code arrives. */
  Lazy: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
  priority: number;
  /** On the server: the key of the module the part loads (build/part-files.ts), for the page's list of files. */
  source?: string;
};

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  priority: number = PRIORITY.body,
): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let arrive: (component: ComponentType<P>) => void = () => {};
  const arrived = new Promise<ComponentType<P>>((resolve) => {
    arrive = resolve;
  });
  const part: Part<P> = {
    priority,
    preload: () => {
      loading ??= load().then(
        // A part something was done to before it was live goes live with the code that does it again.
        async (component) => {
          await replayLoad();
          part.loaded = component;
          arrive(component);
          return component;
        },
        (error: unknown) => {
          // A failed fetch (offline, a new release) may be tried again (the next sign of intent).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    // React asks once, when the part first renders without its code (hydration): it suspends until the code is
    // here (fetched when the page is idle, on intent or on a press: not by this), keeping the server's HTML.
    Lazy: lazy(() => arrived.then((component) => ({ default: component }))),
  };
  if (import.meta.env.SSR) {
    // The module's key, handed over by the server build as this is called (build/part-files.ts).
    const handed = globalThis as Record<string, unknown>;
    part.source = handed[PART_SOURCE_GLOBAL] as string | undefined;
    handed[PART_SOURCE_GLOBAL] = undefined;
    // The server renders every part in full, in its first pass, whichever loader ran.
    part.preload().catch(() => {});
  }
  const component = (props: P) => <PartHost part={part as Part<object>} props={props} />;
  return Object.assign(component, { preload: () => part.preload().then(() => undefined) });
}

/** Shallow equality of two props objects: the part re-renders only if something it was given has changed. */
function sameProps(a: object, b: object) {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

const PartHost = memo(
  function PartHost({ part, props }: { part: Part<object>; props: object }) {
    const id = useId();
    // On the server, the page's list of its parts' files notes this one (lib/part-files.ts). (The same branch in
    // every render of a build: the hook is always called, or never.)
    // biome-ignore lint/correctness/useHookAtTopLevel: `import.meta.env.SSR` is a constant of the build.
    if (import.meta.env.SSR) useNoteRenderedPart(part.source, part.priority);
    // The component itself when its code is here (the server; a client-side navigation, whose loader awaited
    // it), else the lazy one. Chosen once: a part keeps its component, and its state, for its lifetime.
    const [Component] = useState(() => part.loaded ?? part.Lazy);
    // Server HTML for this part is on the page only while it is being hydrated.
    const [hydrating] = useState(
      () => typeof document !== 'undefined' && !part.loaded && document.getElementById(id) !== null,
    );
    const [live, setLive] = useState(false);
    const liveRef = useRef(false);
    // What the diner did in the part before its code arrived (refs, not state: the part must not re-render
    // before it is hydrated, or React drops its server HTML): a button pressed, text typed, boxes ticked, lists
    // chosen from.
    const done = useRef<BeforeLive>({
      pressed: null,
      typed: new Map(),
      ticked: new Map(),
      chosen: new Set(),
    });
    const submitted = useRef(false);

    useEffect(() => {
      // A client render: the code is wanted now (a route's loader has normally fetched it already).
      if (!hydrating) {
        part.preload().catch(() => {});
        return;
      }
      prefetchWhenIdle(() => part.preload(), part.priority);
      const element = document.getElementById(id);
      if (!element) return;
      return watchBeforeLive(element, { part, liveRef, done, submitted });
    }, [hydrating, id, part]);

    // Live: React has hydrated the part (or rendered it). In the same commit, before the browser dispatches
    // anything else to it, what the diner did before is done again, so the part's state has it when the next
    // event (a submission, say) is handled.
    const goLive = useCallback(() => {
      liveRef.current = true;
      setLive(true);
      if (submitted.current) return;
      const { pressed, typed, ticked, chosen, early } = done.current;
      if (!pressed && !typed.size && !ticked.size && !chosen.size && !early) return;
      // Its code is here unless the diner did something in the moment between the part's code arriving and
      // React hydrating it: then it is done as soon as that code is.
      replayWhenLoaded(done.current);
    }, []);

    // The part's content is rendered again only when its props change (not when it goes live).
    const content = useMemo(() => <Component {...props} />, [Component, props]);
    return (
      <div id={id} className={styles.contents} data-part={live ? 'live' : 'waiting'}>
        <Suspense fallback={<ServerCopy id={id} />}>
          {content}
          <Live onLive={goLive} />
        </Suspense>
      </div>
    );
  },
  (a, b) => a.part === b.part && sameProps(a.props, b.props),
);

/** Renders nothing; says the part is live once React has hydrated (or rendered) it. */
function Live({ onLive }: { onLive: () => void }) {
  useLayoutEffect(onLive, [onLive]);
  return null;
}

/**
 * What a part shows if React drops its server HTML before its code arrives (an update reached it before it was
 * hydrated): a copy of that HTML, read when React first renders this fallback (the server's nodes are removed
 * only when it commits), never a blank. On a client render there is no server HTML, and nothing to copy.
 */
function ServerCopy({ id }: { id: string }) {
  const [html] = useState(() =>
    typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered HTML, read back from the DOM.
  return html ? <div className={styles.contents} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/**
 * A route loader's result, once the route's lazy part's code is loaded too (both start at once): a client-side
 * navigation then renders the part at once. (The server loads every part's code as it starts.)
 */
export async function withPart<T>(
  part: { preload: () => Promise<unknown> },
  data: T | Promise<T>,
): Promise<T> {
  const [value] = await Promise.all([data, part.preload()]);
  return value;
}

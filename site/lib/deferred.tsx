import {
  type ComponentType,
  memo,
  type ReactElement,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as styles from './deferred.css.ts';

/**
 * Deferred hydration (docs/performance.md, "Deferred hydration"): a part of a page whose code is not in the
 * page's first load. The server renders it as usual; in the browser its server-rendered HTML stays on screen,
 * readable, with working links, and its code is fetched and hydrated in place (the same DOM nodes, so focus and
 * anything typed are kept) at the diner's first sign of using the page: the pointer moving, a touch, a wheel, a
 * scroll, focus or a key anywhere, or the browser's back or forward button. What the diner did inside a part
 * before its code arrived is done again once it is live: text typed and options chosen, boxes ticked, buttons
 * pressed, links followed and forms submitted (a link is followed by the browser if the part takes more than
 * 2 s to go live). A live part says so: `data-deferred="live"`.
 *
 * On a client-side navigation there is no server HTML: the route's loader awaits `preload()`, so the part renders
 * at once. A render whose server HTML was not hydrated (React drops a dehydrated part whose parent changed) shows a
 * copy of that HTML until the code arrives, never a blank.
 *
 *   const ContactPage = deferred(() => import('./ContactPage.tsx').then((m) => m.ContactPage));
 *   loader: ({ context }) => withPart(ContactPage, context.queryClient.ensureQueryData(contactQuery())),
 *   component: () => <ContactPage variant="contact" />,
 */

/** Events that say the diner is using the page: the first of them anywhere loads the code of every part. */
export const DEFERRED_TRIGGERS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
  'keydown',
  // The browser's back or forward button: the route's parts show another search or page.
  'popstate',
] as const;

/** Controls whose press does nothing without the part's code: held back, and pressed again once it is live. */
const PRESSABLE = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="reset"]';

/** How long a link followed before its part is live waits for it before the browser follows it instead. */
const LINK_PATIENCE_MS = 2000;

/**
 * A plain press of a link to another page of this site, which the app follows without a page load once live: not
 * a new tab or window, a download, another site, or a fragment of this page (the browser scrolls to those).
 */
function isOwnPageLink(link: HTMLAnchorElement, event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the diner did in a part before its code arrived, to do again once it is live. */
type Replay = {
  /** Fields typed in or chosen from, with their value then: hydration resets a controlled field. */
  edits: Map<Field, string>;
  /**
   * Checkboxes and radios the diner ticked or unticked, with the state they chose: the browser shows it at once,
   * hydration sets a controlled one back to what React rendered, and it is pressed again if so.
   */
  ticks: Map<HTMLInputElement, boolean>;
  pressed: HTMLElement[];
  submitted?: { form: HTMLFormElement; submitter: HTMLElement | null };
};

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/**
 * Gives a field its value again as if the diner had just typed it, so the part's code hears of it whether or not
 * hydration kept it on screen: React notices a change only against the value it last saw, so that is set to
 * something else first (through the element's own setter, which React watches), then the value through the
 * prototype's (which it does not).
 */
function retype(field: Field, value: string) {
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Ticks or unticks a checkbox or radio again as if pressed, so the part's code hears of the choice. */
function retick(box: HTMLInputElement, checked: boolean) {
  box.checked = !checked;
  box.click();
}

export type Deferred<P extends object = Record<string, never>> = ((props: P) => ReactElement) & {
  /** Loads the part's code (idempotent); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

/** One deferred part's code: what `deferred()` made, shared by every place it is rendered. */
type Part<P extends object> = {
  /** The component, once its code has loaded. */
  loaded?: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
};

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const part: Part<P> = {
    preload: () => {
      loading ??= load().then(
        (component) => {
          part.loaded = component;
          return component;
        },
        (error: unknown) => {
          // A failed fetch (offline, a new deployment) may be retried by the next trigger.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  // The server renders every part in its first pass (no streamed fallback), whichever loader ran.
  if (import.meta.env.SSR) part.preload().catch(() => {});
  const component = (props: P) => <DeferredPart part={part as Part<object>} props={props} />;
  // Resolves to nothing: a loader may return it, and loader data is serialised into the page.
  return Object.assign(component, { preload: () => part.preload().then(() => undefined) });
}

/** Shallow equality of two props objects: a part hydrates only if nothing it was given has changed. */
function sameProps(a: object, b: object) {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

const DeferredPart = memo(
  function DeferredPart({ part, props }: { part: Part<object>; props: object }) {
    const id = useId();
    const replay = useRef<Replay>({ edits: new Map(), ticks: new Map(), pressed: [] });
    const [state] = useState(() => {
      // Server HTML for this part is on the page only while it is being hydrated.
      const server = typeof document === 'undefined' ? null : document.getElementById(id);
      let open: (component: ComponentType<object>) => void = () => {};
      const gate =
        part.loaded || !server
          ? part.preload()
          : new Promise<ComponentType<object>>((resolve) => {
              open = resolve;
            });
      // React reads the promise itself; a rejected load reaches the route's error page through it.
      gate.catch(() => {});
      return {
        waiting: !!server && !part.loaded,
        ready: part.loaded,
        gate,
        open,
        props,
      };
    });
    // Its code failed to load twice (offline, or a new release removed the old chunk): the part stays as the server
    // rendered it, and presses and submissions are left to the browser again.
    const failed = useRef(false);
    const start = useRef(() => {
      part.preload().then(state.open, () => {
        setTimeout(() => {
          part.preload().then(state.open, () => {
            failed.current = true;
          });
        }, 1000);
      });
    }).current;
    // New props before the part is live: React cannot show them without the part's code, and holds the update until
    // it has it, so the code is fetched now. (In render: an update that suspends never runs its effects.)
    if (state.waiting && props !== state.props) start();
    const [live, setLive] = useState(false);
    // Until the part has hydrated (not merely loaded its code: React hydrates a little later), what the diner does
    // in it is held and done again.
    const liveRef = useRef(false);
    const onLive = useRef(() => {
      liveRef.current = true;
      setLive(true);
    }).current;

    useEffect(() => {
      if (!state.waiting) return;
      const element = document.getElementById(id);
      if (!element) return;
      // Listened for on the window, in the capture phase: React stops the propagation of an event aimed at a part
      // it has not hydrated yet, at the document, before it could reach the part itself. (A scroll does not bubble:
      // the capture phase sees every element's.)
      const inPart = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const trigger = () => {
        for (const type of DEFERRED_TRIGGERS) removeEventListener(type, trigger, true);
        start();
      };
      const onClick = (event: MouseEvent) => {
        if (liveRef.current || failed.current || !inPart(event)) return;
        const box = event.target;
        if (box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio')) {
          // Already toggled when the click is dispatched.
          replay.current.ticks.set(box, box.checked);
          start();
          return;
        }
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
        if (link && element.contains(link)) {
          if (!isOwnPageLink(link, event)) return;
          // Followed once the part is live, by the app (no page load); by the browser if that takes long.
          event.preventDefault();
          replay.current.pressed.push(link);
          start();
          setTimeout(() => {
            const queued = replay.current.pressed.indexOf(link);
            if (queued === -1) return;
            replay.current.pressed.splice(queued, 1);
            location.assign(link.href);
          }, LINK_PATIENCE_MS);
          return;
        }
        const control = (event.target as Element).closest<HTMLElement>(PRESSABLE);
        if (!control || !element.contains(control)) return;
        // A submit button's press is replayed by the submission it causes (below).
        if ((control as HTMLButtonElement).type === 'submit' && (control as HTMLButtonElement).form) return;
        event.preventDefault();
        replay.current.pressed.push(control);
        start();
      };
      const onEdit = (event: Event) => {
        const field = event.target;
        if (liveRef.current || failed.current || !inPart(event) || !isField(field)) return;
        if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
          return;
        replay.current.edits.set(field, field.value);
      };
      const onSubmit = (event: SubmitEvent) => {
        if (liveRef.current || failed.current || !inPart(event)) return;
        event.preventDefault();
        replay.current.submitted = {
          form: event.target as HTMLFormElement,
          submitter: event.submitter as HTMLElement | null,
        };
        start();
      };
      for (const type of DEFERRED_TRIGGERS) addEventListener(type, trigger, { capture: true, passive: true });
      addEventListener('click', onClick, true);
      addEventListener('submit', onSubmit, true);
      addEventListener('input', onEdit, true);
      addEventListener('change', onEdit, true);
      return () => {
        for (const type of DEFERRED_TRIGGERS) removeEventListener(type, trigger, true);
        removeEventListener('click', onClick, true);
        removeEventListener('submit', onSubmit, true);
        removeEventListener('input', onEdit, true);
        removeEventListener('change', onEdit, true);
      };
    }, [id, start, state.waiting]);

    return (
      <div id={id} className={styles.contents} data-deferred={live ? 'live' : ''}>
        <Suspense fallback={<ServerCopy id={id} start={start} />}>
          <Live ready={state.ready} props={props} gate={state.gate} replay={replay} onLive={onLive} />
        </Suspense>
      </div>
    );
  },
  (a, b) => a.part === b.part && sameProps(a.props, b.props),
);

function Live({
  ready,
  props,
  gate,
  replay,
  onLive,
}: {
  /** The component, when its code had loaded before this part first rendered; otherwise `gate` gives it. */
  ready: ComponentType<object> | undefined;
  props: object;
  gate: Promise<ComponentType<object>>;
  replay: RefObject<Replay>;
  onLive: () => void;
}) {
  const Component = ready ?? use(gate);
  useEffect(() => {
    onLive();
    // Hydrated: what the diner did before the code arrived is done again, in order: the values typed or chosen
    // (where hydration put back what the server rendered), the presses, then the submission.
    // One at a time, each in a task of its own, so the part has rendered what the last one changed before the next
    // reads it (a search submitted after its field was retyped submits the retyped words).
    const { edits, ticks, pressed, submitted } = replay.current;
    replay.current = { edits: new Map(), ticks: new Map(), pressed: [] };
    const steps = [
      ...[...edits].map(([field, value]) => [field, () => retype(field, value)] as const),
      ...[...ticks].map(([box, checked]) => [box, () => retick(box, checked)] as const),
      ...pressed.map((control) => [control, () => control.click()] as const),
    ];
    if (submitted) {
      const submitter = submitted.submitter?.isConnected ? submitted.submitter : null;
      steps.push([submitted.form, () => submitted.form.requestSubmit(submitter)] as const);
    }
    const next = () => {
      const step = steps.shift();
      if (!step) return;
      // A step whose element the part no longer shows is skipped.
      if (step[0].isConnected) step[1]();
      setTimeout(next, 0);
    };
    next();
  }, [replay, onLive]);
  return <Component {...props} />;
}

/**
 * What a part shows if React drops its server HTML before its code arrives: a copy of that HTML, read when React
 * first renders this fallback (the server's nodes are removed only when it commits), so a part that hydrates never
 * serialises its markup. On a client render there is no server HTML yet, and nothing to copy.
 */
function ServerCopy({ id, start }: { id: string; start: () => void }) {
  const [html] = useState(() =>
    typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
  );
  useEffect(start, [start]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered HTML, read back from the DOM.
  return html ? <div className={styles.contents} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/**
 * A route loader's result, once the route's deferred part's code is loaded too (both start at once): a
 * client-side navigation then renders the part at once. (The server loads every part's code as it starts.)
 */
export async function withPart<T>(
  part: { preload: () => Promise<unknown> },
  data: T | Promise<T>,
): Promise<T> {
  const [value] = await Promise.all([data, part.preload()]);
  return value;
}

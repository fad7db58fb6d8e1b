import { revealConsentBannerEarly } from '@fittizia/design-system/consent-banner-early';
import { markTilePicturesPainted } from '@fittizia/design-system/tile-pictures-early';
import type { EarlyPresses } from './lib/early-presses.ts';
import { preloadModules } from './lib/module-preloads.ts';

/**
 * The browser entry. It waits until the page's largest paint is on screen, then loads and runs the app
 * (hydrate.tsx), so no app code is evaluated before the diner sees the page: on a slow phone, evaluating the
 * framework first would hold the largest paint back (and Lighthouse counts every script evaluated before the
 * largest paint as blocking it). This file shares nothing with the app but the `entry-shared` chunk
 * (vite.config.ts), so it never pulls the framework in statically.
 *
 * "On screen" means: the fonts have loaded, the cookie banner is shown if it is to be (100 ms after load, for a
 * visitor who has not decided), every picture the server marked as the largest paint
 * (`fetchpriority="high"`: the restaurant's hero, the first tile) has loaded and decoded, and then either the
 * browser has reported a largest-contentful-paint entry for one of those pictures (it does so once the frame
 * is presented) or two frames have passed and it has reported one for something else (text, when the picture
 * is not the largest thing on screen), or two frames have passed and the page was opened at a fragment
 * (`#booking`) or none of those pictures is in view. A browser without that entry type goes on two frames
 * after the pictures; a hidden tab (no frames) after 100 ms; and nothing waits more than 3 s.
 */
function afterLargestPaint(run: () => void, alsoWaitFor: Promise<unknown>): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(run, 0);
  };
  const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  let ready = false;
  let framesSinceReady = 0;
  let pictureShown = false;
  let somethingShown = false;
  // A page opened at a fragment (`#booking` opens the booking modal; any other scrolls to its section) or
  // scrolled away from the pictures (restored on going back) has no picture to wait for, and the browser may
  // report no largest paint at all: scrolling ends largest-paint reporting.
  const openedElsewhere = () =>
    location.hash.length > 1 ||
    (pictures.length > 0 &&
      !pictures.some((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0 && box.height > 0;
      }));
  const check = () => {
    if (!ready) return;
    if (pictureShown || (framesSinceReady >= 2 && (somethingShown || openedElsewhere()))) once();
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            somethingShown = true;
            if (pictures.some((img) => img === entry.element)) pictureShown = true;
          }
          check();
        })
      : undefined;
  if (!observer) somethingShown = true;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  const frame = () => {
    framesSinceReady++;
    check();
    if (!done && framesSinceReady < 2) requestAnimationFrame(frame);
  };
  Promise.all([
    document.fonts?.ready,
    alsoWaitFor,
    ...pictures.map((img) => img.decode().catch(() => undefined)),
  ]).then(() => {
    ready = true;
    check();
    if (!done) requestAnimationFrame(frame);
  });
  setTimeout(once, document.visibilityState === 'hidden' ? 100 : 3000);
  return once;
}

/**
 * Does again what the diner did before the app ran outside the page's lazy parts (lib/early-presses.ts; a part
 * takes over what was done inside it, lib/lazy-part.tsx), now that the app has rendered: each field typed in or
 * chosen from says so again, then each held press is done, in order. With no app, nothing is held any longer.
 */
function doAgain(early: EarlyPresses, app: boolean) {
  const done = early.take((node) => !app || !node.closest('[data-part]'));
  for (const [field] of (app && done?.typed) || [])
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  for (const control of done?.held ?? []) early.release(control, app);
}

/**
 * The page's CSP nonce for the `<style>` element Radix's scroll lock (react-remove-scroll, through get-nonce)
 * adds while a dialog is open: get-nonce reads the `__webpack_nonce__` global. The router stamps the nonce on
 * the `csp-nonce` meta tag (docs/security.md).
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

// The cookie banner (server-rendered, hidden) is shown 100 ms after load without waiting for the app, and the
// app waits for it: on a page without a large picture the banner's text is the largest paint.
const bannerShown = revealConsentBannerEarly();

// A tile picture's loading look ends when it has loaded, not when its part of the page hydrates (lib/lazy-part.tsx).
markTilePicturesPainted();

const early = window.__early;
const start = afterLargestPaint(() => {
  preloadModules();
  import('./hydrate.tsx').then(
    () => {
      // React's root exists: what is done from now on is React's to hear. The root says when it has rendered
      // (routes/__root.tsx).
      early?.stop();
      if (early) addEventListener('hydrated', () => doAgain(early, true), { once: true });
    },
    // No app (offline, say).
    () => {
      early?.stop();
      if (early) doAgain(early, false);
    },
  );
}, bannerShown);
// A press held before the app ran starts it at once.
early?.start(start);

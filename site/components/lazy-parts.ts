import { lazyPart } from '../lib/lazy-part.tsx';
import { PRIORITY } from '../lib/prefetch.ts';

/**
 * The parts of pages that are lazy parts (lib/lazy-part.tsx): each is its own chunk, outside every page's first
 * load, fetched once the page is idle. A route whose component renders one awaits its `preload()` in its
 * loader, so a client-side navigation renders it at once.
 */
export const HomePageView = lazyPart(() => import('./HomePage.tsx').then((m) => m.HomePage));
export const ContentPageBody = lazyPart(() => import('./ContentPageView.tsx').then((m) => m.ContentPageView));
/** The privacy policy's retention schedule (a table from its own query): only that page loads its code. */
export const RetentionScheduleView = lazyPart(() =>
  import('./RetentionSchedule.tsx').then((m) => m.RetentionSchedule),
);
/** The footer: links, and the cookie-settings button. */
export const SiteFooter = lazyPart(
  () => import('@fittizia/design-system/components/Footer').then((m) => m.Footer),
  PRIORITY.furniture,
);
/** The contact page and its group-booking variant: the contact form. */
export const ContactPageView = lazyPart(() => import('./ContactPage.tsx').then((m) => m.ContactPage));
/** Refer a friend. */
export const ReferAFriendView = lazyPart(() =>
  import('./ReferAFriendPage.tsx').then((m) => m.ReferAFriendPage),
);
/** The error and not-found page (404 and 500): only pages that fail load its code. */
export const ErrorPageView = lazyPart(() => import('./ErrorPage.tsx').then((m) => m.ErrorPage));
/** The dismissible global banner. */
export const GlobalBannerView = lazyPart(
  () => import('@fittizia/design-system/components/GlobalBanner').then((m) => m.GlobalBanner),
  PRIORITY.furniture,
);
/** The preview bar (only in preview: lib/preview.ts); its exit is a plain link, which works before its code. */
export const PreviewBarView = lazyPart(
  () => import('@fittizia/design-system/components/PreviewBar').then((m) => m.PreviewBar),
  PRIORITY.furniture,
);

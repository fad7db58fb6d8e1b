import { deferred } from '../lib/deferred.tsx';

/**
 * The parts of pages hydrated on first use (lib/deferred.tsx): each is its own chunk, outside every page's
 * first load. A route whose component renders one awaits its `preload()` in its loader, so a client-side
 * navigation renders it at once.
 */
export const HomePageView = deferred(() => import('./HomePage.tsx').then((m) => m.HomePage));
export const ContentPageBody = deferred(() => import('./ContentPageView.tsx').then((m) => m.ContentPageView));
/** The footer: links, and the cookie-settings button (pressed again once live). */
export const SiteFooter = deferred(() =>
  import('@fittizia/design-system/components/Footer').then((m) => m.Footer),
);
/** The contact page and its group-booking variant: the contact form. */
export const ContactPageView = deferred(() => import('./ContactPage.tsx').then((m) => m.ContactPage));
/** Refer a friend. */
export const ReferAFriendView = deferred(() =>
  import('./ReferAFriendPage.tsx').then((m) => m.ReferAFriendPage),
);
/** The error and not-found page (404 and 500): only pages that fail load its code. */
export const ErrorPageView = deferred(() => import('./ErrorPage.tsx').then((m) => m.ErrorPage));
/** The dismissible global banner: its close button is pressed again once live. */
export const GlobalBannerView = deferred(() =>
  import('@fittizia/design-system/components/GlobalBanner').then((m) => m.GlobalBanner),
);

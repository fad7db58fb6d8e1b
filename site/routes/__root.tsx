/// <reference types="vite/client" />
import {
  AnchorProvider,
  BackToTop,
  CookieConsent,
  consentModeDefaultScript,
  fontPreloads,
  Header,
  openCookieSettings,
  pageFrame,
  preloadHeaderMenu,
} from '@fittizia/design-system';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  redirect,
  Scripts,
  useRouterState,
} from '@tanstack/react-router';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
// The brand typeface (Figtree, self-hosted): its @font-face rules join the site's one stylesheet.
import '@fittizia/design-system/fonts.css';
// The design system's reset and base styles, imported for their side effect.
import '@fittizia/design-system/global-styles';
import { londonToday } from '@fittizia/contract/opening';
import { BookingHost, useHeaderBookNow } from '../components/booking/BookingHost.tsx';
import { ErrorPageView, GlobalBannerView, PreviewBarView, SiteFooter } from '../components/lazy-parts.ts';
import { RouterAnchor } from '../components/RouterAnchor.tsx';

/** The exit of the preview bar: `/preview/exit?to=<path>` (design-system PreviewBar's `previewExitHref`). */
const previewExitHref = (path: string) => `/preview/exit?to=${encodeURIComponent(path)}`;

import { PartFiles, SiteHead } from '../components/SiteHead.tsx';
import * as styles from '../components/SiteLayout.css.ts';
import { renderNow } from '../lib/clock.ts';
import {
  GLOBAL_BANNER,
  MARKETING_TAG_SRC,
  restaurantFromPath,
  SITE_HEADER_SELECTOR,
} from '../lib/furniture.ts';
import { useNonce } from '../lib/nonce.ts';
import { PRIORITY, prefetchWhenIdle } from '../lib/prefetch.ts';
import { draftsShownInBrowser, pagePreview, rememberPreview } from '../lib/preview.ts';
import { externalLinksQuery, settingsQuery } from '../lib/queries.ts';
import { RefusedRequestError, refusedRequestStatus } from '../lib/refused-request.ts';
import { useRouteScroll } from '../lib/route-scroll.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // A request the guard refused (bad path, query or header) renders the error page and loads nothing.
  beforeLoad: async ({ location, preload }) => {
    const refused = await refusedRequestStatus();
    if (refused) throw new RefusedRequestError(refused);
    // In preview every page comes from the server, which alone reads drafts (lib/preview.ts): a navigation in
    // the browser loads the next page as a document.
    if (typeof window !== 'undefined' && !preload && draftsShownInBrowser()) {
      throw redirect({ href: location.href, reloadDocument: true });
    }
  },
  // Start-up (spec 4.7): settings load first; a failure gives the 500 error page.
  // The footer's year comes from the render's clock (lib/clock.ts), so the server and hydration agree.
  loader: async ({ context }) => {
    const [settings, , now, preview] = await Promise.all([
      context.queryClient.ensureQueryData(settingsQuery()),
      context.queryClient.ensureQueryData(externalLinksQuery()),
      renderNow(),
      pagePreview(),
    ]);
    // The year in London, not in the server's or the device's time zone (they differ around New Year). A bare
    // number, the same in every engine; the design system's formatter (and the contract's London clock) would
    // put about 2 KB gzip into every page's first load for these four digits.
    // `preview` only in preview (lib/preview.ts): the page of everyone else is the same as without it.
    return { settings, year: Number(londonToday(now).slice(0, 4)), ...(preview && { preview }) };
  },
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: loaderData?.settings.site_name ?? 'Fittizia Trattoria' },
      ...(loaderData?.settings.site_description
        ? [{ name: 'description', content: loaderData.settings.site_description }]
        : []),
      { name: 'theme-color', content: '#244742' },
    ],
    links: [...fontPreloads, { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    // Google Consent Mode v2: deny by default, before any tag can run.
    scripts: [{ children: consentModeDefaultScript }],
  }),
  component: RootComponent,
  errorComponent: ({ error }) => (
    <RootDocument>
      <main id="main" tabIndex={-1} className={`${pageFrame} ${styles.main}`}>
        <ErrorPageView error={error} />
      </main>
    </RootDocument>
  ),
  notFoundComponent: () => <ErrorPageView status={404} />,
});

function RootComponent() {
  // From the loader, not `useSuspenseQuery`: the query observer's code stays out of every page's first load.
  const { settings, year, preview } = Route.useLoaderData();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  rememberPreview(preview);
  const nonce = useNonce();
  useRouteScroll(SITE_HEADER_SELECTOR);
  return (
    // The cookie banner comes first in the document, so that the keyboard reaches it before the skip link and
    // the page it covers the bottom of; once it is answered the skip link is the first stop again.
    <RootDocument first={<CookieConsent marketingTagSrc={MARKETING_TAG_SRC} />}>
      {/* The booking modal (spec 2.5), loaded on first use: see components/booking/BookingHost.tsx. */}
      <BookingHost bookNowText={settings.book_now_text}>
        {preview ? (
          <PreviewBarView
            exitHref={previewExitHref(pathname)}
            {...(preview.state === 'ended' && { message: preview.message })}
          />
        ) : null}
        <GlobalBannerView id={GLOBAL_BANNER.id} nonce={nonce}>
          {GLOBAL_BANNER.message}{' '}
          <RouterAnchor href={GLOBAL_BANNER.linkUrl} className={styles.bannerLink}>
            {GLOBAL_BANNER.linkText}
          </RouterAnchor>
        </GlobalBannerView>
        <SiteHeader settings={settings} pathname={pathname} />
        {/* The one page layout of every route: the page frame, with the header's maximum width and gutter (the
            frame's class itself, not `Container`, whose Box brings the sprinkles' class table to every page). */}
        <main id="main" tabIndex={-1} className={`${pageFrame} ${styles.main}`}>
          <Outlet />
        </main>
        <SiteFooter settings={settings} year={year} onCookieSettings={openCookieSettings} />
        <BackToTop icon={settings.backToTopIcon} />
      </BookingHost>
    </RootDocument>
  );
}

/** The header; its book-now button opens the booking modal off the home and restaurant pages (spec 2.2). */
function SiteHeader({
  settings,
  pathname,
}: {
  settings: ComponentProps<typeof Header>['settings'];
  pathname: string;
}) {
  const onBookNow = useHeaderBookNow(pathname);
  // The menu button (phones and narrow windows): its menu's code is fetched when the page is idle.
  useEffect(() => {
    const button = document.querySelector('[aria-label="Open navigation menu"]');
    if (button && button.getClientRects().length > 0) prefetchWhenIdle(preloadHeaderMenu, PRIORITY.furniture);
  }, []);
  return <Header settings={settings} restaurant={restaurantFromPath(pathname)} onBookNow={onBookNow} />;
}

/** The document; `first` comes before the skip link (the cookie banner). */
function RootDocument({ children, first }: { children: ReactNode; first?: ReactNode }) {
  useEffect(() => {
    // Lets end-to-end tests wait for hydration before they interact, and tells the browser entry, which then does
    // again what the diner did before the app ran (client.tsx).
    document.documentElement.dataset.hydrated = 'true';
    dispatchEvent(new Event('hydrated'));
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <SiteHead />
      </head>
      <body>
        <AnchorProvider value={RouterAnchor}>
          {first}
          <a href="#main" className={styles.skipLink}>
            Skip to content
          </a>
          {children}
        </AnchorProvider>
        <Scripts />
        {import.meta.env.SSR && <PartFiles />}
      </body>
    </html>
  );
}

import { lazy, Suspense } from 'react';
import { ErrorPage as ServerErrorPage, type SiteErrorPageProps } from './ErrorPage.tsx';

// In the browser the error page's code loads only when a page fails or is not found; the server renders
// it at once, so the 404 and 500 pages arrive complete and the browser hydrates them when the code is in.
const BrowserErrorPage = lazy(() => import('./ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })));

/** The site's error page, kept out of every page's first load. */
export function LazyErrorPage(props: SiteErrorPageProps) {
  const Page = import.meta.env.SSR ? ServerErrorPage : BrowserErrorPage;
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { NOINDEX_META } from '../lib/customer-pages.ts';
import { type LazyPart, lazyPart } from '../lib/lazy-part.tsx';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const SignupThanksView: LazyPart = lazyPart(() =>
  import('./-signup-thanks-page.tsx').then((m) => m.SignupThanks),
);

/** The sign-up thank-you page (spec 2.1). A thank-you page is not for search engines. */
export const Route = createFileRoute('/signup-thanks')({
  head: () => ({ meta: [{ title: 'Thanks for signing up | Fittizia Trattoria' }, NOINDEX_META] }),
  loader: () => SignupThanksView.preload(),
  component: () => <SignupThanksView />,
});

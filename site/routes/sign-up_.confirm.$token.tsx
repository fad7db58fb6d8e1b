import { createFileRoute } from '@tanstack/react-router';
import { NOINDEX_META } from '../lib/customer-pages.ts';
import { type LazyPart, lazyPart, withPart } from '../lib/lazy-part.tsx';
import { confirmSignupLink, type SignupConfirmLoad } from '../lib/signup-confirm.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const SignupConfirmView: LazyPart = lazyPart(() =>
  import('./-sign-up-confirm-page.tsx').then((m) => m.SignupConfirmPage),
);

/**
 * The link of a sign-up's confirmation e-mail: loading the page (on the server) confirms the sign-up and says
 * so; an unknown, used or expired link says what to do instead. Never cached (a `/sign-up` path is personal,
 * server/page-cache.ts) and never indexed.
 */
export const Route = createFileRoute('/sign-up_/confirm/$token')({
  loader: ({ params }) => withPart<SignupConfirmLoad>(SignupConfirmView, confirmSignupLink(params.token)),
  head: () => ({ meta: [{ title: 'Confirm your sign-up | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: () => <SignupConfirmView />,
});

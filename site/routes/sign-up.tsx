import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../lib/lazy-part.tsx';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const SignUpPageView: LazyPart = lazyPart(() => import('./-sign-up-page.tsx').then((m) => m.SignUpPage));

/**
 * The sign-up page (spec 2.7): the sign-up form with the registration card beside it. A sign-up goes to
 * `/signup-thanks`; a failed one keeps every value and shows the form's error block.
 */
export const Route = createFileRoute('/sign-up')({
  loader: ({ context }) =>
    withPart(
      SignUpPageView,
      import('../lib/restaurant-queries.ts').then((m) =>
        context.queryClient.ensureQueryData(m.restaurantDirectoryQuery()),
      ),
    ),
  head: () => ({
    meta: [
      { title: 'Sign up | Fittizia Trattoria' },
      { name: 'description', content: 'Join Fittizia Trattoria for offers, new menus and a birthday treat.' },
    ],
  }),
  component: () => <SignUpPageView />,
});

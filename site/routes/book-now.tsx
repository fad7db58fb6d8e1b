import { createFileRoute } from '@tanstack/react-router';
import { HomePageView } from '../components/lazy-parts.ts';
import { contentPageHead } from '../lib/content-page.ts';
import { withPart } from '../lib/lazy-part.tsx';
import { homePageData } from '../lib/restaurant-choices.ts';

/**
 * `/book-now` (spec 2.1, a child of the root layout): the home page with the booking modal open (the root
 * layout's BookingHost opens it on this path). A request for it from outside is answered by the legacy
 * short-form redirect of spec 4.8 first (`/book-now` to `/#booking`, which opens the same modal); this route
 * serves navigation inside the site.
 */
export const Route = createFileRoute('/book-now')({
  loader: ({ context }) => withPart(HomePageView, homePageData(context.queryClient)),
  head: ({ loaderData }) => contentPageHead(loaderData),
  component: () => <HomePageView />,
});

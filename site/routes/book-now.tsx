import { createFileRoute } from '@tanstack/react-router';
import { HomePageView } from '../components/lazy-parts.ts';
import { contentPageHead } from '../lib/content-page.ts';
import { externalLinksQuery, pageQuery } from '../lib/queries.ts';
import { restaurantChoicesQuery } from '../lib/restaurant-choices.ts';

/**
 * `/book-now` (spec 2.1, a child of the root layout): the home page with the booking modal open (the root
 * layout's BookingHost opens it on this path). A request for it from outside is answered by the legacy
 * short-form redirect of spec 4.8 first (`/book-now` to `/#booking`, which opens the same modal); this route
 * serves navigation inside the site.
 */
export const Route = createFileRoute('/book-now')({
  loader: async ({ context }) => {
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(pageQuery('home')),
      HomePageView.preload(),
      context.queryClient.ensureQueryData(externalLinksQuery()),
      // The booking strip's list, sent with the page (lib/restaurant-choices.ts).
      context.queryClient.ensureQueryData(restaurantChoicesQuery()),
    ]);
    return page;
  },
  head: ({ loaderData }) => contentPageHead(loaderData),
  component: () => <HomePageView />,
});

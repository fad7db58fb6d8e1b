import { createFileRoute } from '@tanstack/react-router';
import { HomePageView } from '../components/lazy-parts.ts';
import { contentPageHead } from '../lib/content-page.ts';
import { externalLinksQuery, pageQuery } from '../lib/queries.ts';
import { restaurantChoicesQuery } from '../lib/restaurant-choices.ts';

export const Route = createFileRoute('/')({
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

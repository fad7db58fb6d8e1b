import { createFileRoute } from '@tanstack/react-router';
import { HomePageView } from '../components/lazy-parts.ts';
import { contentPageHead } from '../lib/content-page.ts';
import { withPart } from '../lib/lazy-part.tsx';
import { homePageData } from '../lib/restaurant-choices.ts';

export const Route = createFileRoute('/')({
  loader: ({ context }) => withPart(HomePageView, homePageData(context.queryClient)),
  head: ({ loaderData }) => contentPageHead(loaderData),
  component: () => <HomePageView />,
});

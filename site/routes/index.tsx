import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TileList } from '../components/TileList.tsx';
import { pageQuery } from '../lib/queries.ts';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('home')),
  head: ({ loaderData }) => ({
    meta: [
      ...(loaderData ? [{ title: loaderData.title }] : []),
      ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
    ],
  }),
  component: HomePage,
});

function HomePage() {
  const { data: page } = useSuspenseQuery(pageQuery('home'));
  return <TileList tiles={page.tiles} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ContentPageBody } from '../components/lazy-parts.ts';
import { contentPageHead, contentPageId, loadContentPage } from '../lib/content-page.ts';

/**
 * Generic content page `/{id1}/{id2}` (spec 2.1): the brand API's page `id1/id2`. The trailing underscore
 * keeps it out of `/$id1`'s layout, so the two routes never nest.
 */
export const Route = createFileRoute('/$id1_/$id2')({
  loader: async ({ context, params }) =>
    (
      await Promise.all([
        loadContentPage(context.queryClient, contentPageId(params.id1, params.id2)),
        ContentPageBody.preload(),
      ])
    )[0],
  head: ({ loaderData }) => contentPageHead(loaderData),
  component: ContentRoute,
});

function ContentRoute() {
  const { id1, id2 } = Route.useParams();
  return <ContentPageBody id={contentPageId(id1, id2)} />;
}

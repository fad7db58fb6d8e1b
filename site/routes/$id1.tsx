import { createFileRoute } from '@tanstack/react-router';
import { ContentPageBody } from '../components/lazy-parts.ts';
import { contentPageHead, contentPageId, loadContentPage } from '../lib/content-page.ts';

/** Generic content page `/{id1}` (spec 2.1): the brand API's page `id1`, or the 404 page. */
export const Route = createFileRoute('/$id1')({
  loader: async ({ context, params }) =>
    (
      await Promise.all([
        loadContentPage(context.queryClient, contentPageId(params.id1)),
        ContentPageBody.preload(),
      ])
    )[0],
  head: ({ loaderData }) => contentPageHead(loaderData),
  component: ContentRoute,
});

function ContentRoute() {
  const { id1 } = Route.useParams();
  return <ContentPageBody id={contentPageId(id1)} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentPageHead, contentPageId, loadContentPage } from '../lib/content-page.ts';

/** Generic content page `/{id1}` (spec 2.1): the brand API's page `id1`, or the 404 page. */
export const Route = createFileRoute('/$id1')({
  loader: ({ context, params }) => loadContentPage(context.queryClient, contentPageId(params.id1)),
  head: ({ loaderData }) => contentPageHead(loaderData),
  component: ContentRoute,
});

function ContentRoute() {
  const { id1 } = Route.useParams();
  return <ContentPageView id={contentPageId(id1)} />;
}

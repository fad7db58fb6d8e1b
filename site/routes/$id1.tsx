import { createFileRoute } from '@tanstack/react-router';
import { ContentPageBody, RetentionScheduleView } from '../components/lazy-parts.ts';
import { contentPageHead, contentPageId, loadContentPage, PRIVACY_POLICY_ID } from '../lib/content-page.ts';

/**
 * Generic content page `/{id1}` (spec 2.1): the brand API's page `id1`, or the 404 page. The privacy policy ends
 * with its "How long we keep your data" table, from the retention schedule (server-rendered), a lazy part of its
 * own: the other content pages' first load carries neither its code nor its query's.
 */
export const Route = createFileRoute('/$id1')({
  loader: async ({ context, params }) => {
    const id = contentPageId(params.id1);
    const [page] = await Promise.all([
      loadContentPage(context.queryClient, id),
      ContentPageBody.preload(),
      id === PRIVACY_POLICY_ID ? RetentionScheduleView.preload() : undefined,
    ]);
    return page;
  },
  head: ({ loaderData }) => contentPageHead(loaderData),
  component: ContentRoute,
});

function ContentRoute() {
  const { id1 } = Route.useParams();
  const id = contentPageId(id1);
  return (
    <ContentPageBody id={id} afterTiles={id === PRIVACY_POLICY_ID ? <RetentionScheduleView /> : undefined} />
  );
}

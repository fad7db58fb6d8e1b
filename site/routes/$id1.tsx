import { createFileRoute } from '@tanstack/react-router';
import { ContentPageBody } from '../components/lazy-parts.ts';
import { RetentionSchedule } from '../components/RetentionSchedule.tsx';
import { contentPageHead, contentPageId, loadContentPage, PRIVACY_POLICY_ID } from '../lib/content-page.ts';

/**
 * Generic content page `/{id1}` (spec 2.1): the brand API's page `id1`, or the 404 page. The privacy policy ends
 * with its "How long we keep your data" table, from the retention schedule (server-rendered).
 */
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
  const id = contentPageId(id1);
  return (
    <ContentPageBody id={id} afterTiles={id === PRIVACY_POLICY_ID ? <RetentionSchedule /> : undefined} />
  );
}

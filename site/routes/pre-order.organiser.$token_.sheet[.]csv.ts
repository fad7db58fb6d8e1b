import { createFileRoute } from '@tanstack/react-router';

async function handle({ params }: { params: { token: string } }): Promise<Response> {
  const [{ isOrganiserToken }, { preorderCsvResponse }, { requestBrandClient }, { BrandApiError }] =
    await Promise.all([
      import('../lib/preorder-organiser.ts'),
      import('../server/preorder-sheet-csv.ts'),
      import('../server/request-client.server.ts'),
      import('@fittizia/contract/errors'),
    ]);
  const notOurs = () =>
    new Response('This pre-order link is not valid.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  if (!isOrganiserToken(params.token)) return notOurs();
  try {
    const view = await requestBrandClient().call('preorderView', { params: { token: params.token } });
    return view.role === 'organiser' ? preorderCsvResponse(view) : notOurs();
  } catch (error) {
    if (error instanceof BrandApiError && [400, 403, 404, 410].includes(error.status)) return notOurs();
    throw error;
  }
}

/** `/pre-order/organiser/<token>/sheet.csv`: the organiser's CSV of the pre-order (server/preorder-sheet-csv.ts). */
export const Route = createFileRoute('/pre-order/organiser/$token_/sheet.csv')({
  server: { handlers: { GET: handle } },
});

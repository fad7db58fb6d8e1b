import { BrandApiError, toOfferSlug } from '@fittizia/contract';
import { createFileRoute } from '@tanstack/react-router';
import { type LazyPart, lazyPart, withPart } from '../../lib/lazy-part.tsx';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const OfferPageView: LazyPart = lazyPart(() => import('./-id-page.tsx').then((m) => m.OfferPage));

/**
 * The offer page (spec 2.1, 2.7, 7.7): the offer by its slug, an e-mail and terms form, and the generated
 * voucher. An unknown slug shows the form's not-found state (404); an ended offer (the brand API reads it with
 * `ended: true`) says it has ended, with no form. Voucher errors are never shown raw (8.4): the proxy logs a
 * refused code call on the server, and the form asks the person to try again, except the brand API's refusal
 * of an offer that ended while the page was open, which the form's error summary shows.
 */
export const Route = createFileRoute('/offer/$id')({
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      OfferPageView,
      (async () => {
        const slug = toOfferSlug(params.id);
        if (!slug) return { slug: params.id, offer: null };
        const { offerBySlugQuery } = await import('../../lib/customer-queries.ts');
        try {
          return { slug, offer: await queryClient.ensureQueryData(offerBySlugQuery(slug)) };
        } catch (error) {
          if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) {
            return { slug, offer: null };
          }
          throw error;
        }
      })(),
    ),
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.offer?.title ?? 'Offer'} | Fittizia Trattoria` },
      ...(loaderData?.offer?.description
        ? [{ name: 'description', content: loaderData.offer.description }]
        : []),
      ...(loaderData?.offer && !loaderData.offer.ended ? [] : [{ name: 'robots', content: 'noindex' }]),
    ],
  }),
  component: () => <OfferPageView />,
});

import { BrandApiError, offerSlug } from '@fittizia/contract';
import { Heading, OfferVoucher } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { BotCheckNotice, useBotCheck } from '../../components/BotCheck.tsx';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient } from '../../lib/brand-client.ts';
import { offerBySlugQuery } from '../../lib/customer-queries.ts';

/**
 * The offer page (spec 2.1, 2.7, 7.7): the offer by its slug, an e-mail and terms form, and the generated
 * voucher. An unknown slug shows the form's not-found state (404). Voucher errors are never shown raw (8.4):
 * the proxy logs a refused code call on the server, and the form asks the person to try again.
 */
export const Route = createFileRoute('/offer/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const slug = offerSlug.safeParse(params.id);
    if (!slug.success) return { slug: params.id, offer: null };
    try {
      return { slug: slug.data, offer: await queryClient.ensureQueryData(offerBySlugQuery(slug.data)) };
    } catch (error) {
      if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) {
        return { slug: slug.data, offer: null };
      }
      throw error;
    }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.offer?.title ?? 'Offer'} | Fittizia Trattoria` },
      ...(loaderData?.offer?.description
        ? [{ name: 'description', content: loaderData.offer.description }]
        : []),
      ...(loaderData?.offer ? [] : [{ name: 'robots', content: 'noindex' }]),
    ],
  }),
  component: OfferPage,
});

function OfferPage() {
  const { slug, offer } = Route.useLoaderData();
  const botCheck = useBotCheck('offer_code');
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">{offer ? 'Claim your voucher' : 'Offer'}</Heading>
      <OfferVoucher
        offer={offer}
        offerSlug={slug}
        submit={async (body) => (await getBrandClient()).call('offerCode', { body })}
        getCaptchaToken={botCheck.getCaptchaToken}
        onError={(error) => console.warn('voucher code not issued', error)}
        offersHref="/offers"
      />
      {offer ? <BotCheckNotice enabled={botCheck.enabled} /> : null}
    </div>
  );
}

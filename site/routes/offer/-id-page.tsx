import { Heading, OfferVoucher } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import { BotCheckNotice, useBotCheck } from '../../components/BotCheck.tsx';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient, usePrefetchCalls } from '../../lib/brand-client.ts';

const route = getRouteApi('/offer/$id');

const OFFER_CALLS = ['offerCode'] as const;

export function OfferPage() {
  const { slug, offer } = route.useLoaderData();
  const botCheck = useBotCheck('offer_code');
  // An ended offer (or none) has no form: its page says so.
  const claimable = Boolean(offer && !offer.ended);
  // The claim's request leaves at once: the client and the call's schemas are fetched when the page is idle.
  usePrefetchCalls(claimable ? OFFER_CALLS : []);
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">{claimable ? 'Claim your voucher' : 'Offer'}</Heading>
      <OfferVoucher
        offer={offer}
        offerSlug={slug}
        submit={async (body) => (await getBrandClient()).call('offerCode', { body })}
        getCaptchaToken={botCheck.getCaptchaToken}
        onError={(error) => console.warn('voucher code not issued', error)}
        offersHref="/offers"
      />
      {claimable ? <BotCheckNotice enabled={botCheck.enabled} /> : null}
    </div>
  );
}

import { Spinner } from '@fittizia/design-system';
import { lazy, Suspense } from 'react';
import type { SiteCardGuaranteeProps } from './SiteCardGuarantee.tsx';

/*
 * The booking modal's card step (spec 2.5), loaded only when a booking needs a card guarantee: most diners
 * never reach it, so neither the card form nor the sandbox's card rules travel with the modal. The Braintree
 * drop-in is a further lazy load inside CardGuarantee.
 */
const SiteCardGuarantee = lazy(() => import('./SiteCardGuarantee.tsx'));

export function CardStep(props: SiteCardGuaranteeProps) {
  return (
    <Suspense fallback={<Spinner size="medium" label="Loading the card form" />}>
      <SiteCardGuarantee {...props} />
    </Suspense>
  );
}

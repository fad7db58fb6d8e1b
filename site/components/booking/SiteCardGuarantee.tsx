import type { BrandClient } from '@fittizia/contract';
import type { CardStepRenderProps } from '@fittizia/design-system/features/booking/BookingModal';
import { CardGuarantee, cardGuaranteeCalls } from '@fittizia/design-system/features/booking/CardGuarantee';
import { useMemo } from 'react';
import type { PublicConfig } from '../../lib/public-config.ts';

export interface SiteCardGuaranteeProps {
  client: BrandClient;
  provider: PublicConfig['cardProvider'];
  step: CardStepRenderProps;
}

/** The card step with the site's brand client (a lazy module: see CardStep.tsx). */
export default function SiteCardGuarantee({ client, provider, step }: SiteCardGuaranteeProps) {
  const calls = useMemo(() => cardGuaranteeCalls(client), [client]);
  return (
    <CardGuarantee
      provider={provider}
      getClientToken={calls.getClientToken}
      submitCard={calls.submitCard}
      customer={step.customer}
      bookLabel={step.bookLabel}
      onAccepted={step.onAccepted}
      onBook={step.onBook}
      submitting={step.submitting}
    />
  );
}

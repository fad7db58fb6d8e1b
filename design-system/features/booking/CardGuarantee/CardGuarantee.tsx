import type { BraintreeSubmitRequest, BrandClient } from '@fittizia/contract';
import { useId } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { SpinnerOverlay } from '../../../components/Spinner/Spinner.tsx';
import * as styles from './CardGuarantee.css.ts';
import {
  type CardGuaranteeCustomer,
  type CardProvider,
  type DropinModule,
  useCardModel,
} from './cardModel.ts';
import { CardMessages } from './steps/CardMessages.tsx';
import { SandboxCardFields } from './steps/SandboxCardFields.tsx';

export {
  type CardGuaranteeCustomer,
  type CardProvider,
  type DropinModule,
  plausibleExpiry,
  sandboxCardComplete,
} from './cardModel.ts';

export interface CardGuaranteeProps {
  provider: CardProvider;
  /** GET /api/v1/braintree/token -> data (client authorisation) or null on failure. */
  getClientToken(): Promise<string | null>;
  /** POST /api/v1/braintree/submit with {Nonce, FirstName, LastName, Email, CustomerId}; resolves to the customer id, rejects on failure. */
  submitCard(payload: BraintreeSubmitRequest): Promise<string>;
  customer: CardGuaranteeCustomer;
  bookLabel: 'Book Now' | 'Enquire Now';
  onAccepted(customerId: string): void;
  /** 'Book now' pressed (only enabled after the card was accepted); the card form is torn down first. */
  onBook(): void;
  /** The booking is being placed. */
  submitting?: boolean;
  /** Loads Braintree's drop-in; the dynamic import by default (tests pass a fake). */
  loadDropin?: () => Promise<DropinModule>;
  /** Today, for the sandbox form's expiry check. */
  now?: Date;
}

/** The two card calls of spec 7.2 through the typed client, in the shape CardGuarantee takes. */
export function cardGuaranteeCalls(
  client: BrandClient,
): Pick<CardGuaranteeProps, 'getClientToken' | 'submitCard'> {
  return {
    async getClientToken() {
      try {
        return (await client.call('braintreeToken')).data;
      } catch {
        return null;
      }
    },
    async submitCard(payload) {
      return (await client.call('braintreeSubmit', { body: payload })).data;
    },
  };
}

/**
 * The card guarantee step (spec 2.5, 4.4): a card entry area, 'Submit Card' (enabled once a payment method can
 * be requested) and 'Book Now' / 'Enquire Now' (enabled once the card was accepted). Two providers: Braintree's
 * drop-in, loaded only when this step renders, and a local sandbox form that turns a test card number into a
 * sandbox nonce in the browser. Either way only a nonce ever reaches our servers. A shell over `useCardModel`.
 */
export function CardGuarantee({ bookLabel, submitting = false, ...options }: CardGuaranteeProps) {
  const headingId = useId();
  const model = useCardModel(options);
  const { provider, load, tornDown } = model;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Card guarantee
      </h3>
      <p className={styles.hint}>
        This booking needs a card to guarantee it. Nothing is charged now: the card is only checked.
      </p>
      <SpinnerOverlay loading={model.status === 'submitting'} label="Submitting card">
        <form
          className={styles.root}
          method="post"
          onSubmit={model.submit}
          noValidate
          aria-label="Card details"
        >
          {load === 'loading' && provider === 'sandbox' ? (
            <p aria-live="polite">Loading the card form…</p>
          ) : null}
          {provider === 'braintree' && !tornDown ? (
            <div
              ref={model.containerRef}
              className={styles.dropin}
              data-testid="braintree-dropin"
              aria-busy={load === 'loading' || undefined}
            >
              {load === 'loading' ? <p aria-live="polite">Loading the card form…</p> : null}
            </div>
          ) : null}
          {provider === 'sandbox' && load === 'ready' && !tornDown ? (
            <SandboxCardFields model={model} />
          ) : null}
          <CardMessages model={model} />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={!model.canSubmit}>
              Submit Card
            </Button>
            <Button
              type="button"
              disabled={!model.accepted}
              loading={submitting}
              loadingLabel="placing your booking"
              onClick={model.book}
            >
              {bookLabel}
            </Button>
          </div>
        </form>
      </SpinnerOverlay>
    </section>
  );
}

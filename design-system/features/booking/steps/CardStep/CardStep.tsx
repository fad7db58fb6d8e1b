import type { ReactNode } from 'react';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import type { StepProps } from '../types.ts';

/** What the host's card form is given (the site's CardGuarantee, or a story's stand-in). */
export interface CardStepRenderProps {
  restaurantId: string;
  customer: { firstName: string; lastName: string; email: string };
  bookLabel: 'Book Now' | 'Enquire Now';
  onAccepted(customerId: string): void;
  onBook(): void;
  submitting: boolean;
}

export interface CardStepProps extends StepProps {
  enquiry: boolean;
  placing: boolean;
  onBook(): void;
  renderCardStep?: ((props: CardStepRenderProps) => ReactNode) | undefined;
}

/** The optional card guarantee (spec 2.5): the card form, then Book now with the card's customer id. */
export function CardStep({ state, dispatch, enquiry, placing, onBook, renderCardStep }: CardStepProps) {
  const { chosen, customer } = state;
  if (state.step !== 'card' || !chosen) return null;
  return (
    <section className={styles.stack} aria-labelledby="booking-card-heading">
      <StepHeading focusKey="card">
        <span id="booking-card-heading">Card guarantee</span>
      </StepHeading>
      <p className={styles.intro}>This booking needs a card to hold it. Nothing is charged now.</p>
      {renderCardStep?.({
        restaurantId: chosen.storeId,
        customer: {
          firstName: customer.firstName.trim(),
          lastName: customer.lastName.trim(),
          email: customer.email.trim(),
        },
        bookLabel: enquiry ? 'Enquire Now' : 'Book Now',
        onAccepted: (customerId) => dispatch({ type: 'cardAccepted', customerId }),
        onBook,
        submitting: placing,
      })}
      {state.bookingError ? (
        <p className={styles.error} role="alert">
          {state.bookingError}
        </p>
      ) : null}
    </section>
  );
}

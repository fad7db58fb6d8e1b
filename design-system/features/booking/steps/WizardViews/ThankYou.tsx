import { ENQUIRY_REPLY_HOURS } from '@fittizia/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { specialRequestText } from '../../journey/index.ts';
import { ConfirmationSent } from '../ConfirmationSent/ConfirmationSent.tsx';
import * as styles from '../wizard.css.ts';
import type { WizardModel } from '../wizardModel.ts';
import { WizardSummary } from './WizardSummary.tsx';

/** The wizard's thank-you view: the reference and every choice, extras and special request included. */
export function ThankYou({ model, heading }: { model: WizardModel; heading(title: string): ReactNode }) {
  const { state, restaurant, enquiry, event } = model;
  const pending = enquiry || event;
  return (
    <div className={styles.view}>
      {heading(
        enquiry
          ? 'Thank you for your enquiry'
          : event
            ? 'Thank you for your request'
            : 'Thank you, your table is booked',
      )}
      {pending ? (
        <p>
          Your booking is not yet confirmed. {restaurant?.title} will reply within {ENQUIRY_REPLY_HOURS}{' '}
          hours.
        </p>
      ) : null}
      <p className={styles.reference}>
        {pending ? 'Reference' : 'Booking reference'}:{' '}
        <strong data-testid="booking-reference">{state.confirmation?.reference}</strong>
      </p>
      <WizardSummary
        state={state}
        restaurantTitle={restaurant?.title}
        specialRequest={specialRequestText(state.customer)}
      />
      <ConfirmationSent
        sentTo={state.confirmation?.sentTo || state.customer.email.trim()}
        manageLink={state.confirmation?.manageLink}
        enquiry={pending}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={model.startAgain}>
          Make another booking
        </Button>
      </div>
    </div>
  );
}

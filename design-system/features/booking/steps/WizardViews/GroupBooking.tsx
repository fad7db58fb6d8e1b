import {
  BOOKING_MESSAGES,
  ENQUIRY_COVERS_THRESHOLD,
  ENQUIRY_REPLY_HOURS,
  MAX_TABLE_BOOKING_COVERS,
} from '@fittizia/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { covers } from '../../journey/index.ts';
import * as styles from '../wizard.css.ts';
import type { WizardModel } from '../wizardModel.ts';

type ViewProps = { model: WizardModel; heading(title: string): ReactNode };

/** More guests than a table booking takes (spec 2.5's group-booking view): an enquiry, or the restaurant. */
export function GroupBooking({ model, heading }: ViewProps) {
  const guests = covers(model.state.search);
  const canEnquire = guests >= ENQUIRY_COVERS_THRESHOLD;
  return (
    <div className={styles.view}>
      {heading('Booking for a large group')}
      <p>
        We take online table bookings for up to {MAX_TABLE_BOOKING_COVERS} guests. You asked for {guests}{' '}
        guests.
      </p>
      {canEnquire ? (
        <p>
          For {ENQUIRY_COVERS_THRESHOLD} or more guests you can send us an enquiry: it is not a confirmed
          booking, and we will reply within {ENQUIRY_REPLY_HOURS} hours.
        </p>
      ) : (
        <p>For a group of this size, please contact the restaurant and we will find you a table.</p>
      )}
      <div className={styles.actions}>
        {canEnquire ? (
          <Button onClick={() => void model.startStepTwo()}>Continue with an enquiry</Button>
        ) : null}
        <Button variant="secondary" onClick={() => model.setPanel('group-booking-contact')}>
          Contact the restaurant
        </Button>
        <Button variant="link" onClick={() => model.setPanel('steps')}>
          Change the number of guests
        </Button>
      </div>
    </div>
  );
}

/** The group-booking contact view: call the restaurant. */
export function GroupContact({ model, heading }: ViewProps) {
  const { restaurant } = model;
  return (
    <div className={styles.view}>
      {heading('Contact the restaurant')}
      <p>{BOOKING_MESSAGES.callUs}</p>
      {restaurant?.phoneNumber ? (
        <p>
          <a className={styles.callButton} href={`tel:${restaurant.phoneNumber.replace(/\s+/g, '')}`}>
            Call {restaurant.title} on {restaurant.phoneNumber}
          </a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => model.setPanel('group-booking')}>
          Back
        </Button>
      </div>
    </div>
  );
}

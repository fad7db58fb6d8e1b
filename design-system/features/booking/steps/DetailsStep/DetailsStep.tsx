import { ENABLE_SMS_OPT_IN } from '@fittizia/contract';
import { useState } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { PersonDetails } from '../../../../forms/PersonDetails/PersonDetails.tsx';
import {
  type BookingCustomer,
  type CustomerField,
  customerErrors,
  mainAction,
  mainButtonLabel,
} from '../../journey/index.ts';
import { type BookingBotTrap, BotTrap } from '../BotTrap/BotTrap.tsx';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import type { StepProps } from '../types.ts';
import { NeedsFields } from './NeedsFields.tsx';

const FIELD_WORDS: Record<CustomerField, string> = {
  firstName: 'your first name',
  lastName: 'your last name',
  email: 'your email address',
  phoneNumber: 'your mobile number',
  specialRequest: 'a shorter special request',
};

/** What a disabled main button still waits for, in words (spec 5.2 keeps it disabled until valid). */
export function stillNeeded(errors: Partial<Record<CustomerField, string>>): string | undefined {
  const missing = (Object.keys(errors) as CustomerField[]).map((f) => FIELD_WORDS[f]);
  if (missing.length === 0) return undefined;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `To continue, enter ${list}.`;
}

export interface DetailsStepProps extends StepProps {
  bookNowText: string;
  busy: boolean;
  placing: boolean;
  onBook(): void;
  /** The keyless bot check (told when the step is shown; its honeypot's value). */
  botTrap?: BookingBotTrap | undefined;
}

/** The diner's details (spec 5.2) and the main button: book, send an enquiry, or go to the card step. */
export function DetailsStep({
  state,
  dispatch,
  bookNowText,
  busy,
  placing,
  onBook,
  botTrap,
}: DetailsStepProps) {
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({});
  if (state.step !== 'details') return null;
  const { customer } = state;
  const errors = customerErrors(customer);
  const missing = stillNeeded(errors);
  const setCustomer = (next: Partial<BookingCustomer>) => dispatch({ type: 'setCustomer', customer: next });
  const touch = (field: CustomerField) => () => setTouched((t) => ({ ...t, [field]: true }));
  const fieldError = (field: CustomerField) => (touched[field] ? errors[field] : undefined);
  const action = mainAction(state);
  const text = (field: Exclude<CustomerField, 'specialRequest'>) => ({
    id: `booking-${field}`,
    value: customer[field],
    error: fieldError(field),
    onChange: (event: { target: { value: string } }) => setCustomer({ [field]: event.target.value }),
    onBlur: touch(field),
  });
  return (
    <section className={styles.stack} aria-labelledby="booking-details-heading">
      <StepHeading focusKey="details">
        <span id="booking-details-heading">Your details</span>
      </StepHeading>
      <PersonDetails
        fields={{
          firstName: text('firstName'),
          lastName: text('lastName'),
          email: text('email'),
          phone: text('phoneNumber'),
        }}
        mobile
        compact
      />
      <Textarea
        id="booking-specialRequest"
        label="Special request (optional)"
        rows={3}
        maxCharacters={1000}
        value={customer.specialRequest}
        error={fieldError('specialRequest')}
        onChange={(event) => setCustomer({ specialRequest: event.target.value })}
        onBlur={touch('specialRequest')}
      />
      <BotTrap trap={botTrap} />
      <NeedsFields needs={customer.needs} onChange={(needs) => setCustomer({ needs })} />
      {ENABLE_SMS_OPT_IN ? (
        <Checkbox
          label="Text me about my booking"
          checked={customer.shouldReceiveSms}
          onChange={(event) => setCustomer({ shouldReceiveSms: event.target.checked })}
        />
      ) : null}
      <Checkbox
        label="Send me news and offers by email"
        checked={customer.shouldReceivePromotions}
        onChange={(event) => setCustomer({ shouldReceivePromotions: event.target.checked })}
      />
      {state.bookingError ? (
        <p className={styles.error} role="alert">
          {state.bookingError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          disabled={Boolean(missing) || busy}
          loading={placing}
          loadingLabel="placing your booking"
          aria-describedby={missing ? 'booking-still-needed' : undefined}
          onClick={() => (action === 'card' ? dispatch({ type: 'needCard' }) : onBook())}
        >
          {mainButtonLabel(state, bookNowText)}
        </Button>
      </div>
      {missing ? (
        <p id="booking-still-needed" className={styles.intro}>
          {missing}
        </p>
      ) : null}
    </section>
  );
}

import type { Restaurant } from '@fittizia/contract';
import type { Dispatch } from 'react';
import type { BookingCustomer, CustomerField, JourneyAction, JourneyState } from '../journey/index.ts';

/** The older booking wizard's views over the journey (spec 2.5, 4.4) and what they are given. */

/** What the wizard shows besides its steps: the restaurant change and the group-booking views. */
export type WizardPanel = 'steps' | 'restaurant-change' | 'group-booking' | 'group-booking-contact';

export interface WizardModel {
  state: JourneyState;
  dispatch: Dispatch<JourneyAction>;
  restaurant: Restaurant | undefined;
  setPanel(panel: WizardPanel): void;
  /** The booking is an enquiry (the requirements say so), or an event's request (the occasion's). */
  enquiry: boolean;
  event: boolean;
  /** Each details field's error by the wizard's rules (the mobile number is optional). */
  customerErrors: Partial<Record<CustomerField, string>>;
  setCustomer(customer: Partial<BookingCustomer>): void;
  /** The booking is being placed. */
  submitting: boolean;
  startStepTwo(): Promise<void>;
  submitDetails(): void;
  startAgain(): void;
}

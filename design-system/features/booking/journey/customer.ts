import {
  BOOKING_CUSTOMER_MESSAGES,
  type BookingCustomerField,
  bookingCustomerError,
  UK_ALLERGENS,
  type UkAllergen,
} from '@fittizia/contract';

/** The diner as both front ends ask for them (spec 5.2), and what the booking request sends of them. */
export interface BookingNeeds {
  /** Allergies in the party. */
  allergies: UkAllergen[];
  /** Access needs. */
  wheelchair: boolean;
  highChair: boolean;
  pram: boolean;
}

export interface BookingCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
  /** Optional structured needs, appended to the special request in words. */
  needs: BookingNeeds;
}

export const emptyCustomer: BookingCustomer = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
  needs: { allergies: [], wheelchair: false, highChair: false, pram: false },
};

/** An allergen in plain words ('sulphur dioxide/sulphites' reads 'sulphur dioxide or sulphites'). */
export const allergenWords = (a: UkAllergen) => a.replace('/', ' or ');

const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The structured needs as plain English sentences, in a fixed order: allergies, then access needs. */
export function needsSentences(needs: BookingNeeds): string[] {
  const sentences: string[] = [];
  const allergies = UK_ALLERGENS.filter((a) => needs.allergies.includes(a)).map(allergenWords);
  if (allergies.length > 0) sentences.push(`Allergies in our party: ${listWords(allergies)}.`);
  if (needs.wheelchair) sentences.push('We need wheelchair access.');
  if (needs.highChair) sentences.push('We need a high chair.');
  if (needs.pram) sentences.push('We will bring a pram.');
  return sentences;
}

/** The special request as sent: what was typed, then the structured needs in words. */
export function specialRequestText(c: { specialRequest: string; needs?: BookingNeeds | undefined }): string {
  return [c.specialRequest.trim(), ...(c.needs ? needsSentences(c.needs) : [])].filter(Boolean).join(' ');
}

/** The details fields and their messages: the contract's (spec 5.2), limits read from the booking request. */
export const CUSTOMER_MESSAGES = BOOKING_CUSTOMER_MESSAGES;
export type CustomerField = BookingCustomerField;

/** The modal asks for a mobile number; the wizard's is optional (valid when given). */
export interface CustomerRules {
  phoneRequired: boolean;
}
export const MODAL_CUSTOMER_RULES: CustomerRules = { phoneRequired: true };
export const WIZARD_CUSTOMER_RULES: CustomerRules = { phoneRequired: false };

/** Each field's error, or nothing when valid (spec 5.2: all four present and valid, special request valid). */
export function customerErrors(
  c: BookingCustomer,
  rules: CustomerRules = MODAL_CUSTOMER_RULES,
): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  const fields: [CustomerField, string][] = [
    ['firstName', c.firstName],
    ['lastName', c.lastName],
    ['email', c.email],
    ['phoneNumber', c.phoneNumber],
    ['specialRequest', specialRequestText(c)],
  ];
  for (const [field, text] of fields) {
    const error = bookingCustomerError(field, text, rules);
    if (error) errors[field] = error;
  }
  return errors;
}

export const isCustomerValid = (c: BookingCustomer, rules: CustomerRules = MODAL_CUSTOMER_RULES) =>
  Object.keys(customerErrors(c, rules)).length === 0;

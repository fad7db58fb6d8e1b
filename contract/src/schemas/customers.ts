import { z } from 'zod';
import { envelope, idParam, phoneNumber, requestObject, responseObject, unpaddedDate } from './common.ts';
import { requestPersonName } from './person.ts';

/* 7.5 Customer data (exponea calls). Customers are identified by a guid (spec 6). */

export const customerGuid = z.guid({ message: 'customerGuid must be a guid' });

export const customerGuidParams = requestObject({ customerGuid });

export const interest = responseObject({ name: z.string(), checked: z.boolean() });
export type Interest = z.infer<typeof interest>;

/** getcustomerpreferences for a guid no customer has: an error (404) with this message (spec 7.5). */
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
export const CUSTOMER_FOUND_MESSAGE = 'Customer found';
/** Most occasion-date rows a customer keeps (designed). */
export const CUSTOMER_MAX_OCCASIONS = 20;

/** A chosen option of the choices page (addition: the preferences answer carries the customer's choices). */
export const customerChoice = responseObject({ choiceId: z.string(), optionId: z.string() });
/** An occasion-date row as stored (addition: the preferences answer carries them). */
export const customerOccasionDate = responseObject({ name: z.string(), date: z.string() });

/**
 * POST /api/exponea/getcustomerpreferences/{customerGuid}: message plus the customer
 * fields (spec 3). A not-found message is an error; the fields are then absent.
 * `birthDate` is seconds since the epoch.
 */
export const customerPreferencesResponse = responseObject({
  message: z.string().optional(),
  firstName: z.string().nullable().optional(),
  favRestaurantCode: z.string().nullable().optional(),
  birthDate: z.number().int().nullable().optional(),
  gender: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  websiteSmsOptIn: z.boolean().optional(),
  interests: z.array(interest).default([]),
  /** Additions: what updateCustomerChoices and updateOccasionDates stored. */
  choices: z.array(customerChoice).optional(),
  occasionDates: z.array(customerOccasionDate).optional(),
});
export type CustomerPreferences = z.infer<typeof customerPreferencesResponse>;

/**
 * POST /api/exponea/updateCustomerPreferences. The exact field rules are not shown (5.3):
 * firstName non-blank, phone as the shared phone rule, birthDate seconds since the epoch.
 */
export const updateCustomerPreferencesRequest = requestObject({
  customerGuid,
  firstName: requestPersonName('firstName'),
  favRestaurantCode: idParam.optional(),
  birthDate: z.number({ message: 'birthDate must be seconds since the epoch' }).int().optional(),
  gender: z.string().trim().max(50).optional(),
  phoneNumber: phoneNumber.optional(),
  websiteSmsOptIn: z.boolean().default(false),
  interests: z
    .array(requestObject({ name: z.string().trim().min(1).max(100), checked: z.boolean() }))
    .default([])
    .refine((list) => new Set(list.map((i) => i.name)).size === list.length, {
      message: 'an interest is given twice',
    }),
});
export type UpdateCustomerPreferencesRequest = z.infer<typeof updateCustomerPreferencesRequest>;

/** "The response has data.message; 'Success' means success." */
export const CUSTOMER_UPDATE_SUCCESS = 'Success';
export const customerUpdateResponse = envelope(responseObject({ message: z.string() }));
export type CustomerUpdateResponse = z.infer<typeof customerUpdateResponse>;

/** POST /api/exponea/updateCustomerChoices, "with the chosen values" (shape designed). */
export const updateCustomerChoicesRequest = requestObject({
  customerGuid,
  choices: z
    .array(requestObject({ choiceId: idParam, optionId: idParam }))
    .min(1, { message: 'choices needs at least one chosen value' })
    .refine((list) => new Set(list.map((c) => c.choiceId)).size === list.length, {
      message: 'a choice is given twice',
    }),
});
export type UpdateCustomerChoicesRequest = z.infer<typeof updateCustomerChoicesRequest>;

/**
 * POST /api/exponea/updateOccasionDates. Payload not shown: designed from the
 * occasion-date form (name and date rows); dates unpadded like every other date sent.
 * The rows sent replace the stored set (adding and removing rows is sending the new set; an empty list
 * removes them all).
 */
export const updateOccasionDatesRequest = requestObject({
  customerGuid,
  occasions: z
    .array(
      requestObject({
        name: z
          .string({ message: 'name is required' })
          .trim()
          .min(1, { message: 'name is required' })
          .max(100, { message: 'name must be at most 100 characters' }),
        date: unpaddedDate,
      }),
    )
    .max(CUSTOMER_MAX_OCCASIONS, { message: `occasions allows at most ${CUSTOMER_MAX_OCCASIONS} rows` }),
});
export type UpdateOccasionDatesRequest = z.infer<typeof updateOccasionDatesRequest>;

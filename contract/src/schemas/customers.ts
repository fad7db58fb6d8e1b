import { z } from '../zod.ts';
import { unpaddedDateField } from './calendar-date.ts';
import { bearerSecrets, envelope, idParam, phoneNumber, requestObject, responseObject } from './common.ts';
import { requestPersonName } from './person.ts';

/* 7.5 Customer data (exponea calls). Customers are identified by a guid (spec 6). */

export const customerGuid = z
  .guid({ message: 'customerGuid must be a guid' })
  .register(bearerSecrets, { what: "a customer's preferences guid" });

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
  message: z.optional(z.string()),
  firstName: z.optional(z.nullable(z.string())),
  favRestaurantCode: z.optional(z.nullable(z.string())),
  birthDate: z.optional(z.nullable(z.number().check(z.int()))),
  gender: z.optional(z.nullable(z.string())),
  phoneNumber: z.optional(z.nullable(z.string())),
  websiteSmsOptIn: z.optional(z.boolean()),
  interests: z._default(z.array(interest), []),
  /** Additions: what updateCustomerChoices and updateOccasionDates stored. */
  choices: z.optional(z.array(customerChoice)),
  occasionDates: z.optional(z.array(customerOccasionDate)),
});
export type CustomerPreferences = z.infer<typeof customerPreferencesResponse>;

/**
 * POST /api/exponea/updateCustomerPreferences. The exact field rules are not shown (5.3):
 * firstName non-blank, phone as the shared phone rule, birthDate seconds since the epoch.
 */
export const updateCustomerPreferencesRequest = requestObject({
  customerGuid,
  firstName: requestPersonName('firstName'),
  favRestaurantCode: z.optional(idParam),
  birthDate: z.optional(z.number({ message: 'birthDate must be seconds since the epoch' }).check(z.int())),
  gender: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  phoneNumber: z.optional(phoneNumber),
  websiteSmsOptIn: z._default(z.boolean(), false),
  interests: z
    ._default(
      z.array(
        requestObject({
          name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
          checked: z.boolean(),
        }),
      ),
      [],
    )
    .check(
      z.refine((list) => new Set(list.map((i) => i.name)).size === list.length, {
        message: 'an interest is given twice',
      }),
    ),
});
export type UpdateCustomerPreferencesRequest = z.infer<typeof updateCustomerPreferencesRequest>;

/** "The response has data.message; 'Success' means success." */
export const CUSTOMER_UPDATE_SUCCESS = 'Success';
export const customerUpdateResponse = envelope(responseObject({ message: z.string() }));
export type CustomerUpdateResponse = z.infer<typeof customerUpdateResponse>;

/** POST /api/exponea/updateCustomerChoices, "with the chosen values" (shape designed). */
export const updateCustomerChoicesRequest = requestObject({
  customerGuid,
  choices: z.array(requestObject({ choiceId: idParam, optionId: idParam })).check(
    z.minLength(1, { message: 'choices needs at least one chosen value' }),
    z.refine((list) => new Set(list.map((c) => c.choiceId)).size === list.length, {
      message: 'a choice is given twice',
    }),
  ),
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
          .check(
            z.trim(),
            z.minLength(1, { message: 'name is required' }),
            z.maxLength(100, { message: 'name must be at most 100 characters' }),
          ),
        date: unpaddedDateField('date'),
      }),
    )
    .check(
      z.maxLength(CUSTOMER_MAX_OCCASIONS, {
        message: `occasions allows at most ${CUSTOMER_MAX_OCCASIONS} rows`,
      }),
    ),
});
export type UpdateOccasionDatesRequest = z.infer<typeof updateOccasionDatesRequest>;

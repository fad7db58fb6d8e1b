import { ENQUIRY_COVERS_THRESHOLD } from '../constants.ts';
import { CONTACT_MAX_FILE_BYTES, CONTACT_MAX_FILES, CONTACT_MAX_TOTAL_BYTES } from '../request-limits.ts';
import { z } from '../zod.ts';
import { unpaddedDateField } from './calendar-date.ts';
import {
  base64,
  bookingTime,
  email,
  envelope,
  idParam,
  phoneNumber,
  requestObject,
  responseId,
  responseObject,
} from './common.ts';
import { requestPersonName } from './person.ts';

/* 7.3 Contact. The spec shows only the calls and "data.statusCode"; the payloads and the
 * content shapes below are designed from the contact-form fields of section 3. */

/** A contact type (enquiry type), "stored as types". Designed: id and name. */
export const contactType = responseObject({ id: responseId, name: z.string() });
export type ContactType = z.infer<typeof contactType>;

/** GET /api/contact/contactTypes: "response data, stored as types". */
export const contactTypesResponse = envelope(z.array(contactType));
export type ContactTypesResponse = z.infer<typeof contactTypesResponse>;

export const contactSubReason = responseObject({ id: responseId, name: z.string() });
/**
 * A reason to get in touch. `restaurantRequired` (designed: the spec lists a restaurant among the form's fields
 * without saying when it applies): whether the reason is about one restaurant (a visit, its food, a delivery from
 * it), so an enquiry for it must name one; for the others (gift cards, careers, something else) naming one is
 * optional. A reason that does not say needs one.
 */
export const contactReason = responseObject({
  id: responseId,
  name: z.string(),
  subReasons: z._default(z.array(contactSubReason), []),
  restaurantRequired: z._default(z.boolean(), true),
});
export type ContactReason = z.infer<typeof contactReason>;

/** A restaurant as listed in the contact form's restaurant picker. */
export const contactRestaurant = responseObject({
  storeId: responseId,
  title: z.string(),
  city: z.optional(z.string()),
});
export type ContactRestaurant = z.infer<typeof contactRestaurant>;

/** GET /api/contact/content: "response holds contactReasons and restaurants". */
export const contactContentResponse = responseObject({
  contactReasons: z._default(z.array(contactReason), []),
  restaurants: z._default(z.array(contactRestaurant), []),
});
export type ContactContentResponse = z.infer<typeof contactContentResponse>;

/**
 * What the contact form's file-upload area accepts (designed; spec 5.3 says "not shown"). The brand API checks
 * each file by its bytes (not its name): the detected type must be one of these, and the name's extension and the
 * declared type must agree with it.
 */
export const CONTACT_FILE_TYPES = [
  { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  { mime: 'image/png', extensions: ['png'], label: 'PNG' },
  { mime: 'image/heic', extensions: ['heic', 'heif'], label: 'HEIC' },
  { mime: 'image/webp', extensions: ['webp'], label: 'WebP' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word (.docx)',
  },
] as const;
/** For the file input's `accept` attribute. */
export const CONTACT_FILE_ACCEPT = CONTACT_FILE_TYPES.flatMap((t) => [
  t.mime,
  ...t.extensions.map((e) => `.${e}`),
]).join(',');
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
/** Messages of a refused attachment (the brand API prefixes the file's name). */
export const CONTACT_FILE_MESSAGES = {
  type: `must be a ${CONTACT_FILE_TYPES.slice(0, -1)
    .map((t) => t.label)
    .join(', ')} or ${CONTACT_FILE_TYPES[CONTACT_FILE_TYPES.length - 1]?.label} file`,
  empty: 'is empty',
  tooLarge: `must be at most ${mb(CONTACT_MAX_FILE_BYTES)}`,
  tooMany: `You can attach at most ${CONTACT_MAX_FILES} files`,
  totalTooLarge: `The files together must be at most ${mb(CONTACT_MAX_TOTAL_BYTES)}`,
} as const;

/** An attachment of the contact form's file-upload area, sent inline. Limits are designed (see above). */
export const uploadedFile = requestObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  contentType: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  content: base64,
});
export type UploadedFile = z.infer<typeof uploadedFile>;

const required = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, { message: `${field} is required` }),
      z.maxLength(max, { message: `${field} must be at most ${max} characters` }),
    );

/** Shared by both contact payloads (designed; the spec says "not shown"). */
const contactBase = {
  firstName: requestPersonName('firstName'),
  lastName: requestPersonName('lastName'),
  email,
  phone: z.optional(phoneNumber),
  message: required('message', 5000),
  enquiryRestaurant: z.optional(idParam),
  uploadedFiles: z._default(
    z.array(uploadedFile).check(z.maxLength(CONTACT_MAX_FILES, { message: CONTACT_FILE_MESSAGES.tooMany })),
    [],
  ),
  /** The captcha token (5.2: a captcha guards forms). */
  recaptchaToken: z.optional(z.string().check(z.minLength(1))),
};

/** Whether an enquiry for this reason must name a restaurant (no reason chosen: it need not). */
export const contactReasonNeedsRestaurant = (reason: Pick<ContactReason, 'restaurantRequired'> | undefined) =>
  reason?.restaurantRequired ?? false;

/** The brand API's refusal of an enquiry whose reason concerns a restaurant but names none (400). */
export const CONTACT_RESTAURANT_REQUIRED_MESSAGE = 'is required for that reason';

/** POST /api/contact/sendemail (payload designed). */
export const contactSendEmailRequest = requestObject({
  ...contactBase,
  enquiryType: idParam,
  contactReasonId: z.optional(idParam),
  contactSubReasonId: z.optional(idParam),
}).check(
  z.refine((body) => !body.contactSubReasonId || body.contactReasonId, {
    path: ['contactReasonId'],
    message: 'is required with a sub-reason',
  }),
);
export type ContactSendEmailRequest = z.infer<typeof contactSendEmailRequest>;

/**
 * The group-booking enquiry takes the parties that enquire (ENQUIRY_COVERS_THRESHOLD, 25, or more; from 16 to 24
 * the diner calls the restaurant, up to 15 books online: `partyRoute`), up to 500 (designed).
 */
export const GROUP_BOOKING_MIN_GUESTS = ENQUIRY_COVERS_THRESHOLD;
export const GROUP_BOOKING_MAX_GUESTS = 500;

/** POST /api/contact/group-booking (payload designed). */
export const groupBookingRequest = requestObject({
  ...contactBase,
  enquiryType: z.optional(idParam),
  guests: z
    .number({ message: 'guests must be a number' })
    .check(
      z.int(),
      z.gte(GROUP_BOOKING_MIN_GUESTS, { message: `guests must be at least ${GROUP_BOOKING_MIN_GUESTS}` }),
      z.lte(GROUP_BOOKING_MAX_GUESTS, { message: `guests must be at most ${GROUP_BOOKING_MAX_GUESTS}` }),
    ),
  /** Preferred date, unpadded as the booking calls send dates; today or later (London). */
  preferredDate: z.optional(unpaddedDateField('preferredDate')),
  /** Preferred time, a booking time (a quarter hour from 09:00 to 23:45). */
  preferredTime: z.optional(bookingTime),
});
export type GroupBookingRequest = z.infer<typeof groupBookingRequest>;

/** An enquiry whose type, restaurant, reason or sub-reason is not one the content call lists (400). */
export const CONTACT_UNKNOWN_CHOICE_MESSAGE = 'is not one of the listed choices';

/**
 * "Both POSTs return data.statusCode" (200 means sent); `reference` (an addition) is the enquiry's reference,
 * the one its acknowledgement e-mail quotes.
 */
export const contactSendResponse = envelope(
  responseObject({ statusCode: z.number().check(z.int()), reference: z.optional(z.string()) }),
);
export type ContactSendResponse = z.infer<typeof contactSendResponse>;

/**
 * Acknowledgement e-mails (contact and group-booking enquiries together) one address is sent in a UTC day
 *. Past it the enquiry is still received and answered as usual; only the e-mail is not sent, so
 * the form cannot be used to flood an inbox.
 */
export const ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

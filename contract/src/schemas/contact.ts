import { z } from 'zod';
import { CONTACT_MAX_FILE_BYTES, CONTACT_MAX_FILES, CONTACT_MAX_TOTAL_BYTES } from '../request-limits.ts';
import {
  base64,
  email,
  envelope,
  idParam,
  phoneNumber,
  requestObject,
  responseId,
  responseObject,
  unpaddedDate,
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
export const contactReason = responseObject({
  id: responseId,
  name: z.string(),
  subReasons: z.array(contactSubReason).default([]),
});
export type ContactReason = z.infer<typeof contactReason>;

/** A restaurant as listed in the contact form's restaurant picker. */
export const contactRestaurant = responseObject({
  storeId: responseId,
  title: z.string(),
  city: z.string().optional(),
});
export type ContactRestaurant = z.infer<typeof contactRestaurant>;

/** GET /api/contact/content: "response holds contactReasons and restaurants". */
export const contactContentResponse = responseObject({
  contactReasons: z.array(contactReason).default([]),
  restaurants: z.array(contactRestaurant).default([]),
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
  name: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(1).max(200),
  content: base64,
});
export type UploadedFile = z.infer<typeof uploadedFile>;

const required = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });

/** Shared by both contact payloads (designed; the spec says "not shown"). */
const contactBase = {
  firstName: requestPersonName('firstName'),
  lastName: requestPersonName('lastName'),
  email,
  phone: phoneNumber.optional(),
  message: required('message', 5000),
  enquiryRestaurant: idParam.optional(),
  uploadedFiles: z
    .array(uploadedFile)
    .max(CONTACT_MAX_FILES, { message: CONTACT_FILE_MESSAGES.tooMany })
    .default([]),
  /** The captcha token (5.2: a captcha guards forms). */
  recaptchaToken: z.string().min(1).optional(),
};

/** POST /api/contact/sendemail (payload designed). */
export const contactSendEmailRequest = requestObject({
  ...contactBase,
  enquiryType: idParam,
  contactReasonId: idParam.optional(),
  contactSubReasonId: idParam.optional(),
}).refine((body) => !body.contactSubReasonId || body.contactReasonId, {
  path: ['contactReasonId'],
  message: 'is required with a sub-reason',
});
export type ContactSendEmailRequest = z.infer<typeof contactSendEmailRequest>;

/** POST /api/contact/group-booking (payload designed). */
export const groupBookingRequest = requestObject({
  ...contactBase,
  enquiryType: idParam.optional(),
  guests: z
    .number({ message: 'guests must be a number' })
    .int()
    .min(1, { message: 'guests must be at least 1' })
    .max(500, { message: 'guests must be at most 500' }),
  /** Preferred date, unpadded as the booking calls send dates. */
  preferredDate: unpaddedDate.optional(),
});
export type GroupBookingRequest = z.infer<typeof groupBookingRequest>;

/** An enquiry whose type, restaurant, reason or sub-reason is not one the content call lists (400). */
export const CONTACT_UNKNOWN_CHOICE_MESSAGE = 'is not one of the listed choices';

/** "Both POSTs return data.statusCode" (200 means sent). */
export const contactSendResponse = envelope(responseObject({ statusCode: z.number().int() }));
export type ContactSendResponse = z.infer<typeof contactSendResponse>;

/**
 * Acknowledgement e-mails (contact and group-booking enquiries together) one address is sent in a UTC day
 * (issue 23). Past it the enquiry is still received and answered as usual; only the e-mail is not sent, so
 * the form cannot be used to flood an inbox.
 */
export const ENQUIRY_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

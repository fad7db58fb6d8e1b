import { CONTACT_MAX_FILES, CONTACT_MAX_TOTAL_BYTES } from '../request-limits.ts';
import { z } from '../zod.ts';
import { isCalendarDateText } from './calendar-date.ts';
import { bookingTime, formatUnpaddedDate } from './common.ts';
import {
  CONTACT_FILE_ACCEPT,
  CONTACT_FILE_TYPES,
  type ContactReason,
  type ContactSendEmailRequest,
  contactReasonNeedsRestaurant,
  GROUP_BOOKING_MAX_GUESTS,
  GROUP_BOOKING_MIN_GUESTS,
  type GroupBookingRequest,
  type UploadedFile,
} from './contact.ts';
import { compactPhone, emailInput, PERSON_MESSAGES, personNameInput, phoneInput } from './person.ts';
import { refusedFilesInput, refusedFilesMessage } from './upload-refusals.ts';

/*
 * The contact form (spec 2.7, 3, 4.7) and its group-booking variant, as the browser holds them. The spec shows
 * only present and valid flags (5.3) and leaves the rules, bounds and messages "not shown"; these are the
 * designed ones:
 * - first name, last name, e-mail (required) and phone (optional): every form's rule (`person.ts`);
 * - message: required, at most 5000 characters;
 * - enquiry type and reason: required; the sub-reason is required when the reason has any (the group-booking
 *   variant asks for guests instead of type and reasons); the restaurant is required for a group booking and for
 *   a reason that concerns a restaurant (`restaurantRequired`), optional for the others;
 * - guests (group variant): a whole number from GROUP_BOOKING_MIN_GUESTS (the enquiry threshold, 25: smaller
 *   parties book online or call, `partyRoute`) to 500; a preferred date (`yyyy-MM-dd`, from the date picker) and time (a booking time), both optional;
 * - files: the contract's limits (`CONTACT_MAX_FILES` 5, each at most 5 MB, 10 MB in all; the types of
 *   `CONTACT_FILE_TYPES`), by name here and by first bytes in the browser; a file the upload area refused
 *   (`refusedFiles`: its messages, each naming the file) is an error of the upload field until the person
 *   chooses again, so it joins the error summary like every other error.
 */

export const CONTACT_MESSAGE_MAX = 5000;

export type ContactFileType = (typeof CONTACT_FILE_TYPES)[number]['mime'];

/** The file input's `accept` list (the contract's `CONTACT_FILE_ACCEPT`, as a list). */
export const CONTACT_FILE_ACCEPT_LIST: readonly string[] = CONTACT_FILE_ACCEPT.split(',');

/** The content type a file's name says it is, or undefined for a name the form does not take. */
export function contactFileType(name: string): ContactFileType | undefined {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return CONTACT_FILE_TYPES.find((t) => (t.extensions as readonly string[]).includes(extension))?.mime;
}

/** HEIC and HEIF brands of an ISO media file's `ftyp` box. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif'];

/**
 * Whether a file's first bytes are those of the type its name says (PDF `%PDF-`, JPEG `FF D8 FF`, PNG
 * `89 50 4E 47`, HEIC an `ftyp` box with a HEIF brand, WebP `RIFF....WEBP`, DOCX a ZIP `PK 03 04`), so a renamed
 * file is refused before sending. The brand API checks the whole file again.
 */
export function contactFileBytesMatch(type: ContactFileType, head: Uint8Array): boolean {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  const text = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  switch (type) {
    case 'application/pdf':
      return starts([0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/heic':
      return text(4, 8) === 'ftyp' && HEIF_BRANDS.includes(text(8, 12));
    case 'image/webp':
      return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8);
    default:
      return starts([0x50, 0x4b, 0x03, 0x04]);
  }
}

/** 'PDF, JPEG, PNG, HEIC, WebP or Word (.docx)': the accepted types as the form names them. */
export const CONTACT_FILE_TYPE_NAMES = (() => {
  const labels = CONTACT_FILE_TYPES.map((t) => t.label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
})();

export const CONTACT_FORM_MESSAGES = {
  firstNameRequired: PERSON_MESSAGES.firstName.required,
  firstNameFormat: PERSON_MESSAGES.firstName.format,
  firstNameLength: PERSON_MESSAGES.firstName.length,
  lastNameRequired: PERSON_MESSAGES.lastName.required,
  lastNameFormat: PERSON_MESSAGES.lastName.format,
  lastNameLength: PERSON_MESSAGES.lastName.length,
  emailRequired: PERSON_MESSAGES.email.required,
  emailFormat: PERSON_MESSAGES.email.format,
  phoneFormat: PERSON_MESSAGES.phone.format,
  enquiryTypeRequired: 'Select the type of enquiry',
  restaurantRequired: 'Select a restaurant',
  reasonRequired: 'Select why you are contacting us',
  subReasonRequired: 'Select what it is about',
  messageRequired: 'Enter your message',
  messageLength: `Your message must be ${CONTACT_MESSAGE_MAX} characters or fewer`,
  guestsRequired: `Enter the number of guests, from ${GROUP_BOOKING_MIN_GUESTS} to ${GROUP_BOOKING_MAX_GUESTS}`,
  preferredDateFormat: 'Enter a real date from today on, like 27/03/2027, or leave the date empty',
  preferredTimeFormat: 'Choose a time from the list',
  filesTooMany: `You can only attach up to ${CONTACT_MAX_FILES} files`,
  filesTotal: `The attached files must be smaller than ${CONTACT_MAX_TOTAL_BYTES / 1024 / 1024}MB in total`,
  fileFormat: `The selected file must be a ${CONTACT_FILE_TYPE_NAMES} file`,
  /** The error block (8.4: its text is not shown; designed). */
  sendFailedTitle: "We couldn't send your message",
  sendFailed:
    'Sorry, something went wrong sending your message. Everything you entered is still here: please try again.',
  /** The captcha failure of spec 8.2, word for word. */
  captchaFailed: 'Something went wrong, please try again.',
} as const;

/** A chosen file as the form holds it (a browser File has these). */
export interface ContactFile {
  name: string;
  size: number;
  type: string;
}

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  enquiryType: string;
  enquiryRestaurant: string;
  contactReasonId: string;
  contactSubReasonId: string;
  message: string;
  /** Group-booking variant only. */
  guests: number;
  /** Group-booking variant only: `yyyy-MM-dd` or ''. */
  preferredDate: string;
  /** Group-booking variant only: `HH:mm` or ''. */
  preferredTime: string;
  uploadedFiles: ContactFile[];
  /** Why the upload area refused the files of the last choice, each naming its file; never sent. */
  refusedFiles: string[];
}

export type ContactFormVariant = 'contact' | 'group-booking';

export const emptyContactForm = (): ContactFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  enquiryType: '',
  enquiryRestaurant: '',
  contactReasonId: '',
  contactSubReasonId: '',
  message: '',
  guests: 0,
  preferredDate: '',
  preferredTime: '',
  uploadedFiles: [],
  refusedFiles: [],
});

/**
 * The values after a send answered statusCode 200 (spec 4.7): first name, last name, message, e-mail, enquiry
 * type, restaurant and the uploaded files are reset, and guests set to 0; the rest is kept.
 */
export const contactFormAfterSend = (values: ContactFormValues): ContactFormValues => ({
  ...values,
  firstName: '',
  lastName: '',
  message: '',
  email: '',
  enquiryType: '',
  enquiryRestaurant: '',
  uploadedFiles: [],
  refusedFiles: [],
  guests: 0,
});

const blank = (value: string) => value.trim().length === 0;

/** The contact form's zod schema for a variant; `reasons` tells which reasons have sub-reasons. */
export function contactFormSchema(variant: ContactFormVariant, reasons: readonly ContactReason[] = []) {
  const m = CONTACT_FORM_MESSAGES;
  const group = variant === 'group-booking';
  return z
    .object({
      firstName: personNameInput('firstName'),
      lastName: personNameInput('lastName'),
      email: emailInput(),
      phone: phoneInput(false),
      enquiryType: z.string(),
      enquiryRestaurant: z.string(),
      contactReasonId: z.string(),
      contactSubReasonId: z.string(),
      guests: z.number(),
      preferredDate: z.string().check(
        z.refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDateText(v)), {
          message: m.preferredDateFormat,
        }),
      ),
      preferredTime: z.string().check(
        z.refine((v) => v === '' || bookingTime.safeParse(v).success, {
          message: m.preferredTimeFormat,
        }),
      ),
      message: z.string().check(
        z.refine((v) => !blank(v), { message: m.messageRequired }),
        z.refine((v) => v.trim().length <= CONTACT_MESSAGE_MAX, { message: m.messageLength }),
      ),
      uploadedFiles: z
        .array(z.custom<ContactFile>((v) => typeof v === 'object' && v !== null && 'name' in v))
        .check(
          z.superRefine((files, ctx) => {
            if (files.length > CONTACT_MAX_FILES) ctx.addIssue({ code: 'custom', message: m.filesTooMany });
            else if (files.some((f) => !contactFileType(f.name)))
              ctx.addIssue({ code: 'custom', message: m.fileFormat });
            else if (files.reduce((sum, f) => sum + f.size, 0) > CONTACT_MAX_TOTAL_BYTES) {
              ctx.addIssue({ code: 'custom', message: m.filesTotal });
            }
          }),
        ),
      refusedFiles: refusedFilesInput(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const at = (path: keyof ContactFormValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        const refused = refusedFilesMessage(v.refusedFiles);
        if (refused) at('uploadedFiles', refused);
        const reason = reasons.find((r) => r.id === v.contactReasonId);
        // A group booking is at a restaurant; a contact enquiry names one when its reason concerns one.
        if (blank(v.enquiryRestaurant) && (group || contactReasonNeedsRestaurant(reason))) {
          at('enquiryRestaurant', m.restaurantRequired);
        }
        if (group) {
          if (
            !Number.isInteger(v.guests) ||
            v.guests < GROUP_BOOKING_MIN_GUESTS ||
            v.guests > GROUP_BOOKING_MAX_GUESTS
          ) {
            at('guests', m.guestsRequired);
          }
          return;
        }
        if (blank(v.enquiryType)) at('enquiryType', m.enquiryTypeRequired);
        if (blank(v.contactReasonId)) at('contactReasonId', m.reasonRequired);
        if (reason && reason.subReasons.length > 0 && blank(v.contactSubReasonId)) {
          at('contactSubReasonId', m.subReasonRequired);
        }
      }),
    );
}

const common = (values: ContactFormValues, files: UploadedFile[], recaptchaToken?: string) => {
  const phone = compactPhone(values.phone.trim());
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    message: values.message.trim(),
    ...(values.enquiryRestaurant ? { enquiryRestaurant: values.enquiryRestaurant } : {}),
    uploadedFiles: files,
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
};

/** The body of `POST /api/contact/sendemail` from valid values and the files read as base64. */
export function contactSendEmailPayload(
  values: ContactFormValues,
  files: UploadedFile[],
  recaptchaToken?: string,
): ContactSendEmailRequest {
  return {
    ...common(values, files, recaptchaToken),
    enquiryType: values.enquiryType,
    ...(values.contactReasonId ? { contactReasonId: values.contactReasonId } : {}),
    ...(values.contactSubReasonId ? { contactSubReasonId: values.contactSubReasonId } : {}),
  };
}

/** The body of `POST /api/contact/group-booking` from valid values and the files read as base64. */
export function groupBookingPayload(
  values: ContactFormValues,
  files: UploadedFile[],
  recaptchaToken?: string,
): GroupBookingRequest {
  const [year, month, day] = values.preferredDate.split('-').map(Number);
  return {
    ...common(values, files, recaptchaToken),
    guests: values.guests,
    ...(year && month && day ? { preferredDate: formatUnpaddedDate(new Date(year, month - 1, day)) } : {}),
    ...(values.preferredTime ? { preferredTime: values.preferredTime } : {}),
  };
}

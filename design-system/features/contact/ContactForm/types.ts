import type {
  ContactContentResponse,
  ContactFormValues,
  ContactSendEmailRequest,
  ContactType,
  GroupBookingRequest,
} from '@fittizia/contract';
import type { ReactNode } from 'react';

/** What both sends answer (`data`): 200 means sent (spec 7.3, 4.7), with the enquiry's reference. */
export interface ContactSendAnswer {
  statusCode: number;
  reference?: string | undefined;
}

/** What the form sends: the variant's call and its body. */
export type ContactSend =
  | { call: 'contactSendEmail'; body: ContactSendEmailRequest }
  | { call: 'contactGroupBooking'; body: GroupBookingRequest };

export interface ContactFormProps {
  /**
   * The contact form, or its group-booking variant (guests and a preferred date and time instead of type and
   * reasons).
   */
  variant?: 'contact' | 'group-booking';
  /** The enquiry types (the contact-types call, "stored as types"); the group variant does not ask. */
  types?: readonly ContactType[];
  /** The content call's answer: the reasons (with sub-reasons) and the restaurants. */
  content: ContactContentResponse;
  /**
   * Sends `POST /api/contact/sendemail` or `POST /api/contact/group-booking` (named by `call`) and answers its
   * `data`; statusCode 200 means sent. A rejection is a failure too.
   */
  submit: (send: ContactSend) => Promise<ContactSendAnswer>;
  /** The invisible captcha's token (spec 5.2); undefined or a throw is a captcha failure. */
  getCaptchaToken?: () => Promise<string | undefined>;
  /** Reads a chosen file as base64 (a browser File by default). */
  readFile?: (file: Blob) => Promise<string>;
  /** Values to start from (stories show a filled or failing form). */
  defaultValues?: Partial<ContactFormValues>;
  /** Fields the page adds inside the form, unseen (the bot check's `HoneypotField`). */
  hiddenFields?: ReactNode;
}

/** The customers domain's public face: its seed and the e-mails other domains send to a customer. */
export {
  type BuiltMail,
  type EnquiryMailInput,
  enquiryAcknowledgementMail,
  type MailSite,
  sendCustomerMail,
  type VoucherMailInput,
  voucherMail,
} from './emails.ts';
export { CUSTOMER_INTERESTS, SEED_CHOICES, seedCustomerContent } from './seed.ts';
/** A sign-up unsubscribed from marketing (the one-click link; the privacy domain's unsubscribe). */
export { unsubscribeSignup } from './service/unsubscribe.ts';

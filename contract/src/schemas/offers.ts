import { OFFER_SLUG_MAX, OFFER_SLUG_PATTERN } from '../offer-slug.ts';
import { MONTHS } from '../vocabulary.ts';
import { z } from '../zod.ts';
import { email, envelope, idParam, requestObject, responseId, responseObject } from './common.ts';

/* 7.7 Offers. */

/** A London calendar day, `YYYY-MM-DD`. */
const offerDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * Offer (spec 3); `id`, `offerSlug`, `image`, `validFrom`, `validUntil` and `ended` are additions. An offer runs
 * from `validFrom` to `validUntil`, both London days and both included (null: no limit that way), on the brand
 * API's clock. `validityText` is written by the brand API from the stored copy and `validUntil`
 * (`offerValidityText`). An ended offer is not listed and issues no code; read by its slug it answers with
 * `ended: true`, so its page can say it has ended.
 */
export const offer = responseObject({
  id: z.optional(responseId),
  offerSlug: z.optional(z.string()),
  title: z.string(),
  description: z.optional(z.nullable(z.string())),
  termAndConditions: z.optional(z.nullable(z.string())),
  successButtonText: z.optional(z.nullable(z.string())),
  successButtonUrl: z.optional(z.nullable(z.string())),
  overrideSuccessUrl: z.optional(z.nullable(z.boolean())),
  validityText: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
  validFrom: z.optional(z.nullable(offerDay)),
  validUntil: z.optional(z.nullable(offerDay)),
  ended: z.optional(z.boolean()),
});
export type Offer = z.infer<typeof offer>;

/** A London day (`YYYY-MM-DD`) written out: `2026-08-31` is "31 August 2026". */
export function offerDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "Valid until 31 August 2026" from an offer's last day. */
export const offerValidUntilText = (validUntil: string) => `Valid until ${offerDayText(validUntil)}`;

/**
 * An offer's validity line: its stored copy (the days and hours it runs, no dates) and, when it has a last
 * day, "Valid until" that day, so no date is ever written into copy.
 */
export function offerValidityText(copy: string | null | undefined, validUntil: string | null | undefined) {
  const parts = [copy?.trim().replace(/\.$/, ''), validUntil ? offerValidUntilText(validUntil) : undefined];
  return parts.filter(Boolean).join('. ') || null;
}

/** "This offer ended on 31 August 2026." (or without the day when it has none). */
export const offerEndedText = (validUntil: string | null | undefined) =>
  validUntil ? `This offer ended on ${offerDayText(validUntil)}.` : OFFER_ENDED_MESSAGE;

export const offerSlug = z
  .string({ message: 'offerSlug is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(OFFER_SLUG_PATTERN, { message: 'offerSlug must be a slug (letters, digits, hyphens)' }),
    z.maxLength(OFFER_SLUG_MAX, { message: 'offerSlug must be at most 100 characters' }),
  );

export const offerBySlugQuery = requestObject({ offerSlug });
export type OfferBySlugQuery = z.infer<typeof offerBySlugQuery>;

/** GET /api/offer/getofferbyslug: answer shape not shown; designed as `{ data: offer }` like the list call. */
export const offerBySlugResponse = envelope(offer);
export type OfferBySlugResponse = z.infer<typeof offerBySlugResponse>;

export const restaurantOffersParams = requestObject({ id: idParam });
/** GET /api/offer/rest/{id}: "data is a list of offers for the restaurant". */
export const restaurantOffersResponse = envelope(z.array(offer));
export type RestaurantOffersResponse = z.infer<typeof restaurantOffersResponse>;

/**
 * POST /api/offer/getcode. Payload not shown (7.7): designed from the voucher state
 * (emailAddress, acceptTerms) plus the offer's slug and the captcha token.
 */
export const offerCodeRequest = requestObject({
  offerSlug,
  emailAddress: email,
  acceptTerms: z.literal(true, { message: 'acceptTerms must be accepted' }),
  recaptchaToken: z.optional(z.string().check(z.minLength(1))),
});
export type OfferCodeRequest = z.infer<typeof offerCodeRequest>;

/**
 * The answer to every claim, the first and each repeat one alike, so the answer never tells whether an address
 * claimed before: the code goes only to the address by e-mail, never in the answer (anyone could otherwise read
 * the code of any address, or mint codes without an inbox). A repeat claim re-sends the same code.
 */
export const OFFER_CODE_SENT_MESSAGE = 'If this address can have a code, it is on its way.';
/** A claim whose e-mail could not be stored for sending (503): the answer never says a code was sent then. */
export const OFFER_CODE_NOT_SENT_MESSAGE =
  'Sorry, we could not e-mail your voucher just now. Please try again in a moment.';
/** An offer slug no offer has, or an offer that has not started (404; the look-up and the code call). */
export const OFFER_NOT_FOUND_MESSAGE = 'Sorry, we could not find that offer.';
/** A claim of an offer past its last day (410): nothing is stored or sent. */
export const OFFER_ENDED_MESSAGE = 'This offer has ended.';
/**
 * Voucher e-mails one address is sent in a clock hour, first claims and re-sends of every offer together;
 * a claim past it is refused (429) with OFFER_CODE_LIMIT_MESSAGE and sends nothing.
 */
export const VOUCHER_MAILS_PER_ADDRESS_PER_HOUR = 3;
export const OFFER_CODE_LIMIT_MESSAGE =
  'We have already e-mailed vouchers to this address in the last hour. Please check your inbox (and spam folder), or try again later.';
/** Voucher codes: groups of this alphabet (no 0/O, 1/I/L, U/V look-alikes). */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ2345679';
/** A voucher code: three groups of four, e.g. `K7QD-2MXR-9HTB`. */
export const VOUCHER_CODE_PATTERN = new RegExp(
  `^[${VOUCHER_CODE_ALPHABET}]{4}-[${VOUCHER_CODE_ALPHABET}]{4}-[${VOUCHER_CODE_ALPHABET}]{4}$`,
);

/** "the response has message": only that; the code itself travels by e-mail alone. */
export const offerCodeResponse = responseObject({
  message: z.string(),
});
export type OfferCodeResponse = z.infer<typeof offerCodeResponse>;

/* ------------------------------------------------------------------ voucher form (2.7, 3, 4.7) */

/**
 * The offer page's voucher form (voucher state: emailAddress, acceptTerms). Its rules are not shown (5.3);
 * designed: the e-mail required and valid, the offer's terms accepted.
 */
export const OFFER_VOUCHER_MESSAGES = {
  emailRequired: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  termsRequired: "Agree to the offer's terms and conditions to get your voucher",
  /** Voucher errors are swallowed (8.4): the person gets this neutral prompt, the site logs the error. */
  retry: "We couldn't get your voucher just now. Your details are still here: please try again in a moment.",
  /** The code error: an offer that is not found (the brand API's own 404 message). */
  notFound: OFFER_NOT_FOUND_MESSAGE,
  /** The title of an ended offer's page (its text is `offerEndedText`). */
  endedTitle: 'This offer has ended',
  /** The success notice: the code is e-mailed, never shown. */
  sentTitle: 'Check your inbox',
  sentTo: 'We have e-mailed your voucher code to',
  sentHint:
    "It can take a few minutes to arrive. If you can't see it, check your spam folder. Show the code when you order, or give it when you book.",
} as const;

export interface OfferVoucherFormValues {
  emailAddress: string;
  acceptTerms: boolean;
}

export const offerVoucherFormSchema = z.object({
  emailAddress: z.string().check(
    z.refine((v) => v.trim().length > 0, { message: OFFER_VOUCHER_MESSAGES.emailRequired }),
    z.refine((v) => v.trim().length === 0 || email.safeParse(v.trim()).success, {
      message: OFFER_VOUCHER_MESSAGES.emailFormat,
    }),
  ),
  acceptTerms: z.boolean().check(z.refine((v) => v, { message: OFFER_VOUCHER_MESSAGES.termsRequired })),
});

/** The body of `POST /api/offer/getcode` from valid form values. */
export function offerCodePayload(
  offerSlugValue: string,
  values: OfferVoucherFormValues,
  recaptchaToken?: string,
): OfferCodeRequest {
  return {
    offerSlug: offerSlugValue,
    emailAddress: values.emailAddress.trim(),
    acceptTerms: true,
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}

import { z } from '../zod.ts';
import { bearerSecrets, requestObject, responseObject } from './common.ts';

/*
 * One-click unsubscribe (RFC 8058; docs/privacy.md, "Unsubscribe and service e-mails"). Every marketing e-mail
 * carries `List-Unsubscribe: <SITE_URL/unsubscribe/{token}>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * and the same link in its text and HTML. The token names the address and is signed for it by the brand API
 * (HMAC-SHA256 with UNSUBSCRIBE_LINK_SECRET): `<the normalised address, base64url>.<its signature, base64url>`.
 * The site's page answers the link (a confirm button without JavaScript, and the mail client's one-click POST);
 * its server calls `marketingUnsubscribe`, which ends marketing to the address at once.
 */

/** The site's page of the unsubscribe link: `/unsubscribe/{token}`. */
export const UNSUBSCRIBE_PATH = '/unsubscribe/';

/** The body of an RFC 8058 one-click unsubscribe POST (and of the page's own form). */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/** An unsubscribe token: the address (base64url, up to 254 characters of it) and its HMAC-SHA256 (base64url). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{4,340}\.[A-Za-z0-9_-]{43}$/;

export const marketingUnsubscribeParams = requestObject({
  token: z
    .string()
    .check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, { message: 'token must be an unsubscribe token' }))
    .register(bearerSecrets, { what: "an address's unsubscribe token", pattern: UNSUBSCRIBE_TOKEN_PATTERN }),
});
export type MarketingUnsubscribeParams = z.infer<typeof marketingUnsubscribeParams>;

/** The answer to a followed unsubscribe link, the first time and every time after. */
export const UNSUBSCRIBED_MESSAGE =
  'You are unsubscribed: we will send you no more offers or news by e-mail. E-mails about your bookings still come.';
/** A well-formed link whose signature is not ours (404 naming `token`): nothing is changed. */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  'This unsubscribe link is not one of ours, so nothing was changed. Please use the link in one of our e-mails, or write to us.';

export const marketingUnsubscribeResponse = responseObject({ message: z.string() });
export type MarketingUnsubscribeResponse = z.infer<typeof marketingUnsubscribeResponse>;

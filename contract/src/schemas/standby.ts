import { z } from 'zod';
import {
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  MIN_CHILDREN,
  STANDBY_PATH,
  STANDBY_TOKEN_PATTERN,
} from '../constants.ts';
import { email, hhmm, idParam, requestObject, responseObject } from './common.ts';
import { requestPersonName } from './person.ts';

/*
 * The standby list (issue 25). When no table fits a date, a diner joins the restaurant's list for that date and a
 * time window; when a cancellation frees a table that fits, the first in line is e-mailed an offer and the table is
 * held for them for STANDBY_HOLD_MINUTES. The entry's link (`STANDBY_PATH + token`, signed like a manage link)
 * shows the entry, claims the offer and leaves the list.
 */

export const standbyToken = z
  .string()
  .regex(STANDBY_TOKEN_PATTERN, { message: 'token must be the code of a standby link' });

export const standbyParams = requestObject({ token: standbyToken });
export type StandbyParams = z.infer<typeof standbyParams>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date as YYYY-MM-DD' });
const quarterHour = hhmm.refine((t) => Number(t.slice(3)) % 15 === 0, {
  message: 'must be on the quarter hour',
});

/** Join: the date, the window of start times the diner can come at, the party, who they are and their consent. */
export const standbyJoinRequest = requestObject({
  date: isoDate,
  windowFrom: quarterHour,
  windowTo: quarterHour,
  adultCovers: z
    .number({ message: 'adultCovers must be a number' })
    .int()
    .min(MIN_ADULTS, { message: `adultCovers must be at least ${MIN_ADULTS}` })
    .max(MAX_ADULTS, { message: `adultCovers must be at most ${MAX_ADULTS}` }),
  childCovers: z
    .number({ message: 'childCovers must be a number' })
    .int()
    .min(MIN_CHILDREN, { message: `childCovers must be at least ${MIN_CHILDREN}` })
    .max(MAX_CHILDREN, { message: `childCovers must be at most ${MAX_CHILDREN}` })
    .default(0),
  firstName: requestPersonName('firstName'),
  lastName: requestPersonName('lastName'),
  emailAddress: email,
  mobilePhoneNumber: z
    .string()
    .regex(/^\+?\d{7,16}$/, { message: 'mobilePhoneNumber must be digits only (spaces removed)' })
    .optional(),
  /** The diner agrees to be e-mailed an offer and to have their details kept until the date has passed. */
  consent: z.literal(true, { message: 'consent must be given to join the standby list' }),
}).superRefine((body, ctx) => {
  if (body.windowTo < body.windowFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['windowTo'],
      message: 'windowTo must not be before windowFrom',
      input: body.windowTo,
    });
  }
});
export type StandbyJoinRequest = z.infer<typeof standbyJoinRequest>;
export type StandbyJoinRequestInput = z.input<typeof standbyJoinRequest>;

export const standbyStoreParams = requestObject({ storeId: idParam });

export const STANDBY_STATUSES = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type StandbyStatus = (typeof STANDBY_STATUSES)[number];

/** One standby entry as its page shows it. */
export const standbyEntry = responseObject({
  /** The entry's link on the site: `STANDBY_PATH + token`. */
  standbyLink: z.string().startsWith(STANDBY_PATH),
  status: z.enum(STANDBY_STATUSES),
  restaurant: responseObject({ storeId: z.string().min(1), name: z.string().min(1) }),
  date: isoDate,
  windowFrom: hhmm,
  windowTo: hhmm,
  adults: z.number().int().min(1),
  children: z.number().int().min(0),
  emailAddress: z.string(),
  /** While waiting: how many diners are ahead in line, plus one. */
  position: z.number().int().min(1).nullable(),
  /** While offered: the time held and until when. */
  offer: responseObject({ time: hhmm, expiresAt: z.iso.datetime({ offset: true }) }).nullable(),
  /** Once claimed: the booking made, with its manage link. */
  booking: responseObject({
    reference: z.string().min(1),
    manageLink: z.string().startsWith('/'),
  }).nullable(),
});
export type StandbyEntry = z.infer<typeof standbyEntry>;

/** Leave and claim carry nothing but the link: an empty body. */
export const standbyActionRequest = requestObject({});
export type StandbyActionRequest = z.infer<typeof standbyActionRequest>;

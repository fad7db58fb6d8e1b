import { FIRST_BOOKING_TIME, LAST_BOOKING_TIME, STANDBY_PATH, STANDBY_TOKEN_PATTERN } from '../constants.ts';
import { z } from '../zod.ts';
import { adultCoversField, childCoversField } from './booking.ts';
import { isoDateField } from './calendar-date.ts';
import { bearerSecrets, email, hhmm, idParam, requestObject, responseObject } from './common.ts';
import { compactPhone, emailInput, personNameInput, phoneInput, requestPersonName } from './person.ts';

/*
 * The standby list. When no table fits a date, a diner joins the restaurant's list for that date and a
 * time window; when a cancellation frees a table that fits, the first in line is e-mailed an offer and the table is
 * held for them for STANDBY_HOLD_MINUTES. The entry's link (`STANDBY_PATH + token`, signed like a manage link)
 * shows the entry, claims the offer and leaves the list.
 */

export const standbyToken = z
  .string()
  .check(z.regex(STANDBY_TOKEN_PATTERN, { message: 'token must be the code of a standby link' }))
  .register(bearerSecrets, { what: "a standby entry's token", pattern: STANDBY_TOKEN_PATTERN });

export const standbyParams = requestObject({ token: standbyToken });
export type StandbyParams = z.infer<typeof standbyParams>;

const quarterHour = hhmm.check(
  z.refine((t) => Number(t.slice(3)) % 15 === 0, {
    message: 'must be on the quarter hour',
  }),
);

/** Join: the date, the window of start times the diner can come at, the party, who they are and their consent. */
export const standbyJoinRequest = requestObject({
  date: isoDateField('date'),
  windowFrom: quarterHour,
  windowTo: quarterHour,
  adultCovers: adultCoversField,
  childCovers: childCoversField,
  firstName: requestPersonName('firstName'),
  lastName: requestPersonName('lastName'),
  emailAddress: email,
  mobilePhoneNumber: z.optional(
    z
      .string()
      .check(z.regex(/^\+?\d{7,16}$/, { message: 'mobilePhoneNumber must be digits only (spaces removed)' })),
  ),
  /** The diner agrees to be e-mailed an offer and to have their details kept until the date has passed. */
  consent: z.literal(true, { message: 'consent must be given to join the standby list' }),
}).check(
  z.superRefine((body, ctx) => {
    if (body.windowTo < body.windowFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['windowTo'],
        message: 'windowTo must not be before windowFrom',
        input: body.windowTo,
      });
    }
  }),
);
export type StandbyJoinRequest = z.infer<typeof standbyJoinRequest>;
export type StandbyJoinRequestInput = z.input<typeof standbyJoinRequest>;

export const standbyStoreParams = requestObject({ storeId: idParam });

export const STANDBY_STATUSES = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type StandbyStatus = (typeof STANDBY_STATUSES)[number];

/** One standby entry as its page shows it. */
export const standbyEntry = responseObject({
  /** The entry's link on the site: `STANDBY_PATH + token`. */
  standbyLink: z.string().check(z.startsWith(STANDBY_PATH)),
  status: z.enum(STANDBY_STATUSES),
  restaurant: responseObject({
    storeId: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
  }),
  date: isoDateField('date'),
  windowFrom: hhmm,
  windowTo: hhmm,
  adults: z.number().check(z.int(), z.gte(1)),
  children: z.number().check(z.int(), z.gte(0)),
  emailAddress: z.string(),
  /** While waiting: how many diners are ahead in line, plus one. */
  position: z.nullable(z.number().check(z.int(), z.gte(1))),
  /** While offered: the time held and until when. */
  offer: z.nullable(responseObject({ time: hhmm, expiresAt: z.iso.datetime({ offset: true }) })),
  /** Once claimed: the booking made, with its manage link. */
  booking: z.nullable(
    responseObject({
      reference: z.string().check(z.minLength(1)),
      manageLink: z.string().check(z.startsWith('/')),
    }),
  ),
});
export type StandbyEntry = z.infer<typeof standbyEntry>;

/** Leave and claim carry nothing but the link: an empty body. */
export const standbyActionRequest = requestObject({});
export type StandbyActionRequest = z.infer<typeof standbyActionRequest>;

/* The join form (the booking flow's no-availability answer): the diner's words, the request built from them. */

export const STANDBY_FORM_MESSAGES = {
  consent: 'Tick the box to agree that we may e-mail you if a table comes free',
  windowOrder: 'The latest time must not be before the earliest time',
} as const;

export const standbyJoinFormSchema = z
  .object({
    windowFrom: hhmm,
    windowTo: hhmm,
    firstName: personNameInput('firstName'),
    lastName: personNameInput('lastName'),
    email: emailInput(),
    phone: phoneInput(false),
    consent: z.boolean().check(z.refine((v) => v, { message: STANDBY_FORM_MESSAGES.consent })),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.windowTo < values.windowFrom) {
        ctx.addIssue({ code: 'custom', path: ['windowTo'], message: STANDBY_FORM_MESSAGES.windowOrder });
      }
    }),
  );
export type StandbyJoinFormValues = z.infer<typeof standbyJoinFormSchema>;

/** What the diner asked for when no table fitted: the restaurant, the date (YYYY-MM-DD), the time and the party. */
export interface StandbyAsk {
  storeId: string;
  storeName: string;
  date: string;
  time: string;
  adults: number;
  children: number;
  /** The times the restaurant is open that day (`openingTimes`), when known: the window is chosen among them. */
  times?: readonly string[];
}

/** The join request from the form's valid values. */
export function standbyJoinPayload(ask: StandbyAsk, values: StandbyJoinFormValues): StandbyJoinRequest {
  const phone = compactPhone(values.phone.trim());
  return {
    date: ask.date,
    windowFrom: values.windowFrom,
    windowTo: values.windowTo,
    adultCovers: ask.adults,
    childCovers: ask.children,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    emailAddress: values.email.trim(),
    ...(phone ? { mobilePhoneNumber: phone } : {}),
    consent: true,
  };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The quarter hours a window may start or end at (the booking times, or those of `open`, the restaurant's times
 * that day, when given), and the window offered first: an hour either side of the time, within those.
 */
export function standbyWindow(
  time: string,
  open?: readonly string[],
): { from: string; to: string; choices: string[] } {
  const all: string[] = [];
  for (let m = toMinutes(FIRST_BOOKING_TIME); m <= toMinutes(LAST_BOOKING_TIME); m += 15) all.push(toTime(m));
  const choices = open?.length ? all.filter((t) => open.includes(t)) : all;
  const first = toMinutes(choices[0] ?? FIRST_BOOKING_TIME);
  const last = toMinutes(choices.at(-1) ?? LAST_BOOKING_TIME);
  const at = toMinutes(time);
  const clamp = (m: number) => toTime(Math.min(Math.max(m, first), last));
  return { from: clamp(at - 60), to: clamp(at + 60), choices };
}

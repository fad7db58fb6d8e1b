import { PREORDER_ORGANISER_PATH, PREORDER_PATH } from '../preorder-links.ts';
import { z } from '../zod.ts';
import { responseObject } from './common.ts';

/*
 * A booking's pre-order as the booking's own answers carry it (the create answer, the manage view), apart from the
 * pre-order's schemas (`preorder.ts`, which re-exports it): the booking modal validates these answers, and should
 * not load the guests' and the organiser's schemas, nor the menus' allergen vocabulary they bring, to do it.
 */

export const PREORDER_STATES = ['open', 'closed', 'cancelled'] as const;
export type PreorderState = (typeof PREORDER_STATES)[number];

/** A booking's pre-order as the confirmation and the manage page show it to the organiser. */
export const bookingPreorder = responseObject({
  organiserLink: z.string().check(z.startsWith(PREORDER_ORGANISER_PATH)),
  guestLink: z.string().check(z.startsWith(PREORDER_PATH)),
  places: z.number(),
  chosen: z.number(),
  cutoffAt: z.string(),
  state: z.enum(PREORDER_STATES),
  /** After a party-size change: the guests whose choices are now over the party size. */
  overParty: z._default(z.array(z.string()), []),
});
export type BookingPreorder = z.infer<typeof bookingPreorder>;

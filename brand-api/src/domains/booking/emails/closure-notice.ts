import { html, raw } from 'hono/html';
import { type BookingMailDetails, londonDateTime } from './parts.ts';

/*
 * What a restaurant's closure says in the cancellation of each booking it cancels (`bookingCancellationMessage`):
 * why, in plain words, and where else the party could eat at the same time.
 */

/** Another restaurant with a table for the party at the booking's date and time, and its booking link. */
export interface ClosureAlternative {
  name: string;
  miles: number;
  /** The restaurant's book-now page with the party, date and time kept, absolute. */
  url: string;
}

/** Why a booking was cancelled by a closure, and the alternatives found. */
export interface ClosureNotice {
  /** The operator's reason, as "because of …" completes it. */
  reason: string;
  /** Up to three, nearest first; none when no restaurant nearby had a table. */
  alternatives: ClosureAlternative[];
  /** The restaurant finder, absolute. */
  finderUrl: string;
}

/** The reason as the sentence ends with it: trimmed, without a closing full stop. */
export const reasonWords = (reason: string) => reason.trim().replace(/[.\s]+$/, '');

/** "We're sorry: Fittizia Trattoria Soho has had to close on … because of …. Your booking … is cancelled." */
export function closureSentence(details: BookingMailDetails, reason: string): string {
  const { date, time } = londonDateTime(details.start);
  const party = details.adults + details.children;
  return `We're sorry: ${details.restaurant.name} has had to close on ${date} because of ${reasonWords(reason)}. Your booking ${details.reference} for ${party} at ${time} is cancelled.`;
}

const miles = (n: number) => `${n} ${n === 1 ? 'mile' : 'miles'}`;

/** The alternatives' lines of the text and their part of the HTML. */
export function closureAlternatives(details: BookingMailDetails, notice: ClosureNotice) {
  const { time } = londonDateTime(details.start);
  const party = details.adults + details.children;
  if (notice.alternatives.length === 0) {
    const none = `None of our restaurants nearby has a table for ${party} at ${time} that day.`;
    return {
      text: [none, `Find another restaurant: ${notice.finderUrl}`],
      html: html`<p>${none} <a href="${notice.finderUrl}">Find another restaurant</a></p>`,
    };
  }
  const intro = `These restaurants nearby have a table for ${party} at ${time} that day:`;
  return {
    text: [intro, ...notice.alternatives.map((a) => `${a.name} (${miles(a.miles)}): ${a.url}`)],
    html: html`<p>${intro}</p>
<ul>${raw(
      notice.alternatives
        .map((a) => html`<li><a href="${a.url}">Book ${a.name}</a> (${miles(a.miles)})</li>`)
        .join(''),
    )}</ul>`,
  };
}

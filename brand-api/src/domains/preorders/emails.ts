import { TZDate } from '@date-fns/tz';
import { greeting, type PreorderView, preorderSheetRows } from '@fittizia/contract';
import { format } from 'date-fns';
import { html } from 'hono/html';
import type { Database } from '../../shared/database.ts';
import { composeMail, factLines, factsTable, type MailFact, queueMail } from '../../shared/mail/message.ts';
import type { MailMessage } from '../../shared/mail/outbox.ts';
import type { LoadedPreorder } from './service/records.ts';
import { cutoffWords } from './service/view.ts';

/*
 * The cut-off's two e-mails, through the outbox and the house template: the restaurant's pre-order sheet (the counts
 * per dish, then guest by guest with allergens and notes, and the sheet as a CSV attachment) and the organiser's
 * final list (the same, addressed to them).
 */

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/** The sheet as CSV (RFC 4180, CRLF). A cell starting with = + - @ is prefixed with ' so no spreadsheet runs it. */
export const sheetCsv = (view: PreorderView) =>
  `${preorderSheetRows(view)
    .map((row) => row.map((cell) => csvCell(/^[=+\-@]/.test(cell) ? `'${cell}` : cell)).join(','))
    .join('\r\n')}\r\n`;

function sheetLines(view: PreorderView): { counts: string[]; guests: string[] } {
  const dishName = new Map(
    [...view.sections, ...view.childrenSections].flatMap((s) => s.dishes.map((d) => [d.id, d.name] as const)),
  );
  const counts = (view.counts ?? []).map((c) => `${c.count} × ${c.name}`);
  const guests = (view.entries ?? []).map((e) => {
    const dishes = e.choices.map((c) => dishName.get(c.dishId) ?? c.dishId).join(', ') || 'not chosen';
    const allergens = e.allergens.length ? ` — allergens: ${e.allergens.join(', ')}` : '';
    const note = e.note ? ` — note: ${e.note}` : '';
    const over = e.overParty ? ' (over the party size)' : '';
    return `${e.firstName}${e.child ? ' (child)' : ''}${over}: ${dishes}${allergens}${note}`;
  });
  return { counts, guests };
}

export async function preorderSheetMessage(
  loaded: LoadedPreorder,
  view: PreorderView,
  to: 'restaurant' | 'organiser',
  options: { brandName: string; siteUrl: string },
): Promise<MailMessage> {
  const { booking } = loaded;
  const { counts, guests } = sheetLines(view);
  const chosen = (view.entries ?? []).filter((e) => e.chosen).length;
  const facts: MailFact[] = [
    ['Booking reference', booking.reference],
    ['Restaurant', booking.storeName],
    ['Date', format(new TZDate(booking.startsAt, 'Europe/London'), 'EEEE d MMMM yyyy')],
    ['Time', booking.time],
    ['Guests', `${view.places} (${chosen} chose)`],
    ['Menu', view.menuName],
    ['Organiser', `${booking.firstName} ${booking.lastName}`.trim()],
  ];
  const heading = to === 'restaurant' ? 'Pre-order sheet' : 'Your group’s final pre-order';
  const hello = to === 'restaurant' ? 'Hello' : greeting(booking.firstName);
  const intro =
    to === 'restaurant'
      ? `The pre-order for ${booking.reference} closed at ${cutoffWords(loaded.preorder.cutoffAt)}. Here is what the group chose.`
      : `Your group’s pre-order closed at ${cutoffWords(loaded.preorder.cutoffAt)} and went to the restaurant. Here is the final list.`;
  return {
    ...(await composeMail({
      kind: to === 'restaurant' ? 'preorder-sheet' : 'preorder-final',
      to:
        to === 'restaurant'
          ? (booking.storeEmail as string)
          : { name: booking.firstName, address: booking.email },
      subject: `${heading}: ${booking.reference}, ${booking.storeName}, ${booking.date} at ${booking.time}`,
      text: [
        [`${hello},`],
        [intro],
        factLines(facts),
        ['Dishes:', ...counts],
        ['Guest by guest:', ...guests],
        [options.brandName],
      ],
      page: {
        title: heading,
        heading,
        body: html`<p>${hello},</p>
<p>${intro}</p>
${factsTable(facts)}
<h2>Dishes</h2>
<ul>${counts.map((line) => html`<li>${line}</li>`)}</ul>
<h2>Guest by guest</h2>
<ul>${guests.map((line) => html`<li>${line}</li>`)}</ul>`,
        signature: options.brandName,
      },
      attachments: [
        {
          filename: `pre-order-${booking.reference}.csv`,
          content: sheetCsv(view),
          contentType: 'text/csv; charset=utf-8',
        },
      ],
      purpose: {
        service:
          to === 'restaurant'
            ? `You get this e-mail because a group pre-order for your restaurant closed (booking ${booking.reference}).`
            : `You get this e-mail because you organise the booking ${booking.reference}. E-mails about a booking come whatever you chose about our offers.`,
      },
    })),
  };
}

/** Queues the restaurant's sheet (when the restaurant has an address) and the organiser's final list. */
export async function sendPreorderSheets(
  database: Database,
  loaded: LoadedPreorder,
  view: PreorderView,
  siteUrl: string,
): Promise<void> {
  const targets: ('restaurant' | 'organiser')[] = loaded.booking.storeEmail
    ? ['restaurant', 'organiser']
    : ['organiser'];
  for (const to of targets) {
    await queueMail(
      database,
      (config) => preorderSheetMessage(loaded, view, to, { brandName: config.brandName, siteUrl }),
      {
        context: { preorder: loaded.booking.reference, to },
        queued: 'pre-order sheet queued',
        failed: 'pre-order sheet could not be stored',
      },
    );
  }
}

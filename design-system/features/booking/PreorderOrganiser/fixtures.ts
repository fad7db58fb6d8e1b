import {
  allergenConflicts,
  type BookingPreorder,
  examples,
  type PreorderGuestEntry,
  type PreorderView,
  preorderView,
} from '@fittizia/contract';

/*
 * The organiser's views the stories and tests show: a party of ten on the Christmas menu (the contract's example),
 * with nobody, some, everybody chosen, an allergen conflict, after the cut-off, cancelled, and over the party size.
 */

type Allergen = PreorderGuestEntry['allergens'][number];

export const ORGANISER_TOKEN = examples.preorderRemoveGuest.params.token;
export const ORGANISER_ACTION = `/pre-order/organiser/${ORGANISER_TOKEN}`;
export const SITE_ORIGIN = 'https://www.fittizia.example';

const base: PreorderView = preorderView.parse(examples.preorderRemoveGuest.response);
const dishes = [...base.sections, ...base.childrenSections].flatMap((s) => s.dishes);

function entry(
  id: string,
  firstName: string,
  choice: [starter: string, main: string] | undefined,
  allergens: Allergen[] = [],
  note?: string,
): PreorderGuestEntry {
  const choices = choice
    ? [
        { sectionId: 'festive-starters', dishId: choice[0] },
        { sectionId: 'festive-mains', dishId: choice[1] },
      ]
    : [];
  return {
    id,
    firstName,
    child: false,
    chosen: choice !== undefined,
    overParty: false,
    choices,
    allergens,
    ...(note ? { note } : {}),
    conflicts: allergenConflicts(dishes, choices, allergens),
  };
}

/** The view with these entries: its guests, and its counts per dish as the brand API counts them. */
export function withEntries(entries: PreorderGuestEntry[], more: Partial<PreorderView> = {}): PreorderView {
  const counted = new Map<string, number>();
  for (const e of entries.filter((x) => !x.overParty)) {
    for (const c of e.choices) counted.set(c.dishId, (counted.get(c.dishId) ?? 0) + 1);
  }
  return {
    ...base,
    ...more,
    entries,
    guests: entries.map(({ id, firstName, child, chosen, overParty }) => ({
      id,
      firstName,
      child,
      chosen,
      overParty,
    })),
    counts: dishes
      .filter((d) => counted.has(d.id))
      .map((d) => ({ dishId: d.id, name: d.name, count: counted.get(d.id) ?? 0 })),
  };
}

const giulia = entry('1', 'Giulia', ['festive-soup', 'festive-turkey'], ['peanuts'], 'No gravy, please.');
const marco = entry('2', 'Marco', ['festive-satay', 'festive-turkey']);
const anna = entry('3', 'Anna', ['festive-soup', 'festive-turkey'], ['celery'], 'Celery makes me ill.');
const luca = entry('4', 'Luca', undefined);

export const emptyView: PreorderView = withEntries([]);
export const partlyView: PreorderView = withEntries([
  giulia,
  marco,
  entry('3', 'Anna', ['festive-soup', 'festive-turkey']),
  luca,
]);
export const allChosenView: PreorderView = withEntries(
  [
    giulia,
    marco,
    entry('3', 'Anna', ['festive-soup', 'festive-turkey']),
    entry('4', 'Luca', ['festive-satay', 'festive-turkey']),
  ],
  { adults: 4, places: 4 },
);
/** Anna listed celery and chose the soup and the turkey, which both hold it. */
export const conflictView: PreorderView = withEntries([giulia, marco, anna, luca]);
export const closedView: PreorderView = { ...conflictView, state: 'closed' };
export const cancelledView: PreorderView = { ...conflictView, state: 'cancelled' };
/** The party went down to 3: Luca's place is over it. */
export const overPartyView: PreorderView = withEntries([giulia, marco, anna, { ...luca, overParty: true }], {
  adults: 3,
  places: 3,
});

/** The booking's pre-order as the confirmation and the manage page get it. */
export const bookingPreorderExample: BookingPreorder = {
  organiserLink: ORGANISER_ACTION,
  guestLink: `/pre-order/${examples.preorderView.params.token}`,
  places: 10,
  chosen: 3,
  cutoffAt: base.cutoffAt,
  state: 'open',
  overParty: [],
};

import { type CalendarDate, isoWeekday, monthDay } from './calendar.ts';
import { badField, type Placement, type Store, type StoreOccasion } from './engine.ts';

/**
 * Whether a card guarantee is required: only a table booking can need one, when any rule for this
 * restaurant (or for every restaurant) matches: each condition a rule sets (party size, occasion,
 * weekday, yearly date) must hold.
 */
export function cardGuaranteeRequired(
  store: Store,
  o: StoreOccasion,
  covers: number,
  date: CalendarDate,
  how: Placement,
): boolean {
  if (how !== 'table') return false;
  return store.cardRules.some(
    (r) =>
      (r.minCovers === null || covers >= r.minCovers) &&
      (r.occasionId === null || r.occasionId === o.occasion.id) &&
      (r.weekday === null || r.weekday === isoWeekday(date)) &&
      (r.monthDay === null || r.monthDay === monthDay(date)),
  );
}

export interface OfferedUpsell {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  minimumQuantity: number;
  maximumQuantity: number;
  pricePence: number | null;
  available: boolean;
}

/**
 * The extras a restaurant offers for an occasion (those tied to another occasion are left out). A
 * per-cover extra allows at most one per guest. Unavailable ones only with `includeUnavailable`.
 */
export function upsellsFor(
  store: Store,
  o: StoreOccasion,
  covers: number,
  includeUnavailable: boolean,
): OfferedUpsell[] {
  return store.upsells
    .filter((r) => r.upsell.occasionId === null || r.upsell.occasionId === o.occasion.id)
    .filter((r) => includeUnavailable || r.available)
    .map(({ upsell: u, available }) => ({
      id: u.id,
      name: u.name,
      description: u.description,
      image: u.image,
      minimumQuantity: u.minimumQuantity,
      maximumQuantity: u.perCover ? Math.min(u.maximumQuantity, covers) : u.maximumQuantity,
      pricePence: u.pricePence,
      available,
    }));
}

/**
 * The extras a booking asks for, from `upsells` ({id, quantity}) and `upsellIds` (quantity 1 each):
 * each must be offered and available, its quantity between its minimum and maximum, and only one line
 * where the restaurant does not allow several. A failure is an InvalidField naming the field. (No extra twice is a
 * rule of the contract's `bookingRequest`, checked before this runs, by the mocks too.)
 */
export function chosenUpsells(
  offered: OfferedUpsell[],
  request: { upsells: { id: string; quantity: number }[]; upsellIds: string[] },
  allowMultiple: boolean,
): { upsell: OfferedUpsell; quantity: number }[] {
  const lines = [
    ...request.upsells.map((u, i) => ({ ...u, field: `body.upsells.${i}` })),
    ...request.upsellIds.map((id, i) => ({ id, quantity: 1, field: `body.upsellIds.${i}` })),
  ];
  const out: { upsell: OfferedUpsell; quantity: number }[] = [];
  for (const line of lines) {
    const upsell = offered.find((u) => u.id === line.id && u.available);
    if (!upsell) badField(line.field, `extra "${line.id}" is not offered for this booking`);
    if (line.quantity < upsell.minimumQuantity || line.quantity > upsell.maximumQuantity) {
      badField(
        `${line.field}${line.field.includes('upsellIds') ? '' : '.quantity'}`,
        `quantity of "${line.id}" must be between ${upsell.minimumQuantity} and ${upsell.maximumQuantity}`,
      );
    }
    out.push({ upsell, quantity: line.quantity });
  }
  if (!allowMultiple && out.length > 1) {
    badField('body.upsells', 'this restaurant allows one extra per booking');
  }
  return out;
}

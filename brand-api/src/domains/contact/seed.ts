import type { Database } from '../../shared/database.ts';
import { excludedSet } from '../../shared/upsert.ts';
import { contactReasons, contactSubReasons, contactTypes } from './tables.ts';

/**
 * Enquiry types of the contact form ("stored as types"). Allergens and dietary needs is a reason (below), not
 * a type too, so the form does not offer it twice.
 */
export const SEED_CONTACT_TYPES = [
  { id: '1', name: 'General enquiry' },
  { id: '2', name: 'Feedback about a visit' },
  { id: '4', name: 'Group bookings and events' },
] as const;

/** Reasons with their sub-reasons; a reason about one restaurant needs the enquiry to name it. */
export const SEED_CONTACT_REASONS = [
  {
    id: 'visit',
    name: 'A recent visit',
    subReasons: [
      { id: 'visit-food', name: 'Food' },
      { id: 'visit-service', name: 'Service' },
      { id: 'visit-booking', name: 'My booking' },
      { id: 'visit-lost-property', name: 'Lost property' },
    ],
    restaurantRequired: true,
  },
  {
    id: 'allergens',
    name: 'Allergens and dietary needs',
    subReasons: [
      { id: 'allergens-menu', name: 'What is in a dish' },
      { id: 'allergens-kitchen', name: 'How the kitchen prepares food' },
    ],
    restaurantRequired: true,
  },
  {
    id: 'delivery',
    name: 'Delivery and collection',
    subReasons: [
      { id: 'delivery-missing', name: 'Something was missing' },
      { id: 'delivery-late', name: 'It arrived late' },
    ],
    restaurantRequired: true,
  },
  { id: 'gift-cards', name: 'Gift cards', subReasons: [], restaurantRequired: false },
  { id: 'careers', name: 'Careers', subReasons: [], restaurantRequired: false },
  { id: 'other', name: 'Something else', subReasons: [], restaurantRequired: false },
] as const;

/** Writes the contact types, reasons and sub-reasons (upserts; idempotent). */
export async function seedContactContent(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx
      .insert(contactTypes)
      .values(SEED_CONTACT_TYPES.map((t, position) => ({ ...t, position })))
      .onConflictDoUpdate({ target: contactTypes.id, set: excludedSet(contactTypes, ['id']) });
    await tx
      .insert(contactReasons)
      .values(
        SEED_CONTACT_REASONS.map((r, position) => ({
          id: r.id,
          name: r.name,
          position,
          restaurantRequired: r.restaurantRequired,
        })),
      )
      .onConflictDoUpdate({ target: contactReasons.id, set: excludedSet(contactReasons, ['id']) });
    await tx
      .insert(contactSubReasons)
      .values(
        SEED_CONTACT_REASONS.flatMap((r) =>
          r.subReasons.map((s, position) => ({ id: s.id, reasonId: r.id, name: s.name, position })),
        ),
      )
      .onConflictDoUpdate({ target: contactSubReasons.id, set: excludedSet(contactSubReasons, ['id']) });
  });
}

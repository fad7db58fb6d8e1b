import type { Database } from '../../shared/database.ts';
import { excludedSet } from '../../shared/upsert.ts';
import { choiceOptions, choicePairs } from './tables.ts';

/*
 * The customer-facing content of the fictional brand: the preferences page's interests, the choices page's image
 * pairs (the contact page's reasons are in contact/seed.ts, the photo feed in social/seed.ts). Images are the site's own
 * (`site/public/images/tiles/`).
 */

/** The interests the preferences page lists, in order; a customer has each checked or not. */
export const CUSTOMER_INTERESTS = [
  'Offers',
  'New menus',
  'Events',
  'Family dining',
  'Vegetarian and vegan',
  'Drinks and aperitivo',
] as const;

export const SEED_CHOICES = [
  {
    id: 'pizza-or-pasta',
    title: 'Pizza or pasta?',
    options: [
      { id: 'pizza', label: 'Pizza', image: '/images/tiles/pizza.svg' },
      { id: 'pasta', label: 'Pasta', image: '/images/tiles/pasta.svg' },
    ],
  },
  {
    id: 'eat-in-or-delivery',
    title: 'Eat in or delivery?',
    options: [
      { id: 'eat-in', label: 'A table in the restaurant', image: '/images/tiles/dining-room.svg' },
      { id: 'delivery', label: 'Delivered to my door', image: '/images/tiles/delivery.svg' },
    ],
  },
  {
    id: 'quiet-drink-or-party',
    title: 'A quiet drink or a party?',
    options: [
      { id: 'quiet-drink', label: 'A quiet drink', image: '/images/tiles/drinks.svg' },
      { id: 'party', label: 'A party', image: '/images/tiles/party.svg' },
    ],
  },
  {
    id: 'meat-or-veggie',
    title: 'Meat or veggie?',
    options: [
      { id: 'meat', label: 'Meat', image: '/images/tiles/pizza-mobile.svg' },
      { id: 'veggie', label: 'Veggie', image: '/images/tiles/vegetarian.svg' },
    ],
  },
] as const;

/** Writes the choice pairs and their options (upserts; idempotent). */
export async function seedCustomerContent(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx
      .insert(choicePairs)
      .values(SEED_CHOICES.map((c, position) => ({ id: c.id, title: c.title, position })))
      .onConflictDoUpdate({ target: choicePairs.id, set: excludedSet(choicePairs, ['id']) });
    await tx
      .insert(choiceOptions)
      .values(
        SEED_CHOICES.flatMap((c) =>
          c.options.map((o, position) => ({
            choiceId: c.id,
            id: o.id,
            label: o.label,
            image: o.image,
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [choiceOptions.choiceId, choiceOptions.id],
        set: excludedSet(choiceOptions, ['choiceId', 'id']),
      });
  });
}

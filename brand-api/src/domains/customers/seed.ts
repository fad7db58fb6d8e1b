import type { Database } from '../../shared/database.ts';
import { excludedSet } from '../../shared/upsert.ts';
import { contactReasons, contactSubReasons, contactTypes } from '../contact/tables.ts';
import { socialMedia } from '../social/tables.ts';
import { choiceOptions, choicePairs } from './tables.ts';

/*
 * The customer-facing content of the fictional brand: the preferences page's interests, the choices page's image
 * pairs, the contact page's enquiry types and reasons, and the photo feed. Images are the site's own
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

/** Enquiry types of the contact form ("stored as types"). */
export const SEED_CONTACT_TYPES = [
  { id: '1', name: 'General enquiry' },
  { id: '2', name: 'Feedback about a visit' },
  { id: '3', name: 'Allergens and dietary needs' },
  { id: '4', name: 'Group bookings and events' },
] as const;

/** Reasons with their sub-reasons. */
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
  },
  {
    id: 'allergens',
    name: 'Allergens and dietary needs',
    subReasons: [
      { id: 'allergens-menu', name: 'What is in a dish' },
      { id: 'allergens-kitchen', name: 'How the kitchen prepares food' },
    ],
  },
  {
    id: 'delivery',
    name: 'Delivery and collection',
    subReasons: [
      { id: 'delivery-missing', name: 'Something was missing' },
      { id: 'delivery-late', name: 'It arrived late' },
    ],
  },
  { id: 'gift-cards', name: 'Gift cards', subReasons: [] },
  { id: 'careers', name: 'Careers', subReasons: [] },
  { id: 'other', name: 'Something else', subReasons: [] },
] as const;

/** The photo feed: fictional posts with the site's own pictures. */
export const SEED_SOCIAL_MEDIA = [
  {
    id: 'ft-post-0008',
    caption: 'Fresh tagliatelle, rolled every morning before we open.',
    mediaType: 'IMAGE',
    mediaUrl: '/images/tiles/pasta.svg',
    postedAt: '2026-11-20T12:00:00Z',
  },
  {
    id: 'ft-post-0007',
    caption: 'Aperitivo hour: two spritzes and a bowl of olives.',
    mediaType: 'IMAGE',
    mediaUrl: '/images/tiles/drinks.svg',
    postedAt: '2026-11-17T17:30:00Z',
  },
  {
    id: 'ft-post-0006',
    caption: 'Wood-fired since 7am. The first margherita of the day is always the chef’s.',
    mediaType: 'IMAGE',
    mediaUrl: '/images/tiles/pizza.svg',
    postedAt: '2026-11-12T11:15:00Z',
  },
  {
    id: 'ft-post-0005',
    caption: 'Our new autumn menu has more for vegetarians than ever.',
    mediaType: 'CAROUSEL_ALBUM',
    mediaUrl: '/images/tiles/vegetarian.svg',
    postedAt: '2026-11-05T09:00:00Z',
  },
  {
    id: 'ft-post-0004',
    caption: 'Kids eat free, Monday to Friday before 5pm.',
    mediaType: 'IMAGE',
    mediaUrl: '/images/tiles/kids.svg',
    postedAt: '2026-10-29T15:00:00Z',
  },
  {
    id: 'ft-post-0003',
    caption: 'Meet the team behind the pass.',
    mediaType: 'IMAGE',
    mediaUrl: '/images/tiles/team.svg',
    postedAt: '2026-10-22T10:00:00Z',
  },
  {
    id: 'ft-post-0002',
    caption: 'Booking a party? Our private rooms seat up to 40.',
    mediaType: 'IMAGE',
    mediaUrl: '/images/tiles/party.svg',
    postedAt: '2026-10-15T18:00:00Z',
  },
  {
    id: 'ft-post-0001',
    caption: 'Christmas menus are here: book early for December.',
    mediaType: 'IMAGE',
    mediaUrl: '/images/tiles/christmas.svg',
    postedAt: '2026-10-08T08:30:00Z',
  },
] as const;

/** Writes the choices, the contact types and reasons and the photo feed (upserts; idempotent). */
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
    await tx
      .insert(contactTypes)
      .values(SEED_CONTACT_TYPES.map((t, position) => ({ ...t, position })))
      .onConflictDoUpdate({ target: contactTypes.id, set: excludedSet(contactTypes, ['id']) });
    await tx
      .insert(contactReasons)
      .values(SEED_CONTACT_REASONS.map((r, position) => ({ id: r.id, name: r.name, position })))
      .onConflictDoUpdate({ target: contactReasons.id, set: excludedSet(contactReasons, ['id']) });
    await tx
      .insert(contactSubReasons)
      .values(
        SEED_CONTACT_REASONS.flatMap((r) =>
          r.subReasons.map((s, position) => ({ id: s.id, reasonId: r.id, name: s.name, position })),
        ),
      )
      .onConflictDoUpdate({ target: contactSubReasons.id, set: excludedSet(contactSubReasons, ['id']) });
    await tx
      .insert(socialMedia)
      .values(
        SEED_SOCIAL_MEDIA.map((m, position) => ({
          id: m.id,
          caption: m.caption,
          mediaType: m.mediaType,
          mediaUrl: m.mediaUrl,
          thumbnailUrl: null,
          permalink: `https://instagram.example/fittizia/p/${m.id}`,
          postedAt: new Date(m.postedAt),
          position,
        })),
      )
      .onConflictDoUpdate({ target: socialMedia.id, set: excludedSet(socialMedia, ['id']) });
  });
}

import type { Database } from '../../shared/database.ts';
import { excludedSet } from '../../shared/upsert.ts';
import { socialMedia } from './tables.ts';

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

/** Writes the photo feed (upserts; idempotent). */
export async function seedSocialFeed(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
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

import { restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import { describe, expect, it } from 'vitest';
import { toDirectoryRestaurant } from './restaurant-queries.ts';

const FINDER_FIELDS = [
  'storeId',
  'title',
  'city',
  'slug',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'postcode',
  'country',
  'phoneNumber',
  'lat',
  'lng',
  'enableBookings',
  'hideRestaurantDetailPage',
  'isHolidayPark',
  'clickCollect',
];

describe('the restaurant directory (finder, locations, sign-up and preferences pages)', () => {
  it('keeps what the finder shows and nothing else', () => {
    for (const restaurant of restaurantFixtures) {
      const entry = toDirectoryRestaurant(restaurant);
      expect(Object.keys(entry).every((key) => FINDER_FIELDS.includes(key))).toBe(true);
      for (const key of FINDER_FIELDS) {
        expect(entry[key as keyof typeof entry]).toEqual(
          key === 'storeId' ? String(restaurant.storeId) : restaurant[key as keyof typeof restaurant],
        );
      }
      expect(entry).not.toHaveProperty('specialHours');
      expect(entry).not.toHaveProperty('heroTiles');
    }
  });

  it('is a small part of the full list a page would otherwise carry', () => {
    const full = JSON.stringify(restaurantFixtures).length;
    const directory = JSON.stringify(restaurantFixtures.map(toDirectoryRestaurant)).length;
    expect(directory / full).toBeLessThan(0.6);
  });
});

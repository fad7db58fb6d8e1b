import { menu as menuSchema, restaurant as restaurantSchema } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { jsonLdText, menuJsonLd, restaurantJsonLd } from '../lib/json-ld.ts';
import { absoluteUrl, seoHead, siteOrigin } from '../lib/seo.ts';

const r = restaurantSchema.parse({
  storeId: 1001,
  title: 'Fittizia Trattoria Covent Garden',
  city: 'london',
  slug: 'covent-garden',
  phoneNumber: '020 7946 0001',
  addressLine1: '17 Basilico Walk',
  addressCity: 'London',
  postcode: 'WC2E 9DA',
  lat: 51.5,
  lng: -0.12,
  mondayOpen: null,
  mondayClose: null,
  tuesdayOpen: '11:30',
  tuesdayClose: '22:30',
  fridayOpen: '11:30',
  fridayClose: '00:00',
  specialHours: [
    {
      startDate: '2026-12-25',
      endDate: '2026-12-25',
      openTime: null,
      closeTime: null,
      label: 'Christmas Day',
    },
  ],
  enableBookings: true,
});

describe('absoluteUrl and siteOrigin', () => {
  it('joins origin and path without doubled or trailing slashes', () => {
    expect(absoluteUrl('https://fittizia.example/', '/restaurants/london/')).toBe(
      'https://fittizia.example/restaurants/london',
    );
    expect(absoluteUrl('https://fittizia.example', '/')).toBe('https://fittizia.example/');
    expect(siteOrigin({ site_url: 'https://fittizia.example/' })).toBe('https://fittizia.example');
  });
});

describe('restaurantJsonLd', () => {
  const ld = restaurantJsonLd(r, {
    url: 'https://x.example/restaurants/london/covent-garden',
    menuUrl: 'https://x.example/m',
    now: new Date('2026-12-01T12:00:00Z'),
  });
  it('describes the restaurant with schema.org fields', () => {
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      name: 'Fittizia Trattoria Covent Garden',
      telephone: '020 7946 0001',
      servesCuisine: 'Italian',
      acceptsReservations: true,
      menu: 'https://x.example/m',
      geo: { latitude: 51.5, longitude: -0.12 },
      address: {
        streetAddress: '17 Basilico Walk',
        addressLocality: 'London',
        postalCode: 'WC2E 9DA',
        addressCountry: 'GB',
      },
    });
  });
  it('lists open days only, writes a midnight close as 23:59 and special closed days as 00:00-00:00', () => {
    const spec = ld.openingHoursSpecification as Record<string, string>[];
    expect(spec.filter((s) => s.dayOfWeek).map((s) => s.dayOfWeek)).toEqual([
      'https://schema.org/Tuesday',
      'https://schema.org/Friday',
    ]);
    expect(spec.find((s) => s.dayOfWeek === 'https://schema.org/Friday')?.closes).toBe('23:59');
    expect(spec.find((s) => s.validFrom === '2026-12-25')).toMatchObject({ opens: '00:00', closes: '00:00' });
  });
  it('does not accept reservations for holiday parks or disabled bookings', () => {
    expect(restaurantJsonLd({ ...r, isHolidayPark: true }, { url: 'u' }).acceptsReservations).toBe(false);
    expect(restaurantJsonLd({ ...r, enableBookings: false }, { url: 'u' }).acceptsReservations).toBe(false);
  });
});

describe('menuJsonLd', () => {
  it('nests sections and items with GBP offers, calories and diets', () => {
    const m = menuSchema.parse({
      id: 'm-main',
      name: 'Main Menu',
      sections: [
        {
          name: 'Pizza',
          items: [
            {
              name: 'Margherita',
              price: 11.5,
              kcal: 890,
              dietaryTags: [{ name: 'Vegetarian' }, { name: 'Spicy' }],
            },
          ],
        },
      ],
    });
    expect(menuJsonLd(m, { url: 'https://x.example/menu/m-main' })).toMatchObject({
      '@type': 'Menu',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Pizza',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Margherita',
              offers: { '@type': 'Offer', price: '11.50', priceCurrency: 'GBP' },
              nutrition: { calories: '890 calories' },
              suitableForDiet: ['https://schema.org/VegetarianDiet'],
            },
          ],
        },
      ],
    });
  });
});

describe('seoHead', () => {
  it('sets title, description, canonical and JSON-LD', () => {
    const head = seoHead({
      title: 'T',
      description: 'D',
      canonical: 'https://x.example/a',
      jsonLd: { '@type': 'Menu' },
    });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://x.example/a' }]);
    expect(head.meta).toContainEqual({ 'script:ld+json': { '@type': 'Menu' } });
    expect(head.meta).toContainEqual({ name: 'description', content: 'D' });
  });

  it('writes JSON-LD that cannot close its script element and parses back unchanged', () => {
    const data = { name: 'Pizza </script><script>alert(1)</script>', note: 'line\u2028break' };
    const text = jsonLdText(data);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});

import {
  type JobDetail,
  type Menu,
  type Restaurant,
  upcomingSpecialHours,
  weeklyHoursTable,
} from '@fittizia/contract';

/**
 * schema.org JSON-LD for restaurant and menu pages (spec 4, SEO). Pure (no React, no I/O). The page
 * components render it with `<JsonLd>`, so this code loads with those pages, not in every first load.
 */

const DAY_URL = (day: string) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** schema.org reads 00:00 as the start of the day; a midnight close is written 23:59. */
const closesTime = (close: string) => (close === '00:00' ? '23:59' : close);

export interface RestaurantJsonLdOptions {
  /** The restaurant page's absolute URL. */
  url: string;
  /** The absolute URL of the restaurant's menus. */
  menuUrl?: string;
  now?: Date;
}

/** schema.org `Restaurant` for a restaurant page. */
export function restaurantJsonLd(
  r: Restaurant & { menus?: { id: string; name: string }[] },
  { url, menuUrl, now = new Date() }: RestaurantJsonLdOptions,
): Record<string, unknown> {
  const lat = r.lat ?? r.addressLocation?.lat;
  const lng = r.lng ?? r.addressLocation?.lon;
  const weekly = weeklyHoursTable(r, now)
    .filter((row) => row.open && row.close)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_URL(row.day),
      opens: row.open,
      closes: closesTime(row.close as string),
    }));
  const special = upcomingSpecialHours(r, now, 20).map((s) => {
    const from = (s.startDate ?? s.endDate).slice(0, 10);
    const through = s.endDate.slice(0, 10);
    const open = s.openTime && s.closeTime;
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: from,
      validThrough: through,
      // Closed all day: Google's convention is opens and closes both 00:00.
      opens: open ? s.openTime?.slice(0, 5) : '00:00',
      closes: open ? closesTime(String(s.closeTime).slice(0, 5)) : '00:00',
      ...(s.label ? { name: s.label } : {}),
    };
  });
  const takesBookings = !r.isHolidayPark && r.enableBookings !== false;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: r.title,
    url,
    ...(r.about ? { description: r.about } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [r.addressLine1, r.addressLine2].filter(Boolean).join(', '),
      ...(r.addressCity ? { addressLocality: r.addressCity } : {}),
      ...(r.postcode ? { postalCode: r.postcode } : {}),
      addressCountry: 'GB',
    },
    ...(lat != null && lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } }
      : {}),
    ...(r.phoneNumber ? { telephone: r.phoneNumber } : {}),
    ...(r.email ? { email: r.email } : {}),
    servesCuisine: 'Italian',
    ...(menuUrl ? { hasMenu: menuUrl, menu: menuUrl } : {}),
    acceptsReservations: takesBookings,
    openingHoursSpecification: [...weekly, ...special],
    ...(r.amenities?.length
      ? {
          amenityFeature: r.amenities.map((name) => ({
            '@type': 'LocationFeatureSpecification',
            name,
            value: true,
          })),
        }
      : {}),
    ...(r.awards?.length ? { award: r.awards.map((a) => (a.year ? `${a.name} (${a.year})` : a.name)) } : {}),
    ...(r.socialMediaItems?.length ? { sameAs: r.socialMediaItems.map((s) => s.linkUrl) } : {}),
  };
}

const DIETS: Record<string, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
};
const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** schema.org `Menu` with sections, items, GBP offers, calories and suitable diets. */
export function menuJsonLd(menu: Menu, { url }: { url: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.name,
    url,
    ...(menu.description ? { description: menu.description } : {}),
    inLanguage: 'en-GB',
    hasMenuSection: menu.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      ...(section.description ? { description: section.description } : {}),
      hasMenuItem: section.items.map((item) => {
        const diets = item.dietaryTags.map((t) => DIETS[slug(t.name)]).filter((d): d is string => Boolean(d));
        return {
          '@type': 'MenuItem',
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(item.price != null
            ? { offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'GBP' } }
            : {}),
          ...(item.kcal != null
            ? { nutrition: { '@type': 'NutritionInformation', calories: `${item.kcal} calories` } }
            : {}),
          ...(diets.length ? { suitableForDiet: diets } : {}),
        };
      }),
    })),
  };
}

/**
 * The text of a JSON-LD script element: `<` is escaped so no value can close the element early (a menu
 * description containing `</script>`, say), and so are the line separators JavaScript once rejected.
 * JSON.parse reads the escapes back as the same characters.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** schema.org `JobPosting` for a job page (the brand API gives no posting date, so none is claimed). */
export function jobPostingJsonLd(
  job: JobDetail,
  { url, origin, brandName }: { url: string; origin: string; brandName: string },
): Record<string, unknown> {
  const type = (job.jobType ?? '').toLowerCase();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: job.description ?? job.name,
    url,
    identifier: { '@type': 'PropertyValue', name: brandName, value: job.jobId },
    ...(type === 'full time'
      ? { employmentType: 'FULL_TIME' }
      : type === 'part time'
        ? { employmentType: 'PART_TIME' }
        : {}),
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: `${origin}/` },
    jobLocation: {
      '@type': 'Place',
      ...(job.restaurantName ? { name: job.restaurantName } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(job.postcode ? { postalCode: job.postcode } : {}),
        addressCountry: 'GB',
      },
      ...(job.location
        ? { geo: { '@type': 'GeoCoordinates', latitude: job.location.lat, longitude: job.location.lng } }
        : {}),
    },
    ...(job.salary ? { baseSalary: job.salary } : {}),
  };
}

import { z } from 'zod';
import { tolerantEnum, tolerantEnumList, tolerantList } from '../tolerant.ts';
import {
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  UK_ALLERGENS,
  type UkAllergen,
  WEEKDAYS,
  type Weekday,
} from '../vocabulary.ts';
import { idParam, requestObject, responseObject } from './common.ts';

export const link = responseObject({
  linkText: z.string(),
  linkUrl: z.string(),
  openInNewTab: z.boolean().optional().default(false),
  description: z.string().optional(),
});
export type SiteLink = z.infer<typeof link>;

export const mastheadItem = responseObject({
  linkText: z.string(),
  linkUrl: z.string().optional(),
  openInNewTab: z.boolean().optional().default(false),
  style: z.string().optional(),
  links: z.array(link).optional().default([]),
});
export type MastheadItem = z.infer<typeof mastheadItem>;

export const socialMediaItem = responseObject({
  linkUrl: z.string(),
  description: z.string().optional(),
  linkText: z.string(),
  className: z.string().optional(),
});
export type SocialMediaItem = z.infer<typeof socialMediaItem>;

/** Site settings (spec section 3), with the spec's defaults. */
export const brandSettings = responseObject({
  book_now_text: z.string().optional().default('Book Now'),
  carousel_arrows: z.boolean().optional().default(true),
  carousel_dots: z.boolean().optional().default(false),
  default_restaurant_id: z.string().optional().default(''),
  loading_color: z.string().optional(),
  site_id: z.string(),
  site_name: z.string(),
  site_url: z.string(),
  site_email: z.string().optional(),
  site_description: z.string().optional(),
  mastheadItems: z.array(mastheadItem).optional().default([]),
  socialMediaItems: z.array(socialMediaItem).optional().default([]),
  footerItems: z.array(link).optional().default([]),
  backToTopIcon: z.string().optional().default('chevron-up'),
});
export type BrandSettings = z.infer<typeof brandSettings>;

/**
 * A content tile as the content service sends it. Only the presentation options of
 * spec section 3 are named; everything else passes through untouched.
 */
export const contentTile = responseObject({
  formType: z.string(),
  tileId: z.string().optional(),
  key: z.string().optional(),
  backgroundColor: z.string().optional(),
  backgroundColour: z.string().optional(),
  animationEffect: z.string().optional(),
  backgroundAnimationEffect: z.string().optional(),
  height: tolerantEnum('tile height', ['full', 'half', 'auto', 'one-third', 'two-thirds']).optional(),
  width: tolerantEnum('tile width', ['full', 'half', 'third', 'two-thirds']).optional(),
  videoMobile: z.string().optional(),
  videoDesktop: z.string().optional(),
});
export type ContentTile = z.infer<typeof contentTile>;

export const contentPage = responseObject({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  tiles: z.array(contentTile).default([]),
});
export type ContentPage = z.infer<typeof contentPage>;

export const pageParams = requestObject({ id: idParam });

/* ------------------------------------------------------------------ restaurants (7.4) */

export type WeeklyHoursKey = `${Weekday}Open` | `${Weekday}Close` | `${Weekday}ClickCollectClose`;

/** An opening time: `HH:mm` (or `H:mm`/`HH:mm:ss`); empty or null means closed / not set. */
export const openingTime = z
  .string()
  .regex(/^(\d{1,2}:\d{2}(:\d{2})?)?$/, { message: 'must be a time as HH:mm' })
  .nullable()
  .optional();

const weeklyHoursShape = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}Open`, openingTime],
    [`${day}Close`, openingTime],
    [`${day}ClickCollectClose`, openingTime],
  ]),
) as { [K in WeeklyHoursKey]: typeof openingTime };

/** All 21 weekly opening field names, e.g. mondayOpen, mondayClose, mondayClickCollectClose. */
export const WEEKLY_HOURS_KEYS = Object.keys(weeklyHoursShape) as WeeklyHoursKey[];

/** A special-hours entry (spec 3). `startDate` and `label` are additions. */
export const specialHours = responseObject({
  startDate: z.string().optional(),
  endDate: z.string(),
  openTime: openingTime,
  closeTime: openingTime,
  clickCollectClose: openingTime,
  label: z.string().optional(),
});
export type SpecialHours = z.infer<typeof specialHours>;

export const addressLocation = responseObject({ lat: z.number(), lon: z.number() });

/**
 * Restaurant (location), spec 3. Every field of the spec is named; fields after the
 * spec's list are additions the restaurant page needs (about, amenities, awards, social
 * links, three-word address, holiday-park flag, country) and are optional.
 */
export const restaurant = responseObject({
  storeId: z.union([z.string(), z.number()]).transform(String),
  bookATableWidgetId: z.string().nullable().optional(),
  title: z.string(),
  city: z.string(),
  slug: z.string(),
  phoneNumber: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().nullable().optional(),
  addressCity: z.string().optional(),
  postcode: z.string().optional(),
  /**
   * Addition: the country of the postcode's outcode in the UK geodata the brand API ships ("England",
   * "Scotland", "Wales", "Northern Ireland", "Jersey", "Guernsey", "Isle of Man"). The finder groups by it.
   */
  country: z.string().trim().min(1).optional(),
  addressLocation: addressLocation.optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  /** Distance from the searched point, present on search answers. */
  milesValue: z.number().nonnegative().optional(),
  bookingProviderUrl: z.string().nullable().optional(),
  enableBookings: z.boolean().optional(),
  hideRestaurantDetailPage: z.boolean().optional(),
  heroTiles: z.array(contentTile).optional(),
  clickCollect: z.boolean().optional(),
  ...weeklyHoursShape,
  specialHours: z.array(specialHours).optional(),
  // additions
  isHolidayPark: z.boolean().optional(),
  about: z.string().optional(),
  email: z.string().optional(),
  amenities: z.array(z.string()).optional(),
  awards: z.array(responseObject({ name: z.string(), year: z.number().int().optional() })).optional(),
  socialMediaItems: z.array(socialMediaItem).optional(),
  threeWordAddress: z.string().optional(),
});
export type Restaurant = z.infer<typeof restaurant>;
export type RestaurantInput = z.input<typeof restaurant>;

/** GET /api/v1/content/search-restaurants/: "response restaurants". */
export const searchRestaurantsResponse = responseObject({ restaurants: z.array(restaurant) });
export type SearchRestaurantsResponse = z.infer<typeof searchRestaurantsResponse>;

const slugParam = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SLUG_PATTERN, { message: 'must be a lowercase slug (letters, digits, hyphens)' })
  .max(SLUG_MAX_LENGTH);

export const restaurantSlugCityParams = requestObject({ slug: slugParam, city: slugParam });
export const restaurantSlugParams = requestObject({ slug: slugParam });
export const restaurantStoreParams = requestObject({ storeId: idParam });

/* ------------------------------------------------------------------ menus (7.4) */

export const ukAllergen = z.string().trim().toLowerCase().pipe(z.enum(UK_ALLERGENS));
/** The allergens of a menu item as answered: known ones kept, an unknown one dropped and reported. */
export const ukAllergenList = tolerantEnumList('allergen', UK_ALLERGENS, (v) => v.trim().toLowerCase());

export const dietaryTag = responseObject({
  name: z.string(),
  /** Short code shown in the key, e.g. "VE". Addition. */
  code: z.string().optional(),
});
export type DietaryTag = z.infer<typeof dietaryTag>;

export const menuItem = responseObject({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  /** Pounds sterling. */
  price: z.number().nonnegative().nullable().optional(),
  kcal: z.number().int().nonnegative().nullable().optional(),
  allergens: ukAllergenList,
  /** Tags that are not `{ name }` objects are dropped and reported, the others kept. */
  dietaryTags: tolerantList('dietary tag', dietaryTag),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuSection = responseObject({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  items: z.array(menuItem).default([]),
});
export type MenuSection = z.infer<typeof menuSection>;

/** Menu (spec 3): id, name, description, image.file.url, sections > items > dietaryTags. */
export const menu = responseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  description: z.string().nullable().optional(),
  image: responseObject({ file: responseObject({ url: z.string() }) })
    .nullable()
    .optional(),
  sections: z.array(menuSection).default([]),
  /** The dietary key shown under the menu. Addition. */
  dietaryKey: tolerantList('dietary tag', dietaryTag).optional(),
});
export type Menu = z.infer<typeof menu>;

export const menuParams = requestObject({ id: idParam });

/* ------------------------------------------------------------------ choices (7.4) */

/** One image choice of a pair. The spec shows only "a list fetched from content"; designed. */
export const choiceOption = responseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  label: z.string(),
  image: z.string().optional(),
});

/** A pair of image choices on the choices page (designed). */
export const choice = responseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().optional(),
  options: z.array(choiceOption).min(1),
});
export type Choice = z.infer<typeof choice>;

/** GET /api/v1/content/choices: the list kept as contentfulChoices. */
export const choicesResponse = z.array(choice);
export type ChoicesResponse = z.infer<typeof choicesResponse>;

export { UK_ALLERGENS, type UkAllergen, WEEKDAYS, type Weekday };

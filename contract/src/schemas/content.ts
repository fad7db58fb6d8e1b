import { tolerantEnum, tolerantEnumList, tolerantList } from '../tolerant.ts';
import {
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  UK_ALLERGENS,
  type UkAllergen,
  WEEKDAYS,
  type Weekday,
} from '../vocabulary.ts';
import { z } from '../zod.ts';
import { idParam, requestObject, responseObject } from './common.ts';

export const link = responseObject({
  linkText: z.string(),
  linkUrl: z.string(),
  openInNewTab: z._default(z.optional(z.boolean()), false),
  description: z.optional(z.string()),
});
export type SiteLink = z.infer<typeof link>;

export const mastheadItem = responseObject({
  linkText: z.string(),
  linkUrl: z.optional(z.string()),
  openInNewTab: z._default(z.optional(z.boolean()), false),
  style: z.optional(z.string()),
  links: z._default(z.optional(z.array(link)), []),
});
export type MastheadItem = z.infer<typeof mastheadItem>;

export const socialMediaItem = responseObject({
  linkUrl: z.string(),
  description: z.optional(z.string()),
  linkText: z.string(),
  className: z.optional(z.string()),
});
export type SocialMediaItem = z.infer<typeof socialMediaItem>;

/** Site settings (spec section 3), with the spec's defaults. */
export const brandSettings = responseObject({
  book_now_text: z._default(z.optional(z.string()), 'Book Now'),
  carousel_arrows: z._default(z.optional(z.boolean()), true),
  carousel_dots: z._default(z.optional(z.boolean()), false),
  default_restaurant_id: z._default(z.optional(z.string()), ''),
  loading_color: z.optional(z.string()),
  site_id: z.string(),
  site_name: z.string(),
  site_url: z.string(),
  site_email: z.optional(z.string()),
  site_description: z.optional(z.string()),
  mastheadItems: z._default(z.optional(z.array(mastheadItem)), []),
  socialMediaItems: z._default(z.optional(z.array(socialMediaItem)), []),
  footerItems: z._default(z.optional(z.array(link)), []),
  backToTopIcon: z._default(z.optional(z.string()), 'chevron-up'),
});
export type BrandSettings = z.infer<typeof brandSettings>;

/**
 * A content tile as the content service sends it. Only the presentation options of
 * spec section 3 are named; everything else passes through untouched.
 */
export const contentTile = responseObject({
  formType: z.string(),
  tileId: z.optional(z.string()),
  key: z.optional(z.string()),
  backgroundColor: z.optional(z.string()),
  backgroundColour: z.optional(z.string()),
  animationEffect: z.optional(z.string()),
  backgroundAnimationEffect: z.optional(z.string()),
  height: z.optional(tolerantEnum('tile height', ['full', 'half', 'auto', 'one-third', 'two-thirds'])),
  width: z.optional(tolerantEnum('tile width', ['full', 'half', 'third', 'two-thirds'])),
  videoMobile: z.optional(z.string()),
  videoDesktop: z.optional(z.string()),
});
export type ContentTile = z.infer<typeof contentTile>;

export const contentPage = responseObject({
  id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  tiles: z._default(z.array(contentTile), []),
});
export type ContentPage = z.infer<typeof contentPage>;

export const pageParams = requestObject({ id: idParam });

/* ------------------------------------------------------------------ restaurants (7.4) */

export type WeeklyHoursKey = `${Weekday}Open` | `${Weekday}Close` | `${Weekday}ClickCollectClose`;

/** An opening time: `HH:mm` (or `H:mm`/`HH:mm:ss`); empty or null means closed / not set. */
export const openingTime = z.optional(
  z.nullable(
    z.string().check(z.regex(/^(\d{1,2}:\d{2}(:\d{2})?)?$/, { message: 'must be a time as HH:mm' })),
  ),
);

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
  startDate: z.optional(z.string()),
  endDate: z.string(),
  openTime: openingTime,
  closeTime: openingTime,
  clickCollectClose: openingTime,
  label: z.optional(z.string()),
});
export type SpecialHours = z.infer<typeof specialHours>;

export const addressLocation = responseObject({ lat: z.number(), lon: z.number() });

/**
 * Restaurant (location), spec 3. Every field of the spec is named; fields after the
 * spec's list are additions the restaurant page needs (about, amenities, awards, social
 * links, three-word address, holiday-park flag, country) and are optional.
 */
export const restaurant = responseObject({
  storeId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  bookATableWidgetId: z.optional(z.nullable(z.string())),
  title: z.string(),
  city: z.string(),
  slug: z.string(),
  phoneNumber: z.optional(z.string()),
  addressLine1: z.optional(z.string()),
  addressLine2: z.optional(z.nullable(z.string())),
  addressCity: z.optional(z.string()),
  postcode: z.optional(z.string()),
  /**
   * Addition: the country of the postcode's outcode in the UK geodata the brand API ships ("England",
   * "Scotland", "Wales", "Northern Ireland", "Jersey", "Guernsey", "Isle of Man"). The finder groups by it.
   */
  country: z.optional(z.string().check(z.trim(), z.minLength(1))),
  addressLocation: z.optional(addressLocation),
  lat: z.optional(z.number()),
  lng: z.optional(z.number()),
  /** Distance from the searched point, present on search answers. */
  milesValue: z.optional(z.number().check(z.nonnegative())),
  bookingProviderUrl: z.optional(z.nullable(z.string())),
  enableBookings: z.optional(z.boolean()),
  hideRestaurantDetailPage: z.optional(z.boolean()),
  heroTiles: z.optional(z.array(contentTile)),
  clickCollect: z.optional(z.boolean()),
  ...weeklyHoursShape,
  specialHours: z.optional(z.array(specialHours)),
  // additions
  isHolidayPark: z.optional(z.boolean()),
  about: z.optional(z.string()),
  email: z.optional(z.string()),
  amenities: z.optional(z.array(z.string())),
  awards: z.optional(
    z.array(responseObject({ name: z.string(), year: z.optional(z.number().check(z.int())) })),
  ),
  socialMediaItems: z.optional(z.array(socialMediaItem)),
  threeWordAddress: z.optional(z.string()),
});
export type Restaurant = z.infer<typeof restaurant>;
export type RestaurantInput = z.input<typeof restaurant>;

/** GET /api/v1/content/search-restaurants/: "response restaurants". */
export const searchRestaurantsResponse = responseObject({ restaurants: z.array(restaurant) });
export type SearchRestaurantsResponse = z.infer<typeof searchRestaurantsResponse>;

const slugParam = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(SLUG_PATTERN, { message: 'must be a lowercase slug (letters, digits, hyphens)' }),
    z.maxLength(SLUG_MAX_LENGTH),
  );

export const restaurantSlugCityParams = requestObject({ slug: slugParam, city: slugParam });
export const restaurantSlugParams = requestObject({ slug: slugParam });
export const restaurantStoreParams = requestObject({ storeId: idParam });

/* ------------------------------------------------------------------ menus (7.4) */

export const ukAllergen = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(UK_ALLERGENS));
/** The allergens of a menu item as answered: known ones kept, an unknown one dropped and reported. */
export const ukAllergenList = tolerantEnumList('allergen', UK_ALLERGENS, (v) => v.trim().toLowerCase());

export const dietaryTag = responseObject({
  name: z.string(),
  /** Short code shown in the key, e.g. "VE". Addition. */
  code: z.optional(z.string()),
});
export type DietaryTag = z.infer<typeof dietaryTag>;

export const menuItem = responseObject({
  id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  /** Pounds sterling. */
  price: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  kcal: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
  allergens: ukAllergenList,
  /** Tags that are not `{ name }` objects are dropped and reported, the others kept. */
  dietaryTags: tolerantList('dietary tag', dietaryTag),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuSection = responseObject({
  id: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  items: z._default(z.array(menuItem), []),
});
export type MenuSection = z.infer<typeof menuSection>;

/** Menu (spec 3): id, name, description, image.file.url, sections > items > dietaryTags. */
export const menu = responseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(responseObject({ file: responseObject({ url: z.string() }) }))),
  sections: z._default(z.array(menuSection), []),
  /** The dietary key shown under the menu. Addition. */
  dietaryKey: z.optional(tolerantList('dietary tag', dietaryTag)),
});
export type Menu = z.infer<typeof menu>;

export const menuParams = requestObject({ id: idParam });

/* ------------------------------------------------------------------ choices (7.4) */

/** One image choice of a pair. The spec shows only "a list fetched from content"; designed. */
export const choiceOption = responseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  label: z.string(),
  image: z.optional(z.string()),
});

/** A pair of image choices on the choices page (designed). */
export const choice = responseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.optional(z.string()),
  options: z.array(choiceOption).check(z.minLength(1)),
});
export type Choice = z.infer<typeof choice>;

/** GET /api/v1/content/choices: the list kept as contentfulChoices. */
export const choicesResponse = z.array(choice);
export type ChoicesResponse = z.infer<typeof choicesResponse>;

export { UK_ALLERGENS, type UkAllergen, WEEKDAYS, type Weekday };

export {
  OpeningHours,
  type OpeningHoursProps,
  OpeningStateText,
  type OpeningStateTextProps,
} from './OpeningHours.tsx';
export {
  RestaurantDetails,
  type RestaurantDetailsProps,
  type RestaurantWithMenus,
} from './RestaurantDetails.tsx';
export { restaurantHeroPreloads } from './restaurantHero.ts';
export {
  addressLines,
  type BookingMode,
  bookingMode,
  directionsUrl,
  formatThreeWordAddress,
  HOLIDAY_PARK_BOOKING_MESSAGE,
  mapUrl,
  NO_BOOKINGS_MESSAGE,
  restaurantCoordinates,
  telHref,
} from './restaurantLinks.ts';
export {
  cityMenuPath,
  type RestaurantRef,
  restaurantBookNowPath,
  restaurantMenuPath,
  restaurantPath,
} from './restaurantPaths.ts';
export { useOpeningState } from './useOpeningState.ts';

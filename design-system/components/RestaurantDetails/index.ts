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
export {
  addressLines,
  type BookingMode,
  bookingMode,
  directionsUrl,
  formatThreeWordAddress,
  HOLIDAY_PARK_BOOKING_MESSAGE,
  mapUrl,
  NO_BOOKINGS_MESSAGE,
  restaurantBookNowPath,
  restaurantCoordinates,
  restaurantMenuPath,
  restaurantPath,
  telHref,
} from './restaurantLinks.ts';
export { useOpeningState } from './useOpeningState.ts';

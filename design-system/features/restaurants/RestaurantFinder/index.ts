export { FinderResults, type FinderResultsProps } from './FinderResults.tsx';
export {
  addressOf,
  COUNTRY_ORDER,
  emptySearchMessage,
  FINDER_MESSAGES,
  type FinderRestaurant,
  filterRestaurants,
  formatMiles,
  groupOf,
  type LocationGroup,
  messageForError,
  restaurantHref,
  shouldSearch,
} from './finder.ts';
export {
  type FinderSearchResult,
  type GeoPoint,
  RestaurantFinder,
  type RestaurantFinderProps,
} from './RestaurantFinder.tsx';

export { FinderResults, type FinderResultsProps } from './FinderResults.tsx';
export {
  addressOf,
  COUNTRY_ORDER,
  compareGroups,
  emptySearchMessage,
  FINDER_MESSAGES,
  type FinderRestaurant,
  filterRestaurants,
  formatMiles,
  groupOf,
  HOLIDAY_PARKS,
  type LocationGroup,
  messageForError,
  OTHER_LOCATIONS,
  restaurantHref,
  shouldSearch,
} from './finder.ts';
export {
  type FinderQueryChange,
  type FinderSearched,
  type FinderSearchResult,
  type GeoPoint,
  RestaurantFinder,
  type RestaurantFinderProps,
} from './RestaurantFinder.tsx';

/** The restaurants domain's public face: restaurants, their menus, their dishes' states, their closures and the UK
 * geodata's look-ups. */

export { GEODATA_ATTRIBUTION, GEODATA_LICENCES } from './geo/attribution.ts';
export { findLocations, nameOfPoint } from './geo/lookup.ts';
export { seedEstate, seedRestaurants } from './seed/estate.ts';
export { seedGeo } from './seed/geo.ts';
export { SITE_LINES, type SiteLine } from './seed/restaurants.ts';
export {
  type Changed,
  type DishAvailability,
  findDish,
  sectionsAsServed,
  setDishAvailability,
  setDishPrice,
  setOperatorSpecialHours,
} from './service/changes.ts';
export {
  CLOSURE_LABEL,
  type ClosurePeriod,
  type ClosureRow,
  closedAt,
  closureById,
  closureSpecialHours,
  closuresOf,
  liveClosures,
  lockForClosure,
  storeClosure,
} from './service/closures.ts';
export {
  bookableRestaurantLocations,
  findRestaurant,
  listedRestaurantLocations,
  type RestaurantRow,
  restaurantChoices,
  restaurantExists,
} from './service/restaurants.ts';

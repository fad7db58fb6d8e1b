export * from './ClickCollectMap/index.ts';
export * from './LocationsGrid/index.ts';
export * from './RestaurantDetails/index.ts';
export * from './RestaurantFinder/index.ts';
export * from './RestaurantMap/index.ts';

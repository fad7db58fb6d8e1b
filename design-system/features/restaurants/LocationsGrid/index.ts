export { groupLocations, LocationsGrid, type LocationsGridProps } from './LocationsGrid.tsx';

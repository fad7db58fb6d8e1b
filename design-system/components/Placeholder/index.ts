export { Placeholder, type PlaceholderProps, placeholderRatios } from './Placeholder.tsx';

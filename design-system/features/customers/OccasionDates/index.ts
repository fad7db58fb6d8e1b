export { MAX_OCCASIONS, OccasionDates, type OccasionDatesProps } from './OccasionDates.tsx';

export {
  BOOKING_TIMES,
  DEFAULT_BOOKING_TIME,
  TimeSelect,
  type TimeSelectProps,
  timeSlots,
} from './TimeSelect.tsx';

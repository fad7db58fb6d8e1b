export {
  BookingStrip,
  type BookingStripProps,
  type BookingStripSearch,
  NEAR_ME_CHOICE,
} from './BookingStrip.tsx';

export { BookingStrip, type BookingStripProps, type BookingStripSearch } from './BookingStrip.tsx';

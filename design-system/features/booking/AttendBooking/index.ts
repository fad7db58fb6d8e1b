export { AttendBooking, type AttendBookingProps } from './AttendBooking.tsx';

export * from './AttendBooking/index.ts';
export * from './BookingModal/index.ts';
export * from './BookingStrip/index.ts';
export * from './BookingWizard/index.ts';
export * from './CardGuarantee/index.ts';
export * from './calendar.ts';
export * from './journey/index.ts';
export * from './ManageBooking/index.ts';

export * from './bookingJourney.ts';
export * from './calendar.ts';

/** The brand domain's public face: the brands, their keys and access tokens. */
export { seedBrands } from './seed.ts';
export { brandBookingLimits, brandReminderHours } from './service.ts';

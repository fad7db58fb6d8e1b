export * from './BookingWizard/index.ts';
export * from './CardGuarantee/index.ts';

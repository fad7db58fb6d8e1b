export * from './BookingWizard.tsx';
export * from './customerForm.ts';
export * from './wizardReducer.ts';

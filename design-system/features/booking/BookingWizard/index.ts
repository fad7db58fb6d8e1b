// The wizard's reducer and customer form are its own: only the component is public (the modal's journey has
// names of its own for the same ideas, `emptyCustomer`, `CustomerField`).
export * from './BookingWizard.tsx';
export { type WizardAction, type WizardState, wizardReducer } from './wizardReducer.ts';

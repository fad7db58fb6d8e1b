export { BookingWizard, type BookingWizardProps } from './BookingWizard.tsx';
// The booking journey (bookingJourney.ts) has its own customer form; the wizard's is exported under wizard names.
export {
  CUSTOMER_MESSAGES as WIZARD_CUSTOMER_MESSAGES,
  type CustomerInput as WizardCustomerInput,
  customerError as wizardCustomerError,
  toCustomer as toWizardCustomer,
} from './customerForm.ts';
export {
  applyLinkGroup,
  type BookingCustomer as WizardCustomer,
  type BookingType as WizardBookingType,
  initialWizardState,
  type WizardAction,
  type WizardSlot,
  type WizardState,
  type WizardStep,
  type WizardView,
  wizardReducer,
} from './wizardReducer.ts';

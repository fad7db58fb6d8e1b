export { BookingWizard, type BookingWizardProps } from './BookingWizard.tsx';
export {
  applyLinkGroup,
  type BookingType as WizardBookingType,
  initialWizardState,
  type WizardAction,
  type WizardSlot,
  type WizardState,
  type WizardStep,
  type WizardView,
  wizardReducer,
} from './wizardReducer.ts';

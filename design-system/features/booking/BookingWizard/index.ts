export type { WizardModel, WizardPanel } from '../steps/wizardModel.ts';
export { BookingWizard, type BookingWizardProps } from './BookingWizard.tsx';

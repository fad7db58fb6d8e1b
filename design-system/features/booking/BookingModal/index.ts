export { nearestOtherRestaurant } from '../journey/others.ts';
export type { JourneyState } from '../journey/state.ts';
export { partyWords } from '../steps/format.ts';
export {
  type BookingBotTrap,
  BookingModal,
  type BookingModalLinks,
  type BookingModalProps,
  type CardStepRenderProps,
} from './BookingModal.tsx';
export { byDistance, matchesSearch } from './LocationPicker.tsx';

export {
  BookingModal,
  type BookingModalLinks,
  type BookingModalProps,
  type CardStepRenderProps,
  nearestOtherRestaurant,
  partyWords,
} from './BookingModal.tsx';
export { byDistance, matchesSearch } from './LocationPicker.tsx';

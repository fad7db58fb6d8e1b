export { COPY_MESSAGES, CopyField } from './CopyField.tsx';
export { conflictWords, emptyWords, GuestTable, NOT_CHOSEN, OVER_PARTY } from './GuestTable.tsx';
export { chosenWords, reminderWith } from './model.ts';
export { overPartyWords, PreorderLinks } from './PreorderLinks.tsx';
export {
  ORGANISER_DONE,
  type OrganiserDone,
  type OrganiserProblem,
  organiserProblemMessage,
  PreorderOrganiser,
  type PreorderOrganiserProps,
} from './PreorderOrganiser.tsx';
export { PreorderSheet } from './PreorderSheet.tsx';

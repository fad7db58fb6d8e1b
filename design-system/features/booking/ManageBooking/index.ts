export { FindBooking, type FindBookingProps } from './FindBooking.tsx';
export { ManageBooking, type ManageBookingProps } from './ManageBooking.tsx';
export {
  MANAGE_PROBLEM_MESSAGES,
  type ManageLoad,
  type ManageProblem,
  manageProblemMessage,
} from './problems.tsx';

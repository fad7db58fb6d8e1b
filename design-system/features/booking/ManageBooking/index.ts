export {
  FindBooking,
  type FindBookingProps,
  MANAGE_PROBLEM_MESSAGES,
  ManageBooking,
  type ManageBookingProps,
  type ManageLoad,
  type ManageProblem,
  manageProblemMessage,
} from './ManageBooking.tsx';

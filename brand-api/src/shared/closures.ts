export interface ClosureInput {
  storeId: string;
  from: Date;
  to: Date;
  reason: string;
  actor: string;
}
export interface ClosureOutcome {
  closureId: string;
  created: boolean; // false: the same closure (store, from, to) already existed: nothing changed
  cancelledBookings: number;
  standbyEnded: number;
}
export interface ClosureBooking {
  reference: string;
  diningAt: string;
  partySize: number;
  email: string;
}
/** What a restaurant's closure does, as the operators' API calls it. */
export interface ClosureService {
  close(input: ClosureInput): Promise<ClosureOutcome>;
  bookings(closureId: string): Promise<ClosureBooking[] | undefined>; // undefined: no such closure
  list(
    storeId: string,
  ): Promise<{ closureId: string; from: string; to: string; reason: string; cancelledBookings: number }[]>;
}

import { AlertDialog } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { BOOKING_TIMES } from '../../../components/TimeSelect/TimeSelect.tsx';
import {
  type BookingSearch,
  bookableTimes,
  type JourneyState,
  nearestTime,
  stepIndex,
} from '../journey/index.ts';
import * as styles from './LeaveBooking.css.ts';

export const LEAVE_BOOKING = {
  title: 'Leave your booking?',
  description: 'What you have chosen will be lost.',
  keepGoing: 'Keep going',
  leave: 'Leave',
} as const;

/**
 * Has the diner chosen anything that closing would lose? Past the first choice (the restaurant) and before the
 * booking is made: any step after party, date and time, or a party, date or time other than the journey began
 * with (`start`, its time moved into the restaurant's hours as the step moves it).
 */
export function hasChoices(
  state: JourneyState,
  start: BookingSearch,
  restaurant: Record<string, unknown> | undefined,
): boolean {
  if (state.step === 'done' || state.step === 'restaurant') return false;
  if (stepIndex(state.step) > stepIndex('search') || state.availability || state.availabilityError)
    return true;
  const time = nearestTime(bookableTimes(restaurant, start.date, BOOKING_TIMES), start.time);
  const { adults, children, date } = state.search;
  return (
    adults !== start.adults ||
    children !== start.children ||
    date !== start.date ||
    state.search.time !== time
  );
}

/**
 * Asks before the booking modal closes on a journey with choices in it (Escape, the close button, a press
 * outside): Keep going (focused first, as Escape does) goes back to the modal where the diner was; Leave closes it.
 * A Radix AlertDialog: focus is trapped in it and returns to where it was in the modal.
 */
export function LeaveBooking({
  open,
  onKeepGoing,
  onLeave,
}: {
  open: boolean;
  onKeepGoing(): void;
  onLeave(): void;
}) {
  // Where the diner was in the modal as the question opened (noted before the question takes focus): Keep going
  // puts focus back there; Leave leaves it to the closing modal, which gives it back to its opener.
  const back = useRef<Element | null>(null);
  const left = useRef(false);
  useLayoutEffect(() => {
    if (!open) return;
    back.current = document.activeElement;
    left.current = false;
  }, [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => next || onKeepGoing()}>
      <AlertDialog.Portal container={typeof document === 'undefined' ? undefined : document.body}>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const to = back.current;
            if (!left.current && to instanceof HTMLElement && to.isConnected) to.focus();
          }}
        >
          <AlertDialog.Title className={styles.title}>{LEAVE_BOOKING.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {LEAVE_BOOKING.description}
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button>{LEAVE_BOOKING.keepGoing}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="secondary"
                onClick={() => {
                  left.current = true;
                  onLeave();
                }}
              >
                {LEAVE_BOOKING.leave}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

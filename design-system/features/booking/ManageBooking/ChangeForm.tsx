import {
  CLOSED_DAY_MESSAGE,
  closedOn,
  londonToday,
  MAX_ADULTS,
  MAX_CHILDREN,
  type ManagedBooking,
  MIN_ADULTS,
  openingTimes,
} from '@fittizia/contract';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { DatePicker, formatDisplayDate } from '../../../components/DatePicker/DatePicker.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { BOOKING_TIMES, TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import { isoDay, toDate } from '../steps/format.ts';
import * as styles from './ManageBooking.css.ts';
import { type ManageProblem, manageProblemMessage, Problem } from './problems.tsx';

/** The date hint's example: four weeks after London's today, so it is never in the past. */
export const exampleDate = (now: Date) => formatDisplayDate(addDays(toDate(londonToday(now)), 28));

/**
 * The change form: the new date, time and party, posted as `intent=change` to the page's address. With the
 * restaurant's record, its closed days cannot be chosen and the times follow its opening hours: those of any of
 * its days until a new date is chosen (the form works without JavaScript), then that day's.
 */
export function ChangeForm({
  booking,
  action,
  problem,
  now,
  restaurant,
}: {
  booking: ManagedBooking;
  action: string;
  problem: ManageProblem | undefined;
  now: Date;
  /** The booking's restaurant with its opening hours, when known. */
  restaurant?: Record<string, unknown> | undefined;
}) {
  const [chosenDate, setChosenDate] = useState<string>();
  const times = openingTimes(restaurant, chosenDate, BOOKING_TIMES);
  return (
    <section className={styles.section} aria-labelledby="manage-change-form-heading">
      <Heading level="2" id="manage-change-form-heading">
        Change your booking
      </Heading>
      <p>
        Choose the new date, time or number of guests. We check there is a table before anything changes: if
        there is none, your booking stays exactly as it is.
      </p>
      {problem !== undefined ? <Problem>{manageProblemMessage(problem, 'change')}</Problem> : null}
      <form method="post" action={action} className={styles.section}>
        <input type="hidden" name="intent" value="change" />
        <div className={styles.party}>
          <NumberStepper
            name="adults"
            label="Adults"
            itemName="adult"
            min={MIN_ADULTS}
            max={MAX_ADULTS}
            defaultValue={booking.adults}
          />
          <NumberStepper
            name="children"
            label="Children"
            itemName="child"
            min={0}
            max={MAX_CHILDREN}
            defaultValue={booking.children}
          />
        </div>
        <DatePicker
          name="date"
          label="Date"
          hint={`For example, ${exampleDate(now)}`}
          today={now}
          defaultValue={toDate(booking.date)}
          disabledDays={(day) => closedOn(restaurant, isoDay(day))}
          disabledDayMessage={CLOSED_DAY_MESSAGE}
          onChange={(date) => setChosenDate(date ? isoDay(date) : undefined)}
        />
        <TimeSelect
          name="time"
          label="Time"
          defaultValue={times.includes(booking.time) ? booking.time : undefined}
          times={times}
        />
        <ul className={styles.links}>
          <li>
            <Button type="submit">Change my booking</Button>
          </li>
          <li>
            <a href={action}>No, keep my booking as it is</a>
          </li>
        </ul>
      </form>
    </section>
  );
}

import { MAX_ADULTS, MAX_CHILDREN, type ManagedBooking, MIN_ADULTS } from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { DatePicker } from '../../../components/DatePicker/DatePicker.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { BOOKING_TIMES, TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import { toDate } from '../steps/format.ts';
import * as styles from './ManageBooking.css.ts';
import { type ManageProblem, manageProblemMessage, Problem } from './problems.tsx';

/** The change form: the new date, time and party, posted as `intent=change` to the page's address. */
export function ChangeForm({
  booking,
  action,
  problem,
  now,
}: {
  booking: ManagedBooking;
  action: string;
  problem: ManageProblem | undefined;
  now: Date;
}) {
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
          hint="For example, 27/03/2026"
          today={now}
          defaultValue={toDate(booking.date)}
        />
        <TimeSelect name="time" label="Time" defaultValue={booking.time} times={BOOKING_TIMES} />
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

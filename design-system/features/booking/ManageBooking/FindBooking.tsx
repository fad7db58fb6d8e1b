import { Button } from '../../../components/Button/Button.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import * as styles from './ManageBooking.css.ts';
import { type ManageProblem, manageProblemMessage, Problem } from './problems.tsx';

export interface FindBookingProps {
  /** The page's own address: the form posts here. */
  action: string;
  problem?: ManageProblem | undefined;
}

/** Find my booking: the reference and the e-mail address it was made with. */
export function FindBooking({ action, problem }: FindBookingProps) {
  return (
    <div className={styles.page}>
      <Heading level="1">Find my booking</Heading>
      <p>
        Enter the booking reference from your confirmation e-mail and the e-mail address you booked with. We
        will take you to your booking, where you can see its details or cancel it.
      </p>
      {problem !== undefined ? <Problem>{manageProblemMessage(problem, 'find')}</Problem> : null}
      <form method="post" action={action} className={styles.section}>
        <TextInput
          name="reference"
          label="Booking reference"
          hint="For example, K7QM2XRA"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          width="10"
        />
        <TextInput name="emailAddress" type="email" label="E-mail address" autoComplete="email" required />
        <p>
          <Button type="submit">Find my booking</Button>
        </p>
      </form>
    </div>
  );
}

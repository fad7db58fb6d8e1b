import { type FormEvent, useEffect, useRef } from 'react';
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

/**
 * What the diner typed, kept in the tab's session storage while the form posts: the answer is a redirect back to
 * this page with the problem only (nothing typed goes into an address), and the fields are filled again from it.
 */
export const FIND_BOOKING_TYPED_KEY = 'find-booking-typed';
const FIELDS = ['reference', 'emailAddress'] as const;

function keepTyped(form: HTMLFormElement) {
  const data = new FormData(form);
  const typed = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
  try {
    sessionStorage.setItem(FIND_BOOKING_TYPED_KEY, JSON.stringify(typed));
  } catch {
    // Storage refused (private mode, quota): the fields are simply empty after a refusal.
  }
}

/** Fills the empty fields with what was typed before a refusal, once; the kept copy is removed either way. */
function restoreTyped(form: HTMLFormElement, refused: boolean) {
  let typed: Record<string, unknown> = {};
  try {
    typed = JSON.parse(sessionStorage.getItem(FIND_BOOKING_TYPED_KEY) ?? '{}') ?? {};
    sessionStorage.removeItem(FIND_BOOKING_TYPED_KEY);
  } catch {
    return;
  }
  if (!refused) return;
  for (const name of FIELDS) {
    const input = form.elements.namedItem(name);
    const value = typed[name];
    if (input instanceof HTMLInputElement && input.value === '' && typeof value === 'string')
      input.value = value;
  }
}

/** Find my booking: the reference and the e-mail address it was made with. */
export function FindBooking({ action, problem }: FindBookingProps) {
  const form = useRef<HTMLFormElement>(null);
  const refused = problem !== undefined;
  useEffect(() => {
    if (form.current) restoreTyped(form.current, refused);
  }, [refused]);
  return (
    <div className={styles.page}>
      <Heading level="1">Find my booking</Heading>
      <p>
        Enter the booking reference from your confirmation e-mail and the e-mail address you booked with. We
        will take you to your booking, where you can see its details or cancel it.
      </p>
      {problem !== undefined ? <Problem>{manageProblemMessage(problem, 'find')}</Problem> : null}
      <form
        ref={form}
        method="post"
        action={action}
        className={styles.section}
        onSubmit={(event: FormEvent<HTMLFormElement>) => keepTyped(event.currentTarget)}
      >
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

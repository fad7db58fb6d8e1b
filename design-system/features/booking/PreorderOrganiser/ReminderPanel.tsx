import type { PreorderView } from '@fittizia/contract';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { CopyField } from './CopyField.tsx';
import { emptyWords } from './GuestTable.tsx';
import { absoluteLink, reminderWith, tally } from './model.ts';
import * as styles from './PreorderOrganiser.css.ts';

/**
 * Remind the guests who have not chosen: who they are, the guests' link and a ready message (the brand API's
 * `reminderText`, its link made whole) to paste into the party's chat, each with a copy button. The organiser
 * sends it themselves: nobody's address is asked for.
 */
export function ReminderPanel({ view, origin }: { view: PreorderView; origin?: string | undefined }) {
  const { waiting, empty } = tally(view);
  if (!view.guestLink) return null;
  const link = absoluteLink(view.guestLink, origin);
  const message = reminderWith(view, link);
  return (
    <section className={styles.section} aria-labelledby="preorder-remind-heading">
      <Heading level="2" id="preorder-remind-heading">
        Remind your guests
      </Heading>
      {waiting.length > 0 || empty > 0 ? (
        <ul className={styles.list}>
          {waiting.length > 0 ? <li>{`Not chosen yet: ${waiting.join(', ')}`}</li> : null}
          {empty > 0 ? <li>{emptyWords(empty)}</li> : null}
        </ul>
      ) : (
        <p className={styles.notice}>Everyone has chosen. You can still share the link for changes.</p>
      )}
      <CopyField label="The guests’ link" value={link} buttonLabel="Copy the link" />
      {message ? (
        <CopyField label="A ready message to send" value={message} buttonLabel="Copy the message" multiline />
      ) : null}
    </section>
  );
}

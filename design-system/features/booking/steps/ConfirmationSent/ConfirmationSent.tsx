import * as styles from './ConfirmationSent.css.ts';

export const MANAGE_LINK_TEXT = 'View, change or cancel your booking';

/**
 * After a booking, in the modal's confirmation and the wizard's thank-you alike: the address the
 * confirmation e-mail went to and the link to the booking's manage page. An enquiry has no manage page yet.
 */
export function ConfirmationSent({
  sentTo,
  manageLink,
  enquiry = false,
}: {
  sentTo: string | undefined;
  manageLink: string | undefined;
  enquiry?: boolean;
}) {
  return (
    <>
      {sentTo ? (
        <p className={styles.sent}>
          {enquiry ? 'We have sent the details of your enquiry to ' : 'We have sent your confirmation to '}
          <strong>{sentTo}</strong>.
        </p>
      ) : null}
      {manageLink && !enquiry ? (
        <p className={styles.manage}>
          <a href={manageLink}>{MANAGE_LINK_TEXT}</a>
        </p>
      ) : null}
    </>
  );
}

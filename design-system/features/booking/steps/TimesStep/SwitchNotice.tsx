import * as styles from '../modal.css.ts';

/**
 * What switching restaurant kept and cleared, shown above the steps. Screen readers hear it through
 * the modal's status region (`useBookingModal`'s announcement), with the step it lands on.
 */
export function SwitchNotice({ notice }: { notice: string | undefined }) {
  return notice ? <p className={styles.notice}>{notice}</p> : null;
}

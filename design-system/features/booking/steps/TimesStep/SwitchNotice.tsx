import { visuallyHidden } from '../../../../tokens/visuallyHidden.css.ts';
import * as styles from '../modal.css.ts';

/**
 * What switching restaurant kept and cleared (issue 50), in a status region that is always there, so each new
 * sentence is announced politely as it is written.
 */
export function SwitchNotice({ notice }: { notice: string | undefined }) {
  return (
    <p role="status" className={notice ? styles.notice : visuallyHidden}>
      {notice ?? ''}
    </p>
  );
}

import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import * as styles from './PreorderOrganiser.css.ts';

export const COPY_MESSAGES = {
  copied: 'Copied',
  copyFailed: "We couldn't copy it. Select the text above and copy it yourself.",
} as const;

/**
 * A text to share (a link, a ready message): shown whole in a read-only field anyone can select and copy, and,
 * once the page's code runs, a button that copies it with an announced "Copied". Without JavaScript the field is
 * all there is, and it is enough.
 */
export function CopyField({
  label,
  value,
  buttonLabel,
  multiline = false,
}: {
  label: string;
  value: string;
  buttonLabel: string;
  multiline?: boolean;
}) {
  const id = useId();
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => {
    setCanCopy(typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function');
  }, []);
  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(value);
      setStatus(COPY_MESSAGES.copied);
    } catch {
      setStatus(COPY_MESSAGES.copyFailed);
    }
  };
  return (
    <div className={styles.section}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} className={styles.copyText} readOnly rows={4} value={value} />
      ) : (
        <input id={id} className={styles.copyText} readOnly type="text" value={value} />
      )}
      {canCopy ? (
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={copy}>
            {buttonLabel}
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </div>
  );
}

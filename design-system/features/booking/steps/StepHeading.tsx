import { type ReactNode, useLayoutEffect, useRef } from 'react';
import * as styles from './modal.css.ts';

interface HeadingProps {
  children: ReactNode;
  /** Whether its step is the current one: a heading that stays mounted while its section is closed (the
   * party, date and time) takes focus again when the diner comes back to its step (Edit date). */
  active?: boolean;
}

function FocusedHeading({ children, active = true }: HeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Before the browser paints and before the dialog's focus trap sees the old step's control go.
  useLayoutEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h3>
  );
}

/** A step's heading; it takes focus when its step (its `focusKey`) begins. */
export function StepHeading({ focusKey, ...props }: HeadingProps & { focusKey: string }) {
  return <FocusedHeading key={focusKey} {...props} />;
}

import type { StandbyAsk, StandbyEntry, StandbyJoinRequest } from '@fittizia/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { longDate } from '../format.ts';
import * as styles from '../modal.css.ts';

/** The form's code is loaded only when the diner asks for it: the booking chunk stays small. */
const StandbyJoinForm = lazy(() =>
  import('./StandbyJoinForm.tsx').then((m) => ({ default: m.StandbyJoinForm })),
);

export interface StandbyJoinProps {
  /** What was asked for when no table fitted (`journeyStandbyAsk`, `wizardStandbyAsk`). */
  ask: StandbyAsk;
  /** Sends the join request (the front-end's brand client, `standbyJoin`). */
  join(body: StandbyJoinRequest): Promise<StandbyEntry>;
  /** Opened at first (stories). */
  defaultOpen?: boolean;
}

/**
 * The booking flow's standby offer, the same in the modal and the wizard: when no table fits, "Join the
 * standby list" opens a short form (the times the diner could come, their details and consent).
 */
export function StandbyJoin({ ask, join, defaultOpen = false }: StandbyJoinProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className={styles.notice} aria-labelledby="standby-join-heading">
      <h3 id="standby-join-heading" className={styles.intro}>
        Join the standby list
      </h3>
      <p className={styles.intro}>
        {`No table for ${ask.adults + ask.children} fits ${ask.time} on ${longDate(ask.date)} at ${ask.storeName}. Join the standby list and we will e-mail you if one comes free.`}
      </p>
      {open ? (
        <Suspense fallback={<Spinner size="small" label="Loading the standby form" />}>
          <StandbyJoinForm ask={ask} join={join} focusFirst={!defaultOpen} />
        </Suspense>
      ) : (
        <p className={styles.intro}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Join the standby list
          </Button>
        </p>
      )}
    </section>
  );
}

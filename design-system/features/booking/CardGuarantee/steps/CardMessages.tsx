import { BOOKING_MESSAGES } from '@fittizia/contract';
import * as styles from '../CardGuarantee.css.ts';
import type { CardModel } from '../cardModel.ts';

/** The form's failures (8.2: it did not load, the card was refused) and the acceptance, announced. */
export function CardMessages({ model }: { model: CardModel }) {
  return (
    <>
      <div role="alert">
        {model.load === 'failed' ? <p className={styles.message}>{BOOKING_MESSAGES.cardFormFailed}</p> : null}
        {model.status === 'failed' ? (
          <p className={styles.message}>{BOOKING_MESSAGES.cardSubmitFailed}</p>
        ) : null}
      </div>
      <div role="status">
        {model.accepted ? <p className={styles.accepted}>Your card has been accepted.</p> : null}
      </div>
    </>
  );
}

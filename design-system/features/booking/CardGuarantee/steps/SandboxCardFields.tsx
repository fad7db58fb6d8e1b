import { TextInput } from '../../../../components/TextInput/TextInput.tsx';
import * as styles from '../CardGuarantee.css.ts';
import type { CardModel } from '../cardModel.ts';

/** The local sandbox form: a test card number becomes a sandbox nonce in the browser. */
export function SandboxCardFields({ model }: { model: CardModel }) {
  const { card, change, locked, cardError } = model;
  return (
    <div className={styles.fields}>
      <p className={[styles.hint, styles.wide].join(' ')}>
        Card sandbox: use a test card, never a real one. 4111 1111 1111 1111 is accepted, 4000 1111 1111 1115
        is declined.
      </p>
      <TextInput
        className={styles.wide}
        label="Card number"
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={change('number')}
        readOnly={locked}
        error={cardError ?? undefined}
      />
      <TextInput
        label="Expiry date"
        hint="For example, 12/29"
        name="cc-exp"
        autoComplete="cc-exp"
        inputMode="numeric"
        width="5"
        value={card.expiry}
        onChange={change('expiry')}
        readOnly={locked}
      />
      <TextInput
        label="Security code (CVV)"
        hint="The last 3 digits on the back of the card"
        name="cc-csc"
        autoComplete="cc-csc"
        inputMode="numeric"
        width="4"
        value={card.cvv}
        onChange={change('cvv')}
        readOnly={locked}
      />
      <TextInput
        className={styles.wide}
        label="Name on card"
        name="cc-name"
        autoComplete="cc-name"
        value={card.name}
        onChange={change('name')}
        readOnly={locked}
      />
    </div>
  );
}

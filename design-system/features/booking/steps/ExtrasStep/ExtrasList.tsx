import type { Upsell } from '@fittizia/contract';
import { NumberStepper } from '../../../../components/NumberStepper/NumberStepper.tsx';
import { pounds } from '../format.ts';
import * as styles from '../modal.css.ts';

/** The extras offered, each from 0 to its maximum (spec 5.2); the modal's and the wizard's. */
export function ExtrasList({
  upsells,
  extras,
  onChange,
}: {
  upsells: readonly Upsell[];
  extras: Readonly<Record<string, number>>;
  onChange(id: string, quantity: number): void;
}) {
  return (
    <ul className={styles.extras}>
      {upsells.map((u) => (
        <li key={u.id} className={styles.extra}>
          <NumberStepper
            label={u.price != null ? `${u.name}, ${pounds(u.price)}` : u.name}
            hint={u.description ?? undefined}
            itemName={u.name}
            min={0}
            max={u.maximumQuantity}
            value={extras[u.id] ?? 0}
            onChange={(quantity) => onChange(u.id, quantity)}
            onRemove={() => onChange(u.id, 0)}
          />
        </li>
      ))}
    </ul>
  );
}

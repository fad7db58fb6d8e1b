import { UK_ALLERGENS } from '@fittizia/contract';
import { useState } from 'react';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { allergenWords, type BookingNeeds } from '../../journey/index.ts';
import * as styles from '../modal.css.ts';

const ACCESS_NEEDS: { need: 'wheelchair' | 'highChair' | 'pram'; label: string }[] = [
  { need: 'wheelchair', label: 'Wheelchair access' },
  { need: 'highChair', label: 'A high chair' },
  { need: 'pram', label: 'Space for a pram' },
];

/** The optional structured needs: allergies in the party, then access needs, each group under its own name. */
export function NeedsFields({
  needs,
  onChange,
}: {
  needs: BookingNeeds;
  onChange(needs: BookingNeeds): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.needs} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.needsSummary}>Allergies and access needs (optional)</summary>
      {/* Rendered only when open, so nothing hidden is in the tab order. */}
      {open ? (
        <>
          <fieldset className={styles.storeSlots}>
            <legend className={styles.storeName}>Allergies in your party</legend>
            <div className={styles.allergens}>
              {UK_ALLERGENS.map((a) => (
                <Checkbox
                  key={a}
                  label={allergenWords(a).replace(/^./, (c) => c.toUpperCase())}
                  checked={needs.allergies.includes(a)}
                  onChange={(event) =>
                    onChange({
                      ...needs,
                      allergies: event.target.checked
                        ? [...needs.allergies, a]
                        : needs.allergies.filter((x) => x !== a),
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.storeSlots}>
            <legend className={styles.storeName}>Access needs</legend>
            {ACCESS_NEEDS.map(({ need, label }) => (
              <Checkbox
                key={need}
                label={label}
                checked={needs[need]}
                onChange={(event) => onChange({ ...needs, [need]: event.target.checked })}
              />
            ))}
          </fieldset>
        </>
      ) : null}
    </details>
  );
}

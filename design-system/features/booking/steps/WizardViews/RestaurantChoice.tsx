import type { Restaurant } from '@fittizia/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import * as styles from '../wizard.css.ts';

/** The wizard's restaurant select and change views (spec 2.5). */
export function RestaurantChoice({
  heading,
  restaurants,
  current,
  changing,
  onChoose,
  onCancel,
}: {
  heading: ReactNode;
  restaurants: readonly Restaurant[];
  current: string | null;
  changing: boolean;
  onChoose(id: string): void;
  onCancel(): void;
}) {
  const [choice, setChoice] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      aria-label={changing ? 'Change restaurant' : 'Choose a restaurant'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) {
          setError('Choose a restaurant');
          return;
        }
        onChoose(choice);
      }}
    >
      {heading}
      {changing ? <p>Changing the restaurant starts your booking again.</p> : null}
      <Select
        label="Restaurant"
        placeholder="Choose a restaurant"
        options={restaurants.map((r) => ({ value: r.storeId, label: r.title }))}
        value={choice}
        error={error}
        onChange={(event) => {
          setChoice(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <div className={styles.actions}>
        {changing ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit">{changing ? 'Change restaurant' : 'Continue'}</Button>
      </div>
    </form>
  );
}

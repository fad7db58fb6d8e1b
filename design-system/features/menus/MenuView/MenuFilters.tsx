import { UK_ALLERGENS, type UkAllergen } from '@fittizia/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import * as styles from './MenuView.css.ts';
import { allergenLabel, type DietaryOption, type MenuFilterState } from './menuFilters.ts';

export interface MenuFiltersProps {
  filters: MenuFilterState;
  dietary: DietaryOption[];
  onChange?: (next: MenuFilterState) => void;
  /** Show the text search (restaurant menus: spec 9, RESTAURANT_MENU_SEARCH). */
  searchable?: boolean;
  searchLabel?: string;
  /** Where the form submits without script (the current page). */
  action?: string;
}

/**
 * Dietary and allergen filters and the menu search. A GET form, so it works before the script loads; with
 * the script every change applies at once through `onChange` (the page keeps the state in the URL).
 */
export function MenuFilters({
  filters,
  dietary,
  onChange,
  searchable = false,
  searchLabel = 'Search the menu',
  action,
}: MenuFiltersProps) {
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onChange) return;
    event.preventDefault();
    onChange({ ...filters, q });
  };

  return (
    <form method="get" action={action} className={styles.filters} onSubmit={submit} aria-label="Menu filters">
      {searchable ? (
        <TextInput
          label={searchLabel}
          name="q"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            onChange?.({ ...filters, q: e.target.value });
          }}
          autoComplete="off"
        />
      ) : null}
      {dietary.length > 0 ? (
        <CheckboxGroup
          name="diet"
          legend="Dietary"
          hint="Show only dishes that are:"
          options={dietary.map((d) => ({ value: d.slug, label: d.name }))}
          value={filters.diet}
          onChange={(diet) => onChange?.({ ...filters, diet })}
        />
      ) : null}
      <details className={styles.allergenDetails} open={filters.allergens.length > 0 || undefined}>
        <summary className={styles.detailsSummary}>
          Allergens{filters.allergens.length > 0 ? ` (${filters.allergens.length} chosen)` : ''}
        </summary>
        <CheckboxGroup
          name="allergens"
          legend="Hide dishes containing"
          hint="Dishes that contain any allergen you choose are hidden."
          options={UK_ALLERGENS.map((a) => ({ value: a, label: allergenLabel(a) }))}
          value={filters.allergens}
          onChange={(allergens) => onChange?.({ ...filters, allergens: allergens as UkAllergen[] })}
        />
      </details>
      {filters.caloriesOff ? <input type="hidden" name="calories" value="off" /> : null}
      <div className={styles.filterActions}>
        <Button type="submit" variant="secondary" size="sm">
          Apply filters
        </Button>
      </div>
    </form>
  );
}

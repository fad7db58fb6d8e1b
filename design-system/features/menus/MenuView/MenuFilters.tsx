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
  const chosen = filters.allergens.length;
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
          className={styles.filterGroup}
          options={dietary.map((d) => ({ value: d.slug, label: d.name }))}
          value={filters.diet}
          onChange={(diet) => onChange?.({ ...filters, diet })}
        />
      ) : null}
      {/* A native disclosure: it opens and closes with or without the script, by mouse, touch and keyboard. */}
      <details className={styles.disclosure} open={chosen > 0 || undefined}>
        <summary className={styles.disclosureButton}>
          <span className={styles.disclosureLabel}>
            Allergens
            <span className={styles.disclosureHint}>
              {chosen > 0 ? `${chosen} chosen` : 'Hide dishes containing an allergen'}
            </span>
          </span>
          <svg
            className={styles.disclosureChevron}
            width="20"
            height="20"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div className={styles.disclosurePanel}>
          <CheckboxGroup
            name="allergens"
            legend="Hide dishes containing"
            hint="Dishes that contain any allergen you choose are hidden."
            options={UK_ALLERGENS.map((a) => ({ value: a, label: allergenLabel(a) }))}
            value={filters.allergens}
            onChange={(allergens) => onChange?.({ ...filters, allergens: allergens as UkAllergen[] })}
          />
        </div>
      </details>
      {filters.caloriesOff ? <input type="hidden" name="calories" value="off" /> : null}
      <div className={styles.filterActions}>
        {/* Without the script the form is sent with this button; with it, each change applies at once. */}
        <Button type="submit" variant="secondary" size="sm">
          Apply filters
        </Button>
      </div>
    </form>
  );
}

import type { PreorderSection, UkAllergen } from '@fittizia/contract';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { tagSlug } from '../../menus/index.ts';
import { AllergenFacts } from './AllergenFacts.tsx';
import * as styles from './Preorder.css.ts';
import { PREORDER_FIELDS, preorderFieldId } from './preorderForm.ts';

export interface DishChoiceProps {
  section: PreorderSection;
  /** The dishes shown (the menu's filters narrow them); the chosen dish is always shown. */
  shownIds?: ReadonlySet<string>;
  value?: string;
  onChange?: (dishId: string) => void;
  avoid?: readonly UkAllergen[];
  error?: string;
  /** Words before the course's name in its legend ("Children's menu: "). */
  legendPrefix?: string;
}

/** One course: a fieldset whose legend is the course, a radio per dish with its dietary tags, allergens and calories. */
export function DishChoice({
  section,
  shownIds,
  value,
  onChange,
  avoid = [],
  error,
  legendPrefix = '',
}: DishChoiceProps) {
  const dishes = section.dishes.filter((d) => !shownIds || shownIds.has(d.id) || d.id === value);
  const hidden = section.dishes.length - dishes.length;
  return (
    <div data-testid={`course-${section.id}`}>
      <RadioGroup
        id={preorderFieldId.section(section.id)}
        name={PREORDER_FIELDS.choice(section.id)}
        legend={`${legendPrefix}${section.name}${section.required ? '' : ' (optional)'}`}
        hint={
          hidden > 0
            ? `${hidden} ${hidden === 1 ? 'dish' : 'dishes'} hidden by the menu’s filters.`
            : undefined
        }
        error={error}
        value={value ?? ''}
        onChange={onChange}
        options={dishes.map((dish) => {
          const conflict = dish.allergens.some((a) => avoid.includes(a));
          return {
            value: dish.id,
            label: (
              <span className={styles.dishLabel}>
                <span>{dish.name}</span>
                {dish.dietaryTags.map((t) => (
                  <Badge key={tagSlug(t.name)} tone="secondary" title={t.name}>
                    <span aria-hidden="true">{t.code ?? t.name}</span>
                    <span className={visuallyHidden}>{t.name}</span>
                  </Badge>
                ))}
                {conflict ? <Badge tone="warning">Contains an allergen you avoid</Badge> : null}
              </span>
            ),
            hint: (
              <>
                {dish.description ? <span className={styles.description}>{dish.description}</span> : null}
                <AllergenFacts dish={dish} avoid={avoid} />
              </>
            ),
          };
        })}
      />
    </div>
  );
}

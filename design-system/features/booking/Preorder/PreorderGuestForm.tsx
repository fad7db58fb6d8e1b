import {
  PREORDER_NAME_MAX_LENGTH,
  PREORDER_NOTE_MAX_LENGTH,
  type PreorderGuestEntry,
  type PreorderGuestRequest,
  type PreorderSection,
  type PreorderView,
  preorderChoiceField,
  UK_ALLERGENS,
  type UkAllergen,
} from '@fittizia/contract';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { ErrorSummary } from '../../../components/ErrorSummary/ErrorSummary.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import {
  allergenLabel,
  dietaryOptions,
  EMPTY_MENU_FILTERS,
  filterMenu,
  type MenuFilterState,
  MenuFilters,
} from '../../menus/index.ts';
import { DishChoice } from './DishChoice.tsx';
import * as styles from './Preorder.css.ts';
import {
  conflictMessages,
  PREORDER_FIELDS,
  type PreorderFormErrors,
  preorderFieldId,
  preorderFormToRequest,
  sectionsFor,
  validatePreorderEntry,
} from './preorderForm.ts';

export interface PreorderGuestFormProps {
  view: PreorderView;
  /** The entry being changed (its choices prefill the form). */
  entry?: PreorderGuestEntry;
  /** What was typed (a refused submit): wins over `entry`. */
  values?: Partial<PreorderGuestRequest>;
  /** Errors keyed by field: `firstName`, `note`, `choices.<sectionId>`, and `form` for a refusal of the whole entry. */
  errors?: Record<string, string>;
  /** Where the plain form posts (no script). */
  action: string;
  hidden?: Record<string, string>;
  submitLabel?: string;
  /** With the script: called with a checked request instead of posting. */
  onSubmit?: (values: PreorderGuestRequest) => void;
  /** The menu's filters (the page's URL keeps them: `?diet=vegan&allergens=peanuts`). */
  filters?: MenuFilterState;
  /** Shows the submit as busy (the script's request is under way). */
  busy?: boolean;
}

const NO_ERRORS: Record<string, string> = {};

const asMenu = (view: PreorderView, sections: PreorderSection[]) => ({
  id: view.reference,
  name: view.menuName,
  sections: sections.map((s) => ({
    id: s.id,
    name: s.name,
    items: s.dishes.map((d) => ({ ...d, price: null, dietaryTags: d.dietaryTags })),
  })),
});

function initial(entry?: PreorderGuestEntry, values?: Partial<PreorderGuestRequest>) {
  const source = { ...(entry ?? {}), ...(values ?? {}) };
  return {
    firstName: source.firstName ?? '',
    child: source.child ?? false,
    choices: Object.fromEntries((source.choices ?? []).map((c) => [c.sectionId, c.dishId])) as Record<
      string,
      string
    >,
    allergens: (source.allergens ?? []) as UkAllergen[],
    note: source.note ?? '',
  };
}

/**
 * One guest's entry: first name, a child's place, a dish per course with its tags, allergens and calories, the
 * allergens they avoid (marked on the dishes and warned about, not refused), and a note. A plain POST to `action`
 * without the script; with it, `onSubmit` gets the checked request.
 */
export function PreorderGuestForm({
  view,
  entry,
  values,
  errors = NO_ERRORS,
  action,
  hidden = {},
  submitLabel = 'Save my choice',
  onSubmit,
  filters: initialFilters = EMPTY_MENU_FILTERS,
  busy = false,
}: PreorderGuestFormProps) {
  const [state, setState] = useState(() => initial(entry, values));
  const [filters, setFilters] = useState(initialFilters);
  // The script's own check of a submit, until the page gives new errors.
  const [local, setLocal] = useState<{ base: Record<string, string>; errors: PreorderFormErrors } | null>(
    null,
  );
  // Before the script runs the form shows both menus' courses when the booking has children (the server reads those
  // of the place chosen); with it, only the courses of the place chosen.
  const [scripted, setScripted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed or chosen before the script ran is kept: the form's own fields are read once it runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the script takes the form over
  useEffect(() => {
    if (formRef.current)
      setState(initial(undefined, preorderFormToRequest(new FormData(formRef.current), view)));
    setScripted(true);
  }, []);
  const shown = local && local.base === errors ? local.errors : errors;

  const hasChildren = view.children > 0 && view.childrenSections.length > 0;
  const groups: { prefix: string; sections: PreorderSection[] }[] =
    hasChildren && !scripted
      ? [
          { prefix: 'Adults: ', sections: view.sections },
          { prefix: 'Children: ', sections: view.childrenSections },
        ]
      : [{ prefix: '', sections: sectionsFor(view, state.child) }];
  const allSections = groups.flatMap((g) => g.sections);
  const shownIds = useMemo(() => {
    const result = filterMenu(asMenu(view, allSections), filters);
    return new Set(result.sections.flatMap((s) => s.items.map((i) => i.id ?? '')));
  }, [view, allSections, filters]);

  const request = {
    child: state.child,
    allergens: state.allergens,
    choices: Object.entries(state.choices).map(([sectionId, dishId]) => ({ sectionId, dishId })),
  };
  const conflicts = conflictMessages(view, request);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmit) return;
    event.preventDefault();
    const body = preorderFormToRequest(new FormData(event.currentTarget), view);
    const found = validatePreorderEntry(view, body);
    setLocal({ base: errors, errors: found });
    if (Object.keys(found).length === 0) onSubmit(body);
  };

  const summary = [
    ...(shown.firstName ? [{ fieldId: preorderFieldId.firstName, message: shown.firstName }] : []),
    ...allSections.flatMap((s) => {
      const message = shown[preorderChoiceField(s.id)];
      return message ? [{ fieldId: preorderFieldId.firstDish(s.id), message }] : [];
    }),
    ...(shown.note ? [{ fieldId: preorderFieldId.note, message: shown.note }] : []),
  ];

  return (
    <div className={styles.form}>
      <ErrorSummary key={JSON.stringify(shown)} errors={summary} description={shown.form} />
      <MenuFilters
        filters={filters}
        dietary={dietaryOptions(asMenu(view, allSections))}
        onChange={setFilters}
      />
      <form ref={formRef} method="post" action={action} className={styles.form} onSubmit={submit} noValidate>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextInput
          id={preorderFieldId.firstName}
          label="First name"
          hint={`Only your first name is shown to the group (up to ${PREORDER_NAME_MAX_LENGTH} characters).`}
          name={PREORDER_FIELDS.firstName}
          autoComplete="given-name"
          value={state.firstName}
          onChange={(e) => setState({ ...state, firstName: e.target.value })}
          error={shown.firstName}
        />
        {hasChildren ? (
          <Checkbox
            id={preorderFieldId.child}
            name={PREORDER_FIELDS.child}
            label="This is a child’s place (the children’s menu)"
            checked={state.child}
            onChange={(e) => setState({ ...state, child: e.target.checked })}
          />
        ) : null}
        <CheckboxGroup
          id={preorderFieldId.allergens}
          name={PREORDER_FIELDS.allergens}
          legend="I avoid"
          hint="Dishes containing an allergen you choose are marked. You can still choose them: tell us in the note."
          options={UK_ALLERGENS.map((a) => ({ value: a, label: allergenLabel(a) }))}
          value={state.allergens}
          onChange={(next) => setState({ ...state, allergens: next as UkAllergen[] })}
        />
        <div className={styles.courses}>
          {groups.flatMap((g) =>
            g.sections.map((section) => (
              <DishChoice
                key={section.id}
                section={section}
                legendPrefix={g.prefix}
                shownIds={shownIds}
                value={state.choices[section.id]}
                onChange={(dishId) =>
                  setState({ ...state, choices: { ...state.choices, [section.id]: dishId } })
                }
                avoid={state.allergens}
                error={shown[preorderChoiceField(section.id)]}
              />
            )),
          )}
        </div>
        <div role="status" data-testid="allergen-warnings">
          {conflicts.length > 0 ? (
            <ul className={styles.warnings}>
              {conflicts.map((c) => (
                <li key={c.dishId}>{c.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <Textarea
          id={preorderFieldId.note}
          label="A note for the kitchen (optional)"
          name={PREORDER_FIELDS.note}
          rows={3}
          maxCharacters={PREORDER_NOTE_MAX_LENGTH}
          value={state.note}
          onChange={(e) => setState({ ...state, note: e.target.value })}
          error={shown.note}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

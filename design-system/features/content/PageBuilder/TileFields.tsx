import type { ContentProblem } from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { type EditableTile, fieldId, getIn, problemsAt } from './editorDraft.ts';
import * as styles from './Workspace.css.ts';

/* The text, image, link and list fields of one tile; every control is named by its label and says its problem. */

type Path = (string | number)[];
export interface FieldsProps {
  tile: EditableTile;
  index: number;
  problems: ContentProblem[];
  onChange: (path: Path, value: unknown) => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function TextField({
  label,
  path,
  multiline = false,
  ...props
}: FieldsProps & { label: string; path: Path; multiline?: boolean }) {
  const id = fieldId(['tiles', props.index, ...path]);
  const common = {
    id,
    label,
    value: text(getIn(props.tile, path)),
    error: problemsAt(props.problems, id),
  };
  return multiline ? (
    <Textarea
      {...common}
      rows={3}
      onChange={(event) => props.onChange(path, event.target.value || undefined)}
    />
  ) : (
    <TextInput {...common} onChange={(event) => props.onChange(path, event.target.value || undefined)} />
  );
}

export function ChoiceField({
  label,
  path,
  choices,
  none,
  ...props
}: FieldsProps & { label: string; path: Path; choices: readonly string[]; none?: string }) {
  const id = fieldId(['tiles', props.index, ...path]);
  return (
    <Select
      id={id}
      label={label}
      value={text(getIn(props.tile, path))}
      error={problemsAt(props.problems, id)}
      options={choices.map((value) => ({ value, label: value }))}
      {...(none ? { placeholder: none } : {})}
      onChange={(event) => props.onChange(path, event.target.value || undefined)}
    />
  );
}

function NumberField({ label, path, ...props }: FieldsProps & { label: string; path: Path }) {
  const id = fieldId(['tiles', props.index, ...path]);
  const value = getIn(props.tile, path);
  return (
    <TextInput
      id={id}
      label={label}
      inputMode="numeric"
      width="5"
      value={typeof value === 'number' ? String(value) : ''}
      error={problemsAt(props.problems, id)}
      onChange={(event) => {
        const typed = event.target.value.trim();
        props.onChange(path, typed === '' ? undefined : Number.isNaN(Number(typed)) ? typed : Number(typed));
      }}
    />
  );
}

/** An image's address, description and size; a mobile image can be added and removed. */
export function ImageFields({ which, ...props }: FieldsProps & { which: 'image' | 'imageMobile' }) {
  const name = which === 'image' ? 'Desktop image' : 'Mobile image';
  const present = props.tile[which] !== undefined;
  if (which === 'imageMobile' && !present) {
    return (
      <Button variant="outline" size="sm" onClick={() => props.onChange([which], { src: '', alt: '' })}>
        Add a mobile image
      </Button>
    );
  }
  return (
    <fieldset className={styles.subgroup}>
      <legend>{name}</legend>
      <TextField {...props} label={`${name}: address`} path={[which, 'src']} />
      <TextField {...props} label={`${name}: description (alt text)`} path={[which, 'alt']} />
      <div className={styles.fieldGrid}>
        <NumberField {...props} label="Width (px)" path={[which, 'width']} />
        <NumberField {...props} label="Height (px)" path={[which, 'height']} />
      </div>
      {which === 'imageMobile' ? (
        <Button variant="outline" size="sm" onClick={() => props.onChange([which], undefined)}>
          Remove the mobile image
        </Button>
      ) : null}
    </fieldset>
  );
}

const listShapes = {
  links: {
    one: 'Link',
    add: 'add-link',
    fields: [
      ['linkText', 'text'],
      ['linkUrl', 'address'],
    ],
  },
  providers: {
    one: 'Delivery partner',
    add: 'add-provider',
    fields: [
      ['linkText', 'name'],
      ['linkUrl', 'address'],
    ],
  },
  items: {
    one: 'Question',
    add: 'add-question',
    fields: [
      ['question', 'question'],
      ['answer', 'answer'],
    ],
  },
} as const;

/** A tile's list (links, delivery partners, questions): each entry's fields, remove, and add another. */
export function ListFields({ list, ...props }: FieldsProps & { list: keyof typeof listShapes }) {
  const shape = listShapes[list];
  const entries = Array.isArray(props.tile[list]) ? (props.tile[list] as unknown[]) : [];
  const addId = fieldId(['tiles', props.index, shape.add]);
  const addProblem = problemsAt(props.problems, addId);
  const blank = Object.fromEntries(shape.fields.map(([field]) => [field, '']));
  return (
    <fieldset className={styles.subgroup}>
      <legend>{`${shape.one}s`}</legend>
      {entries.map((_, i) => (
        <div key={i} className={styles.fields}>
          {shape.fields.map(([field, what]) => (
            <TextField
              key={field}
              {...props}
              label={`${shape.one} ${i + 1}: ${what}`}
              path={[list, i, field]}
              multiline={field === 'answer'}
            />
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              props.onChange(
                [list],
                entries.filter((__, j) => j !== i),
              )
            }
          >
            {`Remove ${shape.one.toLowerCase()} ${i + 1}`}
          </Button>
        </div>
      ))}
      {addProblem ? (
        <p id={`${addId}-error`} className={styles.status}>
          {addProblem}
        </p>
      ) : null}
      <Button
        id={addId}
        variant="secondary"
        size="sm"
        aria-describedby={addProblem ? `${addId}-error` : undefined}
        onClick={() => props.onChange([list], [...entries, blank])}
      >
        {`Add a ${shape.one.toLowerCase()}`}
      </Button>
    </fieldset>
  );
}

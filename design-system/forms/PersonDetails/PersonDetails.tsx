import { capital, PERSON_FIELD_WORDS, PERSON_HINTS } from '@fittizia/contract';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../../components/TextInput/TextInput.tsx';
import { fieldIdFor, getFieldError } from '../useZodForm.ts';
import * as styles from './PersonDetails.css.ts';

export const personDetailsFields = ['firstName', 'lastName', 'email', 'phone'] as const;
export type PersonDetailsField = (typeof personDetailsFields)[number];

/**
 * One field's control as its form binds it: react-hook-form's `register(...)` spread, or `value`, `onChange`
 * and `onBlur`; its `id` (the error summary's link target) and its message once it has one.
 */
export type PersonFieldProps = Omit<TextInputProps, 'label' | 'type' | 'hint' | 'width' | 'autoComplete'>;

/**
 * The group's fields bound to a react-hook-form form (`useZodForm`'s, whose `register` also writes defaults into
 * the markup): each group field at the form's path for it (the application's last name is `secondName`), with
 * the path's id (the error summary's link target) and its message.
 */
export function registerPersonFields<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } },
  paths: Partial<Record<PersonDetailsField, Path<T>>>,
): Partial<Record<PersonDetailsField, PersonFieldProps>> {
  const fields: Partial<Record<PersonDetailsField, PersonFieldProps>> = {};
  for (const field of personDetailsFields) {
    const path = paths[field];
    if (!path) continue;
    fields[field] = {
      id: fieldIdFor(path),
      error: getFieldError(form.formState.errors as FieldErrors, path),
      ...form.register(path),
    };
  }
  return fields;
}

export interface PersonDetailsProps {
  /** The fields this form asks for, in the group's order (first name, last name, e-mail, phone). */
  fields: Partial<Record<PersonDetailsField, PersonFieldProps>>;
  /** The fields a person may leave empty: labelled "(optional)". */
  optional?: readonly PersonDetailsField[];
  /** The phone is a mobile number (the booking: texts about the booking go to it). */
  mobile?: boolean;
  /** E-mail and phone side by side too, from 576 px (the booking modal's narrow step). */
  compact?: boolean;
  className?: string;
}

const CONTROL: Record<
  PersonDetailsField,
  Pick<TextInputProps, 'type' | 'autoComplete' | 'width' | 'spellCheck'>
> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  phone: { type: 'tel', autoComplete: 'tel', width: '20' },
};

/**
 * A person's details as every form asks for them: first name, last name, e-mail and phone, each with the
 * same label, autocomplete token, input type and hint wherever it appears. Each form says which it shows,
 * which are optional and how each is bound; the rules and messages are the contract's (`person.ts`), so a
 * name refused by one form is refused by all, with the same words.
 */
export function PersonDetails({
  fields,
  optional = [],
  mobile = false,
  compact = false,
  className,
}: PersonDetailsProps) {
  const hasBothNames = Boolean(fields.firstName && fields.lastName);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {personDetailsFields.map((field) => {
        const props = fields[field];
        if (!props) return null;
        const words = field === 'phone' && mobile ? PERSON_FIELD_WORDS.mobile : PERSON_FIELD_WORDS[field];
        const isName = field === 'firstName' || field === 'lastName';
        const wide = isName ? !hasBothNames : !compact;
        return (
          <TextInput
            key={field}
            {...props}
            {...CONTROL[field]}
            {...(compact ? { width: 'full' as const } : {})}
            className={
              [wide ? styles.wide : undefined, props.className].filter(Boolean).join(' ') || undefined
            }
            label={`${capital(words)}${optional.includes(field) ? ' (optional)' : ''}`}
            hint={field === 'phone' ? PERSON_HINTS[mobile ? 'mobile' : 'phone'] : undefined}
          />
        );
      })}
    </div>
  );
}

import { FORM_TRAP_FIELD } from '@fittizia/contract/constants';
import * as styles from './HoneypotField.css.ts';

export interface HoneypotFieldProps {
  /** Told of what was typed: anything at all means a bot filled the form (the site's server refuses it). */
  onChange?: (value: string) => void;
  /** The input's name (a name bots fill gladly). */
  name?: string;
}

/**
 * The honeypot of the bot check that needs no keys: a text field no person sees, reaches by Tab or
 * hears from a screen reader, which a form includes inside its `<form>`. A bot that fills every field fills
 * this one too, and the site's `/api` pipeline refuses the call (the value travels in the `x-form-trap`
 * header). It is uncontrolled: it keeps nothing and changes nothing for a person.
 */
export function HoneypotField({ onChange, name = FORM_TRAP_FIELD }: HoneypotFieldProps) {
  const id = `form-trap-${name}`;
  return (
    <div className={styles.trap} aria-hidden="true" data-form-trap="">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        onChange={(event) => onChange?.(event.currentTarget.value)}
      />
    </div>
  );
}

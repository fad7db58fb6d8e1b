import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, Field } from './Field.tsx';

describe('describedBy', () => {
  it('lists hint, error and extra ids in GOV.UK order, or nothing', () => {
    expect(describedBy('x', {})).toBeUndefined();
    expect(describedBy('x', { hint: 'h' })).toBe('x-hint');
    expect(describedBy('x', { error: 'e' })).toBe('x-error');
    expect(describedBy('x', { hint: 'h', error: 'e', extra: 'x-info' })).toBe('x-hint x-error x-info');
  });
});

describe('Field', () => {
  it('generates an id when none is given and labels the control', () => {
    render(<Field label="Town">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Town' });
    expect(input.id).toMatch(/^field-/);
  });

  it('prefixes the error with a hidden "Error:"', () => {
    render(
      <Field id="t" label="Town" error="Enter your town">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(document.getElementById('t-error')?.textContent).toBe('Error: Enter your town');
    expect(screen.getByRole('textbox', { name: 'Town' }).getAttribute('aria-invalid')).toBe('true');
  });
});

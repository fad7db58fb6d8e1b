import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextInput } from '../components/TextInput/TextInput.tsx';
import { Form, inFormOrder } from './Form.tsx';
import { errorSummaryItems, getFieldError, useZodForm } from './useZodForm.ts';

describe('errorSummaryItems', () => {
  it('flattens nested errors in order, with ids from the path or the targets', () => {
    const errors = {
      name: { type: 'too_small', message: 'Enter your name' },
      address: { postcode: { type: 'custom', message: 'Enter a postcode' } },
      date: { type: 'custom', message: 'Enter a date' },
      message: { type: 'too_small', message: 'Enter your message' },
      items: [undefined, { label: { type: 'custom', message: 'Enter a label' } }],
      root: { type: 'server', message: 'Not a field' },
    } as unknown as FieldErrors;
    expect(errorSummaryItems(errors, { date: 'date-day' })).toEqual([
      { fieldId: 'name', message: 'Enter your name' },
      { fieldId: 'address-postcode', message: 'Enter a postcode' },
      { fieldId: 'date-day', message: 'Enter a date' },
      { fieldId: 'message', message: 'Enter your message' },
      { fieldId: 'items-1-label', message: 'Enter a label' },
    ]);
    expect(getFieldError(errors, 'address.postcode')).toBe('Enter a postcode');
    expect(getFieldError(errors, 'nothing')).toBeUndefined();
  });
});

describe('inFormOrder', () => {
  it('orders the items as their controls come in the page; one without a control goes last', () => {
    const root = document.createElement('div');
    root.innerHTML = '<input id="guests"><textarea id="message"></textarea><button id="files"></button>';
    const items = [
      { fieldId: 'message', message: 'Enter your message' },
      { fieldId: 'gone', message: 'Not on the page' },
      { fieldId: 'files', message: 'The file "a.exe" must be a PDF' },
      { fieldId: 'guests', message: 'Enter the number of guests' },
    ];
    expect(inFormOrder(items, root).map((item) => item.fieldId)).toEqual([
      'guests',
      'message',
      'files',
      'gone',
    ]);
  });
});

const schema = z.object({ name: z.string().trim().min(1, 'Enter your name') });

function NameForm({
  onSubmit,
  onInvalid,
}: {
  onSubmit: (values: { name: string }) => void;
  onInvalid?: () => void;
}) {
  const form = useZodForm(schema, { defaultValues: { name: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} aria-label="Name">
      <TextInput
        id="name"
        label="Name"
        error={getFieldError(form.formState.errors, 'name')}
        {...form.register('name')}
      />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it('is novalidate, shows an error only after blur, and focuses the summary on a failed submit', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<NameForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    expect(screen.getByRole('form', { name: 'Name' }).hasAttribute('novalidate')).toBe(true);
    // Sent before its code has loaded, the form posts: nothing typed goes into the address.
    expect(screen.getByRole('form', { name: 'Name' }).getAttribute('method')).toBe('post');
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.click(input);
    expect(screen.queryByText('Enter your name')).toBeNull();
    await userEvent.tab();
    await screen.findByText('Enter your name');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('error-summary')));
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.title).not.toMatch(/^Error/);
    await userEvent.type(input, '  Giulia ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Giulia' });
    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(input).toHaveProperty('value', '  Giulia ');
  });
});

/** A form whose only field is checked by `check`, which counts the validation's runs. */
function CheckedForm({ check }: { check: (name: string) => boolean }) {
  const [checked] = useState(() => z.object({ name: z.string().refine(check, 'Enter your name') }));
  const form = useZodForm(checked, { defaultValues: { name: '' } });
  return (
    <Form form={form} onSubmit={() => {}} aria-label="Checked">
      <TextInput
        id="name"
        label="Name"
        error={getFieldError(form.formState.errors, 'name')}
        {...form.register('name')}
      />
      <p data-testid="state">{`${Object.keys(form.formState.errors).length} errors`}</p>
      <button type="submit">Save</button>
    </Form>
  );
}

describe('useZodForm', () => {
  it('runs the validation once, unseen, when the page is idle: no error shows and nothing is marked', async () => {
    const check = vi.fn((name: string) => name.trim() !== '');
    render(<CheckedForm check={check} />);
    expect(check).not.toHaveBeenCalled();
    await waitFor(() => expect(check).toHaveBeenCalledOnce(), { timeout: 6000 });
    expect(check.mock.calls[0]?.[0]).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Enter your name')).toBeNull();
    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(screen.getByTestId('state').textContent).toBe('0 errors');
    // The Send after it shows the errors as before.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter your name', { selector: 'a' });
  });
});

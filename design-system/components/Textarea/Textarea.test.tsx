import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { characterCountMessage, Textarea } from './Textarea.tsx';

describe('characterCountMessage', () => {
  it.each([
    [0, 10, 'You have 10 characters remaining'],
    [9, 10, 'You have 1 character remaining'],
    [10, 10, 'You have 0 characters remaining'],
    [11, 10, 'You have 1 character too many'],
    [15, 10, 'You have 5 characters too many'],
  ])('%i of %i: %s', (length, maximum, message) => {
    expect(characterCountMessage(length, maximum)).toBe(message);
  });
});

describe('Textarea', () => {
  it('counts without a hard limit and announces only after typing pauses', async () => {
    const onChange = vi.fn();
    render(<Textarea id="m" label="Message" maxCharacters={5} announceDelay={200} onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.hasAttribute('maxlength')).toBe(false);
    await userEvent.type(textarea, 'Tiramisu');
    expect(textarea).toHaveProperty('value', 'Tiramisu');
    expect(onChange).toHaveBeenCalledTimes(8);
    expect(screen.getByTestId('count').textContent).toBe('You have 3 characters too many');
    const live = screen.getByTestId('count-announcement');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    await waitFor(() => expect(live.textContent).toBe('You have 3 characters too many'));
  });

  it('describes the textarea by hint, error and the limit', () => {
    render(<Textarea id="m" label="Message" hint="Be brief" error="Enter a message" maxCharacters={100} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('aria-describedby')).toBe('m-hint m-error m-info');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });
});

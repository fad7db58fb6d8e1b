import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissalKey } from '../GlobalBanner/dismissal.ts';
import { Popup } from './Popup.tsx';

describe('Popup', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens as a named dialog and traps focus inside', async () => {
    render(
      <Popup id="p" title="Hello">
        <p>Body</p>
      </Popup>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hello' });
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('remembers the dismissal and stays closed on the next render', async () => {
    const { unmount } = render(
      <Popup id="p" title="Hello">
        <p>Body</p>
      </Popup>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(dismissalKey('popup', 'p'))).toBe('true');
    unmount();
    render(
      <Popup id="p" title="Hello">
        <p>Body</p>
      </Popup>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

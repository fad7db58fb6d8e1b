import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Spinner, SpinnerOverlay } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status named Loading, 100 px by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.getBoundingClientRect().width).toBe(100);
    expect(status.getBoundingClientRect().height).toBe(100);
  });
});

describe('SpinnerOverlay', () => {
  it('marks its container busy, covers it and makes the content unusable', async () => {
    const onClick = vi.fn();
    const { container, rerender } = render(
      <SpinnerOverlay loading>
        <button type="button" onClick={onClick}>
          Submit Card
        </button>
      </SpinnerOverlay>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);

    rerender(
      <SpinnerOverlay loading={false}>
        <button type="button" onClick={onClick}>
          Submit Card
        </button>
      </SpinnerOverlay>,
    );
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Card' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

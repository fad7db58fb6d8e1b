import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast, ToastProvider, useToast } from './Toast.tsx';

function Trigger() {
  const { showToast } = useToast();
  return (
    <button
      type="button"
      onClick={() => showToast({ tone: 'danger', title: 'Booking failed', duration: 100_000 })}
    >
      Book
    </button>
  );
}

describe('Toast', () => {
  it('is announced politely', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getAllByText('Booking failed').length).toBeGreaterThan(0));
    const liveRegions = Array.from(document.querySelectorAll('[aria-live]'));
    expect(liveRegions.some((region) => region.getAttribute('aria-live') === 'assertive')).toBe(false);
    expect(liveRegions.some((region) => region.getAttribute('aria-live') === 'polite')).toBe(true);
  });

  it('is dismissed with its named close button, by keyboard', async () => {
    const onOpenChange = vi.fn();
    render(
      <ToastProvider>
        <Toast title="Saved" tone="success" defaultOpen duration={100_000} onOpenChange={onOpenChange} />
      </ToastProvider>,
    );
    const close = await screen.findByRole('button', { name: 'Dismiss notification' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes itself after its duration', async () => {
    render(
      <ToastProvider>
        <Toast title="Saved" defaultOpen duration={150} />
      </ToastProvider>,
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 2000 });
  });

  it('is at most 350 px wide', async () => {
    render(
      <ToastProvider>
        <Toast title={'A very long title '.repeat(20)} defaultOpen duration={100_000} />
      </ToastProvider>,
    );
    const toast = (await screen.findByRole('button', { name: 'Dismiss notification' })).closest(
      'li',
    ) as HTMLElement;
    expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(350);
  });

  it('needs a provider for useToast', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside a ToastProvider');
  });
});

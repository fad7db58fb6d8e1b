import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

function renderModal(onOpenChange = vi.fn()) {
  render(
    <>
      <Button>Before</Button>
      <Modal
        title="Book a table"
        description="Choose a restaurant."
        trigger={<Button>Open booking</Button>}
        onOpenChange={onOpenChange}
      >
        <label>
          Guests <input type="number" defaultValue={2} />
        </label>
        <Button>Find a table</Button>
      </Modal>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Open booking' }), onOpenChange };
}

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('Modal', () => {
  it('opens from its trigger with a title, a description and focus inside', async () => {
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Book a table' });
    expect(dialog.getAttribute('aria-modal') ?? 'true').toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a restaurant.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('cycles from the last control back to the close button', async () => {
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    const close = await screen.findByRole('button', { name: 'Close' });
    screen.getByRole('button', { name: 'Find a table' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape, returns focus to the trigger and toggles the body class', async () => {
    const { trigger, onOpenChange } = renderModal();
    expect(document.body.classList.contains('modal-open')).toBe(false);
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    expect(document.body.classList.contains('modal-open')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with the named close button', async () => {
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Before' })).toBeNull();
  });

  it('is 800 px wide and 850 to 890 px high from 992 px', async () => {
    await page.viewport(1280, 1000);
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    const { width, height } = dialog.getBoundingClientRect();
    expect(width).toBe(800);
    expect(height).toBeGreaterThanOrEqual(850);
    expect(height).toBeLessThanOrEqual(890);
  });

  it('never grows taller than a short desktop window', async () => {
    await page.viewport(1280, 700);
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    const { height } = (await screen.findByRole('dialog')).getBoundingClientRect();
    expect(height).toBeLessThanOrEqual(700);
  });

  it('fills the screen below 992 px', async () => {
    await page.viewport(375, 667);
    const { trigger } = renderModal();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    const { width, height, top, left } = dialog.getBoundingClientRect();
    expect([width, height, top, left]).toEqual([375, 667, 0, 0]);
  });

  it('holds the page still while open, restyling the root element alone, and closes on a press outside', async () => {
    // A page taller than the window, scrolled so that the trigger is in view, as it is when a person presses it.
    // (The trigger must be on screen: focus goes back to it as the dialog closes, and focusing a control off screen
    // scrolls the page to it, which is the browser's doing, not a lock let go.)
    const above = document.createElement('div');
    above.style.height = '3000px';
    const below = above.cloneNode() as HTMLElement;
    document.body.prepend(above);
    try {
      const { trigger, onOpenChange } = renderModal();
      document.body.append(below);
      trigger.scrollIntoView({ block: 'center', behavior: 'instant' });
      const y = scrollY;
      expect(y).toBeGreaterThan(2000);
      const width = above.getBoundingClientRect().width;
      await userEvent.click(trigger);
      await screen.findByRole('dialog');
      const root = document.documentElement;
      expect(root.hasAttribute('data-scroll-lock')).toBe(true);
      expect(getComputedStyle(root).overflow).toBe('hidden');
      expect(scrollY).toBe(y);
      // Where the scrollbar took room, the body's margin takes it instead: nothing moves sideways.
      expect(above.getBoundingClientRect().width).toBe(width);
      // Nothing the whole page inherits is set on the body (react-remove-scroll-bar set a custom property there,
      // which restyled every element of the page at each opening), nor its box changed.
      expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
      expect(getComputedStyle(document.body).getPropertyValue('--removed-body-scroll-bar-size')).toBe('');
      // Radix turns pointer events off on the body, an inherited property: the page's own elements keep theirs,
      // so that change restyles the body's children alone, not every element of the page.
      expect(document.body.style.pointerEvents).toBe('none');
      expect(getComputedStyle(above).pointerEvents).toBe('auto');
      const overlay = document.querySelector<HTMLElement>('[data-page-overlay]');
      expect(overlay?.getAttribute('aria-hidden')).toBe('true');
      // A press on the dimmed page closes the dialog and lets the page go.
      await userEvent.click(overlay as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(root.hasAttribute('data-scroll-lock')).toBe(false);
      expect(getComputedStyle(root).overflow).toBe('visible');
      expect(document.body.style.marginRight).toBe('');
      expect(document.activeElement).toBe(trigger);
      // Still where it was a few frames on (a page that jumps or glides once let go would have moved by then).
      for (let frame = 0; frame < 5; frame += 1) await new Promise(requestAnimationFrame);
      expect(scrollY).toBe(y);
    } finally {
      above.remove();
      below.remove();
      scrollTo({ top: 0, behavior: 'instant' });
    }
  });
});

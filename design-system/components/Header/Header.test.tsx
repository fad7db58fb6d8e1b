import { settingsFixture } from '@fittizia/api-mocks/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnchorProvider } from '../../shared/Anchor.tsx';
import { bookNowHref, Header, preloadHeaderMenu } from './Header.tsx';

/** The addresses of the links drawn, in order: an anchor that notes each time it is drawn. */
const drawn: string[] = [];
function CountingAnchor(props: ComponentPropsWithRef<'a'>) {
  drawn.push(String(props.href));
  return <a {...props} />;
}

describe('Header', () => {
  it('links book-now to the restaurant booking page on a restaurant page, otherwise to /#booking', () => {
    expect(bookNowHref()).toBe('/#booking');
    expect(bookNowHref({ city: 'leeds', slug: 'briggate' })).toBe('/restaurants/leeds/briggate/book-now');
  });

  it('uses the book_now_text setting and lets the caller intercept book-now', async () => {
    const onBookNow = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<Header settings={{ ...settingsFixture, book_now_text: 'Reserve' }} onBookNow={onBookNow} />);
    await userEvent.click(screen.getByRole('link', { name: 'Reserve' }));
    expect(onBookNow).toHaveBeenCalledOnce();
  });

  it('turns solid only after the threshold', async () => {
    render(
      <>
        <Header settings={settingsFixture} solidAfter={100} />
        <div style={{ height: '3000px' }} />
      </>,
    );
    const header = screen.getByRole('banner');
    expect(header.dataset.solid).toBe('false');
    window.scrollTo({ top: 150, behavior: 'instant' });
    await waitFor(() => expect(header.dataset.solid).toBe('true'));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(header.dataset.solid).toBe('false'));
  });

  it('turning solid redraws the bar, not every link of the masthead', async () => {
    // On a slow phone a redraw of every link was a 47 ms task that a tap right after a scroll waited behind.
    drawn.length = 0;
    render(
      <AnchorProvider value={CountingAnchor}>
        <Header settings={settingsFixture} solidAfter={100} />
        <div style={{ height: '3000px' }} />
      </AnchorProvider>,
    );
    const header = screen.getByRole('banner');
    const links = drawn.length;
    expect(links).toBeGreaterThan(4);
    drawn.length = 0;
    window.scrollTo({ top: 150, behavior: 'instant' });
    await waitFor(() => expect(header.dataset.solid).toBe('true'));
    // The brand and the book-now button (its colours change); none of the masthead's links.
    expect(drawn.sort()).toEqual(['/', bookNowHref()].sort());
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(header.dataset.solid).toBe('false'));
  });

  it('traps focus in the navigation menu, locks the page behind, and returns focus to the toggle on close', async () => {
    render(<Header settings={settingsFixture} />);
    const toggle = screen.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(toggle);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // The close button has focus, and the page behind does not scroll.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    for (let i = 0; i < 20; i += 1) {
      await userEvent.tab();
      expect(menu.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(toggle);
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it('mounts the menu closed once its code is here, so that the first press only opens it', async () => {
    await preloadHeaderMenu();
    render(<Header settings={settingsFixture} />);
    // A closed dialog: in the page, neither drawn nor in the accessibility tree.
    await waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    expect(dialog.getClientRects()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBe(dialog);
  });

  it('marks links that open in a new tab', async () => {
    render(<Header settings={settingsFixture} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const link = await screen.findByRole('link', { name: 'Gift cards (opens in a new tab)' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

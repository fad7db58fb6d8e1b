import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubNav } from './SubNav.tsx';

const items = ['Antipasti', 'Pizza', 'Pasta', 'Risotto', 'Salads', 'Sides', 'Dolci', 'Drinks', 'Kids'].map(
  (label) => ({
    label,
    href: `#${label}`,
  }),
);

const renderNarrow = (count = items.length) =>
  render(
    <div style={{ width: '300px' }}>
      <SubNav label="Menu sections" items={items.slice(0, count)} />
    </div>,
  );

describe('SubNav', () => {
  it('is a named navigation landmark with a list of links', () => {
    renderNarrow();
    expect(screen.getByRole('navigation', { name: 'Menu sections' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(items.length);
  });

  it('shows no scroll buttons when everything fits', () => {
    renderNarrow(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows only "Scroll right" at the start, both in the middle, only "Scroll left" at the end', async () => {
    renderNarrow();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scroll right' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Scroll left' })).toBeNull();
    const scroller = screen.getByRole('list').parentElement as HTMLElement;
    scroller.scrollLeft = 100;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scroll left' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeTruthy();
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll right' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeTruthy();
  });

  it('scrolls when a button is pressed with the keyboard, and keeps focus on a button at the end', async () => {
    renderNarrow();
    const right = await screen.findByRole('button', { name: 'Scroll right' });
    const scroller = screen.getByRole('list').parentElement as HTMLElement;
    right.focus();
    for (let press = 0; press < 12 && document.activeElement === right; press += 1) {
      await userEvent.keyboard('{Enter}');
      await new Promise((resolve) => setTimeout(resolve, 350));
    }
    expect(scroller.scrollLeft).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll right' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scroll left' }));
  });

  it('scroll buttons meet the target size', async () => {
    renderNarrow();
    const { width, height } = (
      await screen.findByRole('button', { name: 'Scroll right' })
    ).getBoundingClientRect();
    expect(width).toBeGreaterThanOrEqual(24);
    expect(height).toBeGreaterThanOrEqual(24);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'a', label: 'Starters', content: 'Bruschetta' },
  { value: 'b', label: 'Mains', content: 'Pizza' },
  { value: 'c', label: 'Desserts', content: 'Tiramisu' },
];

describe('Tabs', () => {
  it('names the tab list and links each tab to its panel', () => {
    render(<Tabs label="Menu sections" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Menu sections' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Starters' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Starters' }).id).toBe(tab.getAttribute('aria-controls'));
  });

  it('moves with the arrow keys, wraps, and jumps with Home and End', async () => {
    render(<Tabs label="Menu sections" items={items} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Starters' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mains' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Pizza');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Desserts' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Starters' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Desserts' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Starters' }));
  });

  it('is one tab stop: Tab leaves the list for the panel', async () => {
    render(<Tabs label="Menu sections" items={items} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CollapsibleSection } from './CollapsibleSection.tsx';

describe('CollapsibleSection', () => {
  it('is a section named by its title, showing the summary', () => {
    render(
      <CollapsibleSection title="Time" summary="19:30">
        slots
      </CollapsibleSection>,
    );
    expect(screen.getByRole('region', { name: 'Time' }).textContent).toContain('19:30');
  });

  it('names an open step once: with headedWhenOpen its own heading stands alone, the region keeps the title', () => {
    const { rerender } = render(
      <CollapsibleSection title="Time" summary="19:30 at Soho" open headedWhenOpen>
        <h3>Choose a time</h3>
      </CollapsibleSection>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Choose a time']);
    expect(screen.getByRole('region', { name: 'Time' })).toBeTruthy();
    expect(screen.queryByText('19:30 at Soho')).toBeNull();
    rerender(
      <CollapsibleSection title="Time" summary="19:30 at Soho" open={false} headedWhenOpen>
        <h3>Choose a time</h3>
      </CollapsibleSection>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Time']);
    expect(screen.getByRole('region', { name: 'Time' }).textContent).toContain('19:30 at Soho');
  });

  it('opens and closes with the keyboard through "Edit <section>"', async () => {
    const onOpenChange = vi.fn();
    render(
      <CollapsibleSection title="Time" summary="19:30" onOpenChange={onOpenChange}>
        <button type="button">19:45</button>
      </CollapsibleSection>,
    );
    const edit = screen.getByRole('button', { name: 'Edit Time' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    await userEvent.tab();
    expect(document.activeElement).toBe(edit);
    await userEvent.keyboard('{Enter}');
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(edit.getAttribute('aria-controls') ?? '')?.textContent).toContain('19:45');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('button', { name: '19:45' })).toBeNull());
  });

  it('meets the 24 x 24 px target size', () => {
    render(<CollapsibleSection title="Menu">x</CollapsibleSection>);
    const { width, height } = screen.getByRole('button', { name: 'Edit Menu' }).getBoundingClientRect();
    expect(width).toBeGreaterThanOrEqual(24);
    expect(height).toBeGreaterThanOrEqual(24);
  });
});

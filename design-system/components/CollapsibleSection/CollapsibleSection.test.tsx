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

  it("keeps Radix's measured size on the content element: the elements inside do not inherit it", async () => {
    render(
      <CollapsibleSection title="Time" open>
        <p>19:45</p>
      </CollapsibleSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Edit Time' });
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const inside = screen.getByText('19:45');
    // Radix sets the property once it has measured the mounted content.
    await waitFor(() =>
      expect(
        getComputedStyle(content as Element).getPropertyValue('--radix-collapsible-content-height'),
      ).toMatch(/px$/),
    );
    // Inherited, setting it would restyle every element of the section (the booking modal's on its first opening).
    expect(getComputedStyle(inside).getPropertyValue('--radix-collapsible-content-height')).toBe('');
    expect(getComputedStyle(inside).getPropertyValue('--radix-collapsible-content-width')).toBe('');
  });
});

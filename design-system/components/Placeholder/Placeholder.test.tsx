import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Placeholder } from './Placeholder.tsx';

describe('Placeholder', () => {
  it('keeps the aspect ratio of the media it stands in for', () => {
    const { container } = render(
      <div style={{ width: '320px' }}>
        <Placeholder aspectRatio="4 / 3" />
      </div>,
    );
    const { width, height } = (
      container.querySelector('[data-placeholder]') as HTMLElement
    ).getBoundingClientRect();
    expect(width).toBe(320);
    expect(height).toBe(240);
  });

  it('is decorative unless it shows a spinner', () => {
    const { container, rerender } = render(<Placeholder />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Placeholder spinner label="Loading image" />);
    expect(screen.getByRole('status', { name: 'Loading image' })).toBeTruthy();
  });

  it('pulses every 1.5 s', () => {
    const { container } = render(<Placeholder />);
    const block = container.querySelector('[data-placeholder] > div') as HTMLElement;
    const style = getComputedStyle(block);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      expect(style.animationName).toBe('none');
    } else {
      expect(style.animationDuration).toBe('1.5s');
      expect(style.animationIterationCount).toBe('infinite');
    }
  });
});

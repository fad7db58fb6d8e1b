import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_DEFAULTS, Carousel } from './Carousel.tsx';

const slides = ['Pizza', 'Pasta', 'Risotto', 'Dolci', 'Drinks'].map((name) => <p key={name}>{name}</p>);
const status = () => screen.getByText(/^Slide \d of 5$/);

function mockReducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: reduce,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        } as unknown as MediaQueryList)
      : original(query),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('has arrows on and dots off by default (spec section 9)', () => {
    expect(CAROUSEL_DEFAULTS).toMatchObject({ showArrows: true, showDots: false });
    render(<Carousel label="Offers">{slides}</Carousel>);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });

  it('is a named carousel of named slides; only the current slide is reachable', () => {
    render(<Carousel label="Offers">{slides}</Carousel>);
    expect(screen.getByRole('region', { name: 'Offers' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, true, true, true, true]);
  });

  it('moves with the buttons and the arrow keys, and announces the slide politely', async () => {
    render(<Carousel label="Offers">{slides}</Carousel>);
    expect(status().getAttribute('aria-live')).toBe('polite');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(status().textContent).toBe('Slide 2 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(status().textContent).toBe('Slide 3 of 5');
    await userEvent.keyboard('{ArrowLeft}');
    expect(status().textContent).toBe('Slide 2 of 5');
    await userEvent.keyboard('{End}');
    expect(status().textContent).toBe('Slide 5 of 5');
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(status().textContent).toBe('Slide 5 of 5');
  });

  it('goes straight to a slide with the dots', async () => {
    render(
      <Carousel label="Offers" showDots>
        {slides}
      </Carousel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
    expect(status().textContent).toBe('Slide 3 of 5');
  });

  it('autoplays, silences announcements while turning, and stops with the pause button', async () => {
    mockReducedMotion(false);
    render(
      <Carousel label="Offers" autoplay autoplayInterval={100}>
        {slides}
      </Carousel>,
    );
    expect(status().getAttribute('aria-live')).toBe('off');
    await vi.waitFor(() => expect(status().textContent).not.toBe('Slide 1 of 5'));
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    await userEvent.unhover(screen.getByRole('region'));
    screen.getByRole('button', { name: 'Play slideshow' }).blur();
    const paused = status().textContent;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(status().textContent).toBe(paused);
    expect(status().getAttribute('aria-live')).toBe('polite');
  });

  it('pauses while hovered or focused', async () => {
    mockReducedMotion(false);
    render(
      <Carousel label="Offers" autoplay autoplayInterval={100}>
        {slides}
      </Carousel>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    const focused = status().textContent;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(status().textContent).toBe(focused);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
  });

  it('never autoplays under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    render(
      <Carousel label="Offers" autoplay autoplayInterval={50}>
        {slides}
      </Carousel>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(status().textContent).toBe('Slide 1 of 5');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('keeps every control at least 24 x 24 px', () => {
    render(
      <Carousel label="Offers" showDots autoplay>
        {slides}
      </Carousel>,
    );
    for (const button of screen.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      expect(width).toBeGreaterThanOrEqual(24);
      expect(height).toBeGreaterThanOrEqual(24);
    }
  });
});

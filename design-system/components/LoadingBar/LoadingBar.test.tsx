import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FINISH_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
} from './LoadingBar.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('uses the spec constants: 200 ms throttle, 5 s duration', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(5000);
  });

  it('stays hidden for loads shorter than the throttle', () => {
    const { rerender } = render(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 10));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoadingBar loading={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears after the throttle, animates over 5 s, then finishes and goes', () => {
    const { rerender } = render(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.style.animationDuration).toBe('5000ms');
    expect(bar.getAttribute('aria-busy')).toBe('true');
    rerender(<LoadingBar loading={false} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('false');
    act(() => vi.advanceTimersByTime(LOADING_BAR_FINISH_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

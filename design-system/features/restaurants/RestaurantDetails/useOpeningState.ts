import { type OpeningMode, type OpeningState, openingState } from '@fittizia/contract';
import { useEffect, useState } from 'react';

type Hours = Parameters<typeof openingState>[0];

/**
 * The opening state, first at `initialNow` (the server's clock, so the server render and hydration agree),
 * then re-evaluated in the browser on mount and every 30 seconds unless `live` is false.
 */
export function useOpeningState(
  restaurant: Hours,
  initialNow: Date,
  { mode = 'dine-in', live = true }: { mode?: OpeningMode; live?: boolean } = {},
): OpeningState {
  const initialMs = initialNow.getTime();
  const [now, setNow] = useState(initialNow);
  useEffect(() => {
    if (!live) {
      setNow(new Date(initialMs));
      return;
    }
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [live, initialMs]);
  return openingState(restaurant, now, { mode });
}

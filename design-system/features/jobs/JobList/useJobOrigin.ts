import { useEffect, useState } from 'react';
import type { JobFilters, JobSearchPoint } from '../jobSearch.ts';

/** Where distances are measured from: none, being looked up, found, a place that matched nothing, or a failed look-up. */
export type Origin =
  | { kind: 'none' }
  | { kind: 'locating' }
  | { kind: 'found'; point: JobSearchPoint }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 600_000,
};

export const browserGeolocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

/**
 * The search point of the filters: the device location when they carry one, else the postcode or place looked
 * up with `locate` (a later search cancels an earlier look-up).
 */
export function useJobOrigin(
  filters: JobFilters,
  locate: (query: string) => Promise<JobSearchPoint | undefined>,
): Origin {
  const { q, lat, lng } = filters;
  const [origin, setOrigin] = useState<Origin>({ kind: 'none' });
  useEffect(() => {
    if (typeof lat === 'number' && typeof lng === 'number') {
      setOrigin({ kind: 'found', point: { lat, lng } });
      return;
    }
    const query = q?.trim();
    if (!query) {
      setOrigin({ kind: 'none' });
      return;
    }
    let current = true;
    setOrigin({ kind: 'locating' });
    locate(query).then(
      (point) => current && setOrigin(point ? { kind: 'found', point } : { kind: 'not-found' }),
      () => current && setOrigin({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [q, lat, lng, locate]);
  return origin;
}

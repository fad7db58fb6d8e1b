import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** True when the visitor asked for less motion. On the server, assume they did (nothing moves by default). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}

/** `smooth`, unless the visitor asked for reduced motion. */
export const scrollBehaviour = (): ScrollBehavior =>
  typeof window !== 'undefined' && window.matchMedia(QUERY).matches ? 'auto' : 'smooth';

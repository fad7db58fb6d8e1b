import { useEffect, useRef, useState } from 'react';
import * as styles from './LoadingBar.css.ts';

/** Spec section 9: the bar shows only for loads longer than 200 ms, and fills over 5 s. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
/** How long the bar takes to complete and fade once loading ends. */
export const LOADING_BAR_FINISH_MS = 400;

type Phase = 'hidden' | 'visible' | 'finishing';

export interface LoadingBarProps {
  /** True while the page (or route) is loading. */
  loading: boolean;
  /** Accessible name of the progress bar. */
  label?: string;
  throttleMs?: number;
  durationMs?: number;
}

/**
 * The thin bar across the top of the page during navigation. It never flashes for quick loads: it appears
 * after `throttleMs`, grows towards 90 % over `durationMs`, then completes and fades out when loading ends.
 */
export function LoadingBar({
  loading,
  label = 'Loading page',
  throttleMs = LOADING_BAR_THROTTLE_MS,
  durationMs = LOADING_BAR_DURATION_MS,
}: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const shown = useRef(false);

  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => {
        shown.current = true;
        setPhase('visible');
      }, throttleMs);
      return () => window.clearTimeout(timer);
    }
    if (!shown.current) return;
    shown.current = false;
    setPhase('finishing');
    const timer = window.setTimeout(() => setPhase('hidden'), LOADING_BAR_FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [loading, throttleMs]);

  if (phase === 'hidden') return null;

  return (
    <div className={styles.root}>
      <div
        role="progressbar"
        aria-label={label}
        aria-busy={phase === 'visible'}
        className={[styles.bar, phase === 'finishing' && styles.finishing].filter(Boolean).join(' ')}
        style={{ animationDuration: `${durationMs}ms` }}
      />
    </div>
  );
}

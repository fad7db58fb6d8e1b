import { Component, type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import * as styles from './RestaurantMap.css.ts';
import type { MapMarker, MapViewProps } from './types.ts';

export interface RestaurantMapProps {
  markers: MapMarker[];
  /** A public Mapbox token: with it the map is Mapbox GL with `mapStyle`; without it, the offline map. */
  accessToken?: string;
  /** A Mapbox style URL (used only with `accessToken`). */
  mapStyle?: string;
  selectedId?: string;
  onMarkerSelect?: (id: string) => void;
  /** The region's accessible name. */
  label?: string;
  /** Load at once instead of when the map scrolls into view. */
  eager?: boolean;
  /**
   * `view` (the default): load when the map scrolls into view. `interaction`: when it is in view and the diner
   * has used the page (a tap, click, key or wheel), or pressed 'Show the map'. For a map on screen at the
   * first paint, such as the finder's: the map's code (about 290 KB gzip offline) then never competes with the
   * page's first load, the facade pattern Lighthouse recommends for heavy third parties.
   */
  loadOn?: 'view' | 'interaction';
  /** The diner asked for the map (a 'Show the map' toggle outside it): load it once in view, without waiting. */
  requested?: boolean;
  id?: string;
  className?: string;
}

type MapState = 'waiting' | 'loading' | 'ready' | 'failed' | 'unsupported';

/** Both map engines draw with WebGL: without it (switched off, or no GPU the browser will use) there is no map. */
function canDrawMap(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** A map engine that throws (as it starts, or later) leaves the page and the list working: only the map says so. */
class MapBoundary extends Component<
  { fallback: ReactNode; onFail: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('map: the map engine failed', error);
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What the map says when there is none: the list beside it always has every restaurant. */
export const MAP_MESSAGES = {
  failed: 'The map could not be loaded. Use the list instead.',
  unsupported: 'This browser cannot show the map. Use the list instead.',
} as const;

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Runs `run` once, at the diner's first tap, click, key or wheel on the page; returns the clean-up. */
function onFirstInteraction(run: () => void): () => void {
  const seen = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, seen, true);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, seen, { capture: true, passive: true });
  return stop;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A map of restaurants with numbered marker buttons. No map code is in the first load: the map module (and
 * with a token, mapbox-gl and its CSS) is imported only when the map scrolls into view. The map is never the
 * only way to reach a restaurant; every marker mirrors an entry of a list next to it.
 */
export function RestaurantMap({
  markers,
  accessToken,
  mapStyle,
  selectedId,
  onMarkerSelect,
  label = 'Map of restaurants',
  eager = false,
  loadOn = 'view',
  requested = false,
  id,
  className,
}: RestaurantMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(eager);
  const [interacted, setUsed] = useState(eager || loadOn === 'view');
  const used = interacted || requested;
  const [state, setState] = useState<MapState>('waiting');
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null);
  const engine = accessToken ? 'mapbox' : 'offline';

  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  useEffect(() => {
    if (used) return;
    return onFirstInteraction(() => setUsed(true));
  }, [used]);

  useEffect(() => {
    if (!inView || !used) return;
    if (!canDrawMap()) {
      setState('unsupported');
      return;
    }
    let cancelled = false;
    setState('loading');
    const load =
      engine === 'mapbox'
        ? import('./MapboxMap.tsx').then((m) => m.MapboxMap)
        : import('./OfflineMap.tsx').then((m) => m.OfflineMap);
    load.then(
      (component) => {
        if (cancelled) return;
        setView(() => component);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [inView, used, engine]);

  return (
    <section
      ref={ref}
      id={id}
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-map-engine={engine}
      data-map-state={state}
    >
      {View ? (
        <MapBoundary
          fallback={
            <div className={styles.placeholder}>
              <p>{MAP_MESSAGES.failed}</p>
            </div>
          }
          onFail={() => setState('failed')}
        >
          <View
            markers={markers}
            selectedId={selectedId}
            onMarkerSelect={onMarkerSelect}
            reducedMotion={prefersReducedMotion()}
            accessToken={accessToken}
            mapStyle={mapStyle}
          />
        </MapBoundary>
      ) : (
        <div className={styles.placeholder}>
          {state === 'failed' || state === 'unsupported' ? (
            <p>{MAP_MESSAGES[state]}</p>
          ) : used ? (
            <p>Loading map…</p>
          ) : (
            <Button variant="outline" onClick={() => setUsed(true)}>
              Show the map
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

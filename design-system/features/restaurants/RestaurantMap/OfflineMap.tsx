import { MAP_MAX_ZOOM } from '@fittizia/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { offlineMapStyle } from './offlineStyle.ts';
import * as styles from './RestaurantMap.css.ts';
import { FIT_MAX_ZOOM, type MapMarker, type MapViewProps, UK_BOUNDS } from './types.ts';
import { ukOutline } from './ukOutline.gen.ts';

const TILE_SIZE = 512;
const PADDING = 48;

/** Web Mercator, in world units (0..1). */
const project = (lng: number, lat: number): [number, number] => {
  const phi = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return [(lng + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2];
};

export interface Viewport {
  center: [number, number];
  scale: number;
  zoom: number;
}

/** The view that fits every marker (or the UK), zoom capped at FIT_MAX_ZOOM and MAP_MAX_ZOOM (spec 9). */
export function fitViewport(markers: MapMarker[], width: number, height: number): Viewport {
  const points =
    markers.length > 0
      ? markers.map((m) => project(m.lng, m.lat))
      : UK_BOUNDS.map(([lng, lat]) => project(lng, lat));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const fit = Math.min(
    Math.max(width - 2 * PADDING, 1) / Math.max(maxX - minX, 1e-9),
    Math.max(height - 2 * PADDING, 1) / Math.max(maxY - minY, 1e-9),
  );
  const zoom = Math.min(Math.log2(fit / TILE_SIZE), FIT_MAX_ZOOM, MAP_MAX_ZOOM);
  return { center: [(minX + maxX) / 2, (minY + maxY) / 2], scale: TILE_SIZE * 2 ** zoom, zoom };
}

/**
 * The map without Mapbox: the offline style (a background and a fill layer over the bundled UK outline)
 * drawn as SVG, with HTML marker buttons. No tiles, glyphs or sprites are fetched.
 */
export function OfflineMap({ markers, selectedId, onMarkerSelect }: MapViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const [seaLayer, landLayer] = offlineMapStyle(ukOutline).layers;
  const sea = seaLayer?.paint['background-color'];
  const land = landLayer?.paint['fill-color'];
  const view = size ? fitViewport(markers, size.width, size.height) : null;
  const toPixel = (lng: number, lat: number): [number, number] => {
    if (!view || !size) return [0, 0];
    const [x, y] = project(lng, lat);
    return [
      (x - view.center[0]) * view.scale + size.width / 2,
      (y - view.center[1]) * view.scale + size.height / 2,
    ];
  };
  const path = view
    ? ukOutline.geometry.coordinates
        .map((polygon) =>
          polygon
            .map(
              (ring) =>
                `M${ring
                  .map(([lng, lat]) =>
                    toPixel(lng as number, lat as number)
                      .map((n) => n.toFixed(1))
                      .join(' '),
                  )
                  .join('L')}Z`,
            )
            .join(''),
        )
        .join('')
    : '';

  return (
    <div ref={ref} className={styles.canvas} data-zoom={view ? view.zoom.toFixed(2) : undefined}>
      <svg className={styles.svg} aria-hidden="true" focusable="false">
        <rect width="100%" height="100%" fill={sea} />
        <path d={path} fill={land} stroke={land} strokeWidth={1} shapeRendering="crispEdges" />
      </svg>
      {view
        ? markers.map((marker) => {
            const [left, top] = toPixel(marker.lng, marker.lat);
            return (
              <button
                key={marker.id}
                type="button"
                className={[styles.marker, marker.number === undefined ? styles.dot : null]
                  .filter(Boolean)
                  .join(' ')}
                style={{ left, top }}
                aria-label={marker.label}
                aria-pressed={selectedId === marker.id}
                data-marker-id={marker.id}
                onClick={() => onMarkerSelect?.(marker.id)}
              >
                {marker.number ?? null}
              </button>
            );
          })
        : null}
    </div>
  );
}

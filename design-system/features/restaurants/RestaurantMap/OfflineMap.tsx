/// <reference path="./maplibre-csp.d.ts" />
import { MAP_MAX_ZOOM } from '@fittizia/contract';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import * as maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { adoptStylesheet } from './adoptStylesheet.ts';
import { coastline } from './coastline.gen.ts';
import { offlineMapStyle } from './offlineStyle.ts';
import { PLACES } from './places.ts';
import * as styles from './RestaurantMap.css.ts';
import { FIT_MAX_ZOOM, type MapMarker, type MapViewProps, UK_BOUNDS } from './types.ts';

// The worker is a file of the site ('self'), not a blob: URL, so the CSP needs no blob: worker-src.
maplibregl.setWorkerUrl(workerUrl);

/**
 * A long list (the whole country) is clustered: markers closer than this many pixels are drawn as one cluster,
 * up to this zoom. A short one (ranked results) keeps every marker, fanned out where they would cover one
 * another, so each stays its own 44 px target.
 */
const CLUSTER_RADIUS = 44;
const LONG_LIST = 12;
const CLUSTER_MAX_ZOOM = MAP_MAX_ZOOM - 1;
const MARKER_GAP = 46;

/** Moves each marker that would cover an earlier one around it, on a widening spiral. */
function fanOut(items: { x: number; y: number }[]) {
  const placed: { x: number; y: number }[] = [];
  for (const item of items) {
    const { x, y } = item;
    for (let step = 0; placed.some((p) => Math.hypot(p.x - item.x, p.y - item.y) < MARKER_GAP); step++) {
      const angle = step * 0.9;
      const radius = MARKER_GAP * (1 + step / 7);
      item.x = x + radius * Math.cos(angle);
      item.y = y + radius * Math.sin(angle);
    }
    placed.push(item);
  }
}

type Point = Supercluster.PointFeature<{ id: string }>;
type Shown =
  | { kind: 'marker'; marker: MapMarker; x: number; y: number }
  | { kind: 'cluster'; id: number; count: number; lng: number; lat: number; x: number; y: number };

/**
 * The map without Mapbox: maplibre-gl (no token, no network) drawing a local style over the bundled British
 * Isles coastline (`coastline.gen.ts`, Natural Earth via world-atlas). Place names, markers and clusters
 * (supercluster) are HTML elements over the canvas, so they need no glyphs or sprites and are real buttons.
 * Zoom and pan by mouse, touch and keyboard (the focusable canvas), zoom buttons, zoom capped at 18.
 */
export function OfflineMap({ markers, selectedId, onMarkerSelect, reducedMotion }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [frame, setFrame] = useState(0);

  useEffect(() => {
    if (!container.current) return;
    adoptStylesheet('maplibre-gl', maplibreCss);
    const created = new maplibregl.Map({
      container: container.current,
      style: offlineMapStyle(coastline) as maplibregl.StyleSpecification,
      bounds: UK_BOUNDS,
      maxZoom: MAP_MAX_ZOOM,
      minZoom: 3,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      locale: { 'Map.Title': 'Map. Use the arrow keys to pan, plus and minus to zoom.' },
    });
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new maplibregl.NavigationControl({ showCompass: false }));
    const redraw = () => setFrame((n) => n + 1);
    created.on('move', redraw);
    created.on('resize', redraw);
    created.once('load', redraw);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  const index = useMemo(() => {
    if (markers.length <= LONG_LIST) return null;
    const cluster = new Supercluster<{ id: string }>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
    cluster.load(
      markers.map(
        (m): Point => ({
          type: 'Feature',
          properties: { id: m.id },
          geometry: { type: 'Point', coordinates: [m.lng, m.lat] },
        }),
      ),
    );
    return cluster;
  }, [markers]);

  // Fit the view to the markers whenever they change (a search, a filter).
  useEffect(() => {
    if (!map || markers.length === 0) return;
    const bounds = new maplibregl.LngLatBounds();
    for (const m of markers) bounds.extend([m.lng, m.lat]);
    map.fitBounds(bounds, { padding: 48, maxZoom: FIT_MAX_ZOOM, animate: !reducedMotion });
  }, [map, markers, reducedMotion]);

  // A marker chosen elsewhere (the list) is brought into view, zoomed in far enough to leave its cluster.
  useEffect(() => {
    if (!map || !selectedId) return;
    const marker = markers.find((m) => m.id === selectedId);
    if (!marker) return;
    let zoom = map.getZoom();
    if (index) {
      const alone = (z: number) =>
        index
          .getClusters(
            [marker.lng - 0.01, marker.lat - 0.01, marker.lng + 0.01, marker.lat + 0.01],
            Math.floor(z),
          )
          .some((f) => !('cluster' in f.properties) && (f as Point).properties.id === selectedId);
      while (zoom < CLUSTER_MAX_ZOOM + 1 && !alone(zoom)) zoom = Math.floor(zoom) + 1;
    }
    const shown = map.getBounds().contains([marker.lng, marker.lat]);
    if (zoom !== map.getZoom() || !shown) {
      map.easeTo({ center: [marker.lng, marker.lat], zoom, animate: !reducedMotion });
    }
  }, [map, selectedId, markers, index, reducedMotion]);

  const shown: Shown[] = [];
  if (map && frame >= 0) {
    if (index) {
      const b = map.getBounds();
      for (const f of index.getClusters(
        [b.getWest() - 1, b.getSouth() - 1, b.getEast() + 1, b.getNorth() + 1],
        Math.floor(map.getZoom()),
      )) {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const { x, y } = map.project([lng, lat]);
        if ('cluster' in f.properties && f.properties.cluster) {
          const { cluster_id, point_count } = f.properties as Supercluster.ClusterProperties;
          shown.push({ kind: 'cluster', id: cluster_id, count: point_count, lng, lat, x, y });
        } else {
          const marker = markers.find((m) => m.id === (f as Point).properties.id);
          if (marker) shown.push({ kind: 'marker', marker, x, y });
        }
      }
    } else {
      for (const marker of markers) {
        const { x, y } = map.project([marker.lng, marker.lat]);
        shown.push({ kind: 'marker', marker, x, y });
      }
      fanOut(shown);
    }
  }
  const zoom = map ? map.getZoom() : undefined;

  return (
    <div className={styles.canvas} data-zoom={zoom?.toFixed(2)}>
      <div ref={container} className={styles.canvas} />
      <div className={styles.overlay}>
        {map && zoom !== undefined
          ? PLACES.filter((p) => zoom >= p.minZoom).map((p) => {
              const { x, y } = map.project([p.lng, p.lat]);
              return (
                <span key={p.name} className={styles.place} style={{ left: x, top: y }} aria-hidden="true">
                  {p.name}
                </span>
              );
            })
          : null}
        {shown.map((item) =>
          item.kind === 'cluster' ? (
            <button
              key={`cluster-${item.id}`}
              type="button"
              className={[styles.marker, styles.cluster].join(' ')}
              style={{ left: item.x, top: item.y }}
              aria-label={`${item.count} restaurants here: zoom in`}
              data-cluster-count={item.count}
              onClick={() =>
                map?.easeTo({
                  center: [item.lng, item.lat],
                  zoom: Math.min(index?.getClusterExpansionZoom(item.id) ?? 0, MAP_MAX_ZOOM),
                  animate: !reducedMotion,
                })
              }
            >
              {item.count}
            </button>
          ) : (
            <button
              key={item.marker.id}
              type="button"
              className={[styles.marker, item.marker.number === undefined ? styles.dot : null]
                .filter(Boolean)
                .join(' ')}
              style={{ left: item.x, top: item.y }}
              aria-label={item.marker.label}
              aria-pressed={selectedId === item.marker.id}
              data-marker-id={item.marker.id}
              onClick={() => onMarkerSelect?.(item.marker.id)}
            >
              {item.marker.number ?? null}
            </button>
          ),
        )}
      </div>
    </div>
  );
}

/// <reference path="./maplibre-csp.d.ts" />
import { MAP_MAX_ZOOM } from '@fittizia/contract';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import * as maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { adoptStylesheet } from './adoptStylesheet.ts';
import { coastline } from './coastline.gen.ts';
import { fitToMarkers } from './fitMarkers.ts';
import { type Box, markerBox, placeLabels } from './labels.ts';
import { offlineMapStyle } from './offlineStyle.ts';
import { PLACES } from './places.ts';
import * as styles from './RestaurantMap.css.ts';
import { type MapMarker, type MapViewProps, UK_BOUNDS } from './types.ts';

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
/** A marker's and a cluster's size in CSS pixels (the 44 px touch target). */
const MARKER_SIZE = 44;

/** Spiral steps tried for one marker before it is left where the last one put it. */
const FAN_OUT_STEPS = 96;

/**
 * Moves each marker that would cover an earlier one around it, on a widening spiral. A marker whose true place
 * is inside the map (`width` by `height`) is moved only to places where it is still whole inside it, so fanning
 * out never cuts a fitted marker off at the edge.
 */
function fanOut(items: { x: number; y: number }[], width: number, height: number) {
  const half = MARKER_SIZE / 2;
  const inside = (p: { x: number; y: number }) =>
    p.x >= half && p.x <= width - half && p.y >= half && p.y <= height - half;
  const placed: { x: number; y: number }[] = [];
  for (const item of items) {
    const { x, y } = item;
    const keepInside = inside(item);
    const covers = () => placed.some((p) => Math.hypot(p.x - item.x, p.y - item.y) < MARKER_GAP);
    for (let step = 0; step < FAN_OUT_STEPS && (covers() || (keepInside && !inside(item))); step++) {
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
export function OfflineMap({ markers: given, selectedId, onMarkerSelect, reducedMotion }: MapViewProps) {
  // The same markers in a new array (a parent's re-render, a search starting) neither refit nor recluster.
  const key = given.map((m) => `${m.id}:${m.lat}:${m.lng}:${m.number ?? ''}:${m.label}`).join('|');
  const [kept, setKept] = useState({ key, markers: given });
  if (kept.key !== key) setKept({ key, markers: given });
  const markers = kept.key === key ? kept.markers : given;
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [frame, setFrame] = useState(0);
  /** Drawn and still: no move under way and every source rendered (maplibre's `idle`). */
  const [idle, setIdle] = useState(false);
  const descriptionId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-map-help`;

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
      // One finger scrolls the page and the wheel scrolls it too (two fingers or Ctrl + wheel move the map),
      // as on the Mapbox map: a map as wide as a phone must not trap the page's scrolling.
      cooperativeGestures: true,
      locale: { 'Map.Title': 'Map' },
    });
    const canvasElement = created.getCanvas();
    canvasElement.setAttribute('aria-roledescription', 'map');
    canvasElement.setAttribute('aria-describedby', descriptionId);
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new maplibregl.NavigationControl({ showCompass: false }));
    const redraw = () => setFrame((n) => n + 1);
    created.on('movestart', () => setIdle(false));
    created.on('idle', () => setIdle(true));
    created.on('move', redraw);
    created.on('resize', redraw);
    created.once('load', redraw);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [descriptionId]);

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

  // Fit the view to the markers whenever they change (a search, a filter), or once shown when made hidden.
  useEffect(
    () => (map ? fitToMarkers(map, markers, !reducedMotion) : undefined),
    [map, markers, reducedMotion],
  );

  // A marker chosen (in the list or on the map) is centred, zoomed in far enough to leave its cluster.
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
    map.easeTo({ center: [marker.lng, marker.lat], zoom, animate: !reducedMotion });
  }, [map, selectedId, markers, index, reducedMotion]);

  const shown: Shown[] = [];
  if (map && frame >= 0) {
    if (index) {
      const b = map.getBounds();
      for (const f of index.getClusters(
        [b.getWest() - 1, b.getSouth() - 1, b.getEast() + 1, b.getNorth() + 1],
        // A zoom eased to an integer can end a hair below it: that zoom's clusters, not the previous one's.
        Math.floor(map.getZoom() + 1e-6),
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
      // The chosen marker keeps its true place (it is centred); the others make way for it.
      const chosen = (item: Shown) => item.kind === 'marker' && item.marker.id === selectedId;
      const { clientWidth, clientHeight } = map.getContainer();
      fanOut(
        [...shown].sort((a, b) => Number(chosen(b)) - Number(chosen(a))),
        clientWidth,
        clientHeight,
      );
    }
  }
  const zoom = map ? map.getZoom() : undefined;
  let labels: ReturnType<typeof placeLabels> = [];
  if (map && zoom !== undefined) {
    const { clientWidth: width, clientHeight: height } = map.getContainer();
    const obstacles: Box[] = shown.map((item) => markerBox(item.x, item.y, MARKER_SIZE));
    // The zoom buttons (maplibre's top-right control).
    obstacles.push({ left: width - 48, top: 0, right: width, bottom: 78 });
    labels = placeLabels(
      PLACES.filter((p) => zoom >= p.minZoom).map((p) => ({ name: p.name, ...map.project([p.lng, p.lat]) })),
      obstacles,
      width,
      height,
    );
  }
  const clusters = shown.filter((item) => item.kind === 'cluster').length;
  const description =
    clusters > 0
      ? `${markers.length} restaurants are marked; those close together are grouped, showing how many they hold. Use the arrow keys to move the map, plus and minus to zoom.`
      : `${markers.length} ${markers.length === 1 ? 'restaurant is' : 'restaurants are'} marked. Use the arrow keys to move the map, plus and minus to zoom.`;

  return (
    <div className={styles.canvas} data-zoom={zoom?.toFixed(2)} data-map-idle={idle}>
      <p id={descriptionId} className={visuallyHidden}>
        {description}
      </p>
      <div ref={container} className={styles.engine} />
      <div className={styles.overlay}>
        {labels.map((label) => (
          <span key={label.name} aria-hidden="true" data-place={label.name}>
            {label.dot ? <span className={styles.placeDot} style={{ left: label.x, top: label.y }} /> : null}
            <span className={styles.place} style={{ left: label.box.left, top: label.box.top }}>
              {label.name}
            </span>
          </span>
        ))}
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

import { MAP_MAX_ZOOM } from '@fittizia/contract';
import mapboxgl from 'mapbox-gl';
import mapboxCss from 'mapbox-gl/mapbox-gl.css?inline';
import { useEffect, useRef, useState } from 'react';
import { adoptStylesheet } from './adoptStylesheet.ts';
import { fitToMarkers } from './fitMarkers.ts';
import * as styles from './RestaurantMap.css.ts';
import { type MapViewProps, UK_BOUNDS } from './types.ts';

/** The Mapbox map (only with an access token; mapbox-gl v2+ will not draw without one). */
export function MapboxMap({
  markers,
  selectedId,
  onMarkerSelect,
  reducedMotion,
  accessToken,
  mapStyle = 'mapbox://styles/mapbox/streets-v12',
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<mapboxgl.Map | null>(null);
  const select = useRef(onMarkerSelect);
  select.current = onMarkerSelect;

  useEffect(() => {
    if (!container.current) return;
    adoptStylesheet('mapbox-gl', mapboxCss);
    const created = new mapboxgl.Map({
      container: container.current,
      accessToken,
      style: mapStyle,
      bounds: UK_BOUNDS,
      maxZoom: MAP_MAX_ZOOM,
      respectPrefersReducedMotion: true,
      cooperativeGestures: true,
    });
    created.addControl(new mapboxgl.NavigationControl({ showCompass: false }));
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [accessToken, mapStyle]);

  useEffect(() => {
    if (!map) return;
    const made = markers.map((m) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = [styles.marker, styles.mapboxMarker, m.number === undefined ? styles.dot : '']
        .filter(Boolean)
        .join(' ');
      element.setAttribute('aria-label', m.label);
      element.setAttribute('aria-pressed', String(selectedId === m.id));
      element.dataset.markerId = m.id;
      if (m.number !== undefined) element.textContent = String(m.number);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        select.current?.(m.id);
      });
      return new mapboxgl.Marker({ element }).setLngLat([m.lng, m.lat]).addTo(map);
    });
    const stopFitting = fitToMarkers(map, markers, !reducedMotion);
    return () => {
      stopFitting();
      for (const marker of made) marker.remove();
    };
  }, [map, markers, selectedId, reducedMotion]);

  return <div ref={container} className={styles.engine} />;
}

import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { compareText } from '../../../shared/compareText.ts';
import { addressOf, type FinderRestaurant, restaurantHref } from '../RestaurantFinder/finder.ts';
import { RestaurantMap } from '../RestaurantMap/RestaurantMap.tsx';
import type { MapMarker } from '../RestaurantMap/types.ts';
import * as styles from './ClickCollectMap.css.ts';

export interface ClickCollectMapProps {
  /** Every restaurant; those with `clickCollect` and a detail page are shown. */
  restaurants: FinderRestaurant[];
  mapAccessToken?: string;
  mapStyle?: string;
  /** Load the map at once (stories); otherwise it loads when scrolled into view. */
  eagerMap?: boolean;
  /** The view on small screens at first. */
  initialView?: 'list' | 'map';
}

/**
 * Click-and-collect restaurants (spec 2.3): on small screens the list first, with a button to switch to the
 * map; on desktop the list and the map side by side. The list is always the full alternative to the map.
 */
export function ClickCollectMap({
  restaurants,
  mapAccessToken,
  mapStyle,
  eagerMap = false,
  initialView = 'list',
}: ClickCollectMapProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [view, setView] = useState<'list' | 'map'>(initialView);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const shown = useMemo(
    () =>
      restaurants
        .filter((r) => r.clickCollect && !r.hideRestaurantDetailPage)
        .sort(
          (a, b) =>
            compareText(a.addressCity ?? a.city, b.addressCity ?? b.city) || compareText(a.title, b.title),
        ),
    [restaurants],
  );
  const markers = useMemo(
    () =>
      shown.flatMap((r): MapMarker[] =>
        typeof r.lat === 'number' && typeof r.lng === 'number'
          ? [{ id: r.storeId, lat: r.lat, lng: r.lng, label: `${r.title}, click and collect` }]
          : [],
      ),
    [shown],
  );

  const onMarkerSelect = (storeId: string) => {
    setSelectedId(storeId);
    setView('list');
    requestAnimationFrame(() => document.getElementById(`${id}-${storeId}`)?.focus());
  };

  return (
    <div className={styles.root} data-view={view}>
      <div className={styles.toggle}>
        <Button
          variant="outline"
          aria-controls={`${id}-list ${id}-map`}
          onClick={() => setView(view === 'list' ? 'map' : 'list')}
        >
          {view === 'list' ? 'Show map' : 'Show list'}
        </Button>
      </div>
      <div className={styles.panels}>
        <div id={`${id}-list`} className={styles.listPanel}>
          <ul className={styles.list} aria-label="Click and collect restaurants">
            {shown.map((r) => (
              <li
                key={r.storeId}
                id={`${id}-${r.storeId}`}
                tabIndex={-1}
                className={styles.item}
                data-selected={selectedId === r.storeId}
              >
                <h3 className={styles.title}>
                  <Link href={restaurantHref(r)}>{r.title}</Link>
                </h3>
                <p className={styles.text}>{addressOf(r)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div id={`${id}-map`} className={styles.mapPanel}>
          <RestaurantMap
            markers={markers}
            accessToken={mapAccessToken}
            mapStyle={mapStyle}
            selectedId={selectedId}
            onMarkerSelect={onMarkerSelect}
            label="Map of click and collect restaurants"
            eager={eagerMap}
          />
        </div>
      </div>
    </div>
  );
}

/** Spec 8.2. */
import { type GeoKind, MAX_DISTANCE_MILES, MAX_LOCATIONS, type NearbyRestaurant } from '@fittizia/contract';
import { and, asc, between, eq, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { haversineMiles } from '../../../shared/distance.ts';
import { restaurantsOut } from '../service/restaurants.ts';
import { geoOutcodes, geoPlaces, geoSectors, restaurants } from '../tables.ts';
import { placeKey } from './data.ts';
import { classifyGeoQuery } from './query.ts';
/** How many places a repeated name (Newport, Richmond...) may answer with. */
export const MAX_PLACE_ALTERNATIVES = 5;

/** Common short forms the gazetteer does not carry. */
const PLACE_ALIASES: Record<string, string> = {
  hull: 'kingston upon hull',
  newcastle: 'newcastle upon tyne',
  'brighton and hove': 'brighton',
  'brighton hove': 'brighton',
};

type Point = { lat: number; lng: number };

/**
 * The nearest restaurants to each point: haversine miles, at most MAX_LOCATIONS within MAX_DISTANCE_MILES,
 * nearest first. Restaurants that hide their detail page are left out; holiday parks stay in and carry
 * isHolidayPark. The ranking reads only where each restaurant is; then one read of the restaurants listed, for
 * every point at once (a place name can answer with several places).
 */
export async function nearestRestaurants(
  db: Db,
  points: Point[],
  now: Date = new Date(),
): Promise<NearbyRestaurant[][]> {
  const listed = await db
    .select({ storeId: restaurants.storeId, lat: restaurants.lat, lng: restaurants.lng })
    .from(restaurants)
    .where(eq(restaurants.hideRestaurantDetailPage, false));
  const ranked = points.map((point) =>
    listed
      .map((r) => ({ storeId: r.storeId, miles: haversineMiles(point, r) }))
      .filter((x) => x.miles <= MAX_DISTANCE_MILES)
      .sort((a, b) => a.miles - b.miles || a.storeId.localeCompare(b.storeId))
      .slice(0, MAX_LOCATIONS),
  );
  const storeIds = [...new Set(ranked.flat().map((x) => x.storeId))];
  const rows = storeIds.length
    ? await db.select().from(restaurants).where(inArray(restaurants.storeId, storeIds))
    : [];
  const byId = new Map((await restaurantsOut(db, rows, now)).map((r) => [r.storeId, r]));
  return ranked.map((list) =>
    list.flatMap(({ storeId, miles }) => {
      const r = byId.get(storeId);
      return r ? [{ ...r, milesValue: Math.round(miles * 100) / 100 }] : [];
    }),
  );
}

export type Found = { name: string; kind: GeoKind; lat: number; lng: number; [extra: string]: unknown };

async function findSector(db: Db, sector: string): Promise<Found | undefined> {
  const [row] = await db.select().from(geoSectors).where(eq(geoSectors.sector, sector)).limit(1);
  return row && { name: sector, kind: 'sector', lat: row.lat, lng: row.lon, outcode: row.outcode };
}

async function findDistrict(db: Db, outcode: string): Promise<Found | undefined> {
  const [row] = await db.select().from(geoOutcodes).where(eq(geoOutcodes.outcode, outcode)).limit(1);
  return (
    row && {
      name: outcode,
      kind: 'district',
      lat: row.lat,
      lng: row.lon,
      ...(row.areaName ? { areaName: row.areaName } : {}),
      ...(row.nearestTown ? { nearestTown: row.nearestTown } : {}),
      country: row.country,
    }
  );
}

async function findPlaces(db: Db, key: string, countyKey?: string): Promise<Found[]> {
  const wanted = PLACE_ALIASES[key] ?? key;
  const ranked = (where: ReturnType<typeof or>) =>
    db
      .select()
      .from(geoPlaces)
      .where(where)
      .orderBy(
        asc(geoPlaces.typeRank),
        sql`${geoPlaces.population} DESC NULLS LAST`,
        asc(geoPlaces.name),
        asc(geoPlaces.id),
      )
      .limit(50);
  let rows = await ranked(or(eq(geoPlaces.nameKey, wanted), eq(geoPlaces.altKey, wanted)));
  if (rows.length === 0 && wanted.length >= 3) {
    // Nothing by that exact name: the start of a town or larger ("Stratford-upon" finds Stratford-upon-Avon).
    rows = await ranked(
      and(like(geoPlaces.nameKey, `${wanted.replace(/[%_\\]/g, '')}%`), lte(geoPlaces.typeRank, 2)),
    );
  }
  if (countyKey) rows = rows.filter((r) => r.county && placeKey(r.county).startsWith(countyKey));
  // One answer per name and county (OS lists some places twice), best first.
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    const id = `${r.name}|${r.county ?? ''}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const best = unique.slice(0, MAX_PLACE_ALTERNATIVES);
  const repeated = new Set(best.map((r) => r.name).filter((name, i, all) => all.indexOf(name) !== i));
  return best.map((r) => ({
    name: repeated.has(r.name) && r.county && r.county !== r.name ? `${r.name}, ${r.county}` : r.name,
    kind: 'place',
    lat: r.lat,
    lng: r.lon,
    placeName: r.name,
    ...(r.county ? { county: r.county } : {}),
    country: r.country,
    placeType: r.type,
    ...(r.population ? { population: r.population } : {}),
  }));
}

/** The place to name a point after: a city or town within about 8 km, else any settlement within 15 km, else the nearest district. */
export async function nameOfPoint(db: Db, point: Point): Promise<Found> {
  const near = (km: number, maxRank: number) => {
    const dLat = km / 111;
    const dLng = km / (111 * Math.max(0.2, Math.cos((point.lat * Math.PI) / 180)));
    return db
      .select()
      .from(geoPlaces)
      .where(
        and(
          between(geoPlaces.lat, point.lat - dLat, point.lat + dLat),
          between(geoPlaces.lon, point.lng - dLng, point.lng + dLng),
          lte(geoPlaces.typeRank, maxRank),
        ),
      );
  };
  const nearest = <T extends { lat: number; lon: number }>(rows: T[], km: number) =>
    rows
      .map((r) => ({ r, miles: haversineMiles(point, { lat: r.lat, lng: r.lon }) }))
      .filter((x) => x.miles * 1.609344 <= km)
      .sort((a, b) => a.miles - b.miles)[0]?.r;
  const place = nearest(await near(8, 2), 8) ?? nearest(await near(15, 4), 15);
  if (place) {
    return {
      name: place.name,
      kind: 'place',
      lat: point.lat,
      lng: point.lng,
      placeName: place.name,
      ...(place.county ? { county: place.county } : {}),
      country: place.country,
      placeType: place.type,
    };
  }
  const district = nearest(
    await db
      .select()
      .from(geoOutcodes)
      .where(
        and(
          between(geoOutcodes.lat, point.lat - 0.5, point.lat + 0.5),
          between(geoOutcodes.lon, point.lng - 0.8, point.lng + 0.8),
        ),
      ),
    60,
  );
  if (district) return { name: district.outcode, kind: 'district', lat: point.lat, lng: point.lng };
  return {
    name: `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`,
    kind: 'place',
    lat: point.lat,
    lng: point.lng,
  };
}

/**
 * The places a free-text search names, from the offline UK geodata: a postcode, sector, district or place
 * name. Undefined when the text is none of those (an invalid query). Shared by the geo search and the job
 * location search.
 */
export async function findLocations(db: Db, text: string): Promise<Found[] | undefined> {
  const query = classifyGeoQuery(text);
  if (!query) return undefined;
  let found: Found[] = [];
  switch (query.kind) {
    case 'postcode': {
      // A full postcode resolves via its sector, else its district (Jersey has no sectors).
      const at = (await findSector(db, query.sector)) ?? (await findDistrict(db, query.outcode));
      if (at) {
        found = [
          {
            ...at,
            name: query.postcode,
            kind: 'postcode',
            resolvedBy: at.kind,
            sector: query.sector,
            outcode: query.outcode,
          },
        ];
      }
      break;
    }
    case 'sector': {
      const at = (await findSector(db, query.sector)) ?? (await findDistrict(db, query.outcode));
      if (at) found = [{ ...at, name: query.sector, kind: 'sector', resolvedBy: at.kind }];
      break;
    }
    case 'district': {
      const at =
        (await findDistrict(db, query.outcode)) ??
        (query.alsoSector ? await findSector(db, query.alsoSector) : undefined);
      if (at) found = [at];
      break;
    }
    case 'place':
      found = await findPlaces(db, query.key, query.countyKey);
      break;
  }
  return found;
}

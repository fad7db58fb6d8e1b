import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** The compact UK geodata shipped with the brand API (see data/uk-geo/README.md). */
export const GEO_DATA_DIR = fileURLToPath(new URL('../../../../data/uk-geo/', import.meta.url));
const FILES = ['outcodes.tsv.gz', 'sectors.tsv.gz', 'places.tsv.gz'] as const;

export interface OutcodeRow {
  outcode: string;
  lat: number;
  lon: number;
  areaName: string | null;
  nearestTown: string | null;
  country: string;
  current: boolean;
  kind: string;
}
export interface SectorRow {
  sector: string;
  outcode: string;
  lat: number;
  lon: number;
}
export interface PlaceRow {
  id: number;
  name: string;
  altName: string | null;
  nameKey: string;
  altKey: string | null;
  county: string | null;
  country: string;
  type: string;
  typeRank: number;
  lat: number;
  lon: number;
  outcode: string | null;
  population: number | null;
}
export interface GeoData {
  version: string;
  outcodes: OutcodeRow[];
  sectors: SectorRow[];
  places: PlaceRow[];
}

/** OS settlement types, most significant first (a City outranks a Town, and so on). */
export const PLACE_TYPES = [
  'City',
  'Town',
  'Suburban Area',
  'Village',
  'Hamlet',
  'Other Settlement',
] as const;
export function placeTypeRank(type: string): number {
  const i = PLACE_TYPES.indexOf(type as (typeof PLACE_TYPES)[number]);
  return i < 0 ? PLACE_TYPES.length : i + 1;
}

/**
 * The form a place name is matched on: lowercase, accents, apostrophes and dots removed,
 * hyphens as spaces, "saint" as "st" ("St. Helier", "Saint Helier" and "st helier" agree).
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[-_/,&()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st');
}

function readTsv(file: string): { raw: Buffer; rows: string[][] } {
  const raw = readFileSync(`${GEO_DATA_DIR}${file}`);
  const lines = gunzipSync(raw).toString('utf8').split('\n');
  lines.shift(); // header
  return { raw, rows: lines.filter(Boolean).map((l) => l.split('\t')) };
}

const orNull = (s: string | undefined) => (s ? s : null);

let cached: GeoData | undefined;

/** Reads and parses the shipped files once per process. */
export function loadGeoData(): GeoData {
  if (cached) return cached;
  const hash = createHash('sha256');
  const read = (file: (typeof FILES)[number]) => {
    const { raw, rows } = readTsv(file);
    hash.update(raw);
    return rows;
  };
  const outcodes = read('outcodes.tsv.gz').map(
    ([outcode, lat, lon, areaName, nearestTown, country, current, kind]): OutcodeRow => ({
      outcode: outcode as string,
      lat: Number(lat),
      lon: Number(lon),
      areaName: orNull(areaName),
      nearestTown: orNull(nearestTown),
      country: country as string,
      current: current === '1',
      kind: kind as string,
    }),
  );
  const sectors = read('sectors.tsv.gz').map(
    ([sector, lat, lon]): SectorRow => ({
      sector: sector as string,
      outcode: (sector as string).split(' ')[0] as string,
      lat: Number(lat),
      lon: Number(lon),
    }),
  );
  const places = read('places.tsv.gz').map(
    ([name, altName, county, country, type, lat, lon, outcode, population], i): PlaceRow => ({
      id: i + 1,
      name: name as string,
      altName: orNull(altName),
      nameKey: placeKey(name as string),
      altKey: altName ? placeKey(altName) : null,
      county: orNull(county),
      country: country as string,
      type: type as string,
      typeRank: placeTypeRank(type as string),
      lat: Number(lat),
      lon: Number(lon),
      outcode: orNull(outcode),
      population: population ? Number(population) : null,
    }),
  );
  cached = { version: hash.digest('hex').slice(0, 32), outcodes, sectors, places };
  return cached;
}

/** A sector's centroid, else its district's: how the seed places restaurants. */
export function locator(data: GeoData = loadGeoData()) {
  const sectors = new Map(data.sectors.map((s) => [s.sector, s]));
  const outcodes = new Map(data.outcodes.map((o) => [o.outcode, o]));
  return (sectorOrDistrict: string) => sectors.get(sectorOrDistrict) ?? outcodes.get(sectorOrDistrict);
}

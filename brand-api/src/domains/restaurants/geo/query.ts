import { parse, validOutcode } from 'postcode';
import { placeKey } from './data.ts';

/** What a free-text geo search asks for, once recognised. */
export type GeoQuery =
  | { kind: 'postcode'; postcode: string; sector: string; outcode: string }
  | { kind: 'sector'; sector: string; outcode: string }
  | { kind: 'district'; outcode: string; alsoSector?: string }
  | { kind: 'place'; key: string; countyKey?: string };

const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d)$/;
/** Letters (any script), spaces and the punctuation place names use; at most one comma (for "Newport, Isle of Wight"). */
const PLACE = /^\p{L}[\p{L}\p{M} .'’&()-]*(,[\p{L}\p{M} .'’&()-]+)?$/u;

/**
 * Recognises a full postcode (any case or spacing), a postcode sector ("M1 1"), a district
 * ("M1", also the aliases "SW1", "EC1"...) or a place name. Returns undefined for anything
 * else, which the API answers with 400 'Invalid search query'.
 */
export function classifyGeoQuery(input: string): GeoQuery | undefined {
  const text = input.trim().replace(/\s+/g, ' ');
  const upper = text.toUpperCase();
  const full = parse(upper);
  if (full.valid) {
    return { kind: 'postcode', postcode: full.postcode, sector: full.sector, outcode: full.outcode };
  }
  const sector = SECTOR.exec(upper);
  if (sector && upper.includes(' ')) {
    return { kind: 'sector', sector: `${sector[1]} ${sector[2]}`, outcode: sector[1] as string };
  }
  const compact = upper.replace(/ /g, '');
  if (validOutcode(compact)) {
    // "M11" is district M11, but could be sector "M1 1" typed without a space.
    const asSector = SECTOR.exec(compact);
    return {
      kind: 'district',
      outcode: compact,
      ...(asSector ? { alsoSector: `${asSector[1]} ${asSector[2]}` } : {}),
    };
  }
  if (sector) return { kind: 'sector', sector: `${sector[1]} ${sector[2]}`, outcode: sector[1] as string };
  if (text.length <= 60 && PLACE.test(text)) {
    const [name = '', county] = text.split(',');
    const key = placeKey(name);
    if (!key) return undefined;
    const countyKey = county ? placeKey(county) : '';
    return { kind: 'place', key, ...(countyKey ? { countyKey } : {}) };
  }
  return undefined;
}

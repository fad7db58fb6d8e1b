import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  groupLocations,
  HOLIDAY_PARKS,
  OTHER_LOCATIONS,
} from '../../design-system/features/restaurants/RestaurantFinder/finder.ts';
import { inProcessBrandApi } from '../server/test-fixtures/harness.fixture.ts';
import { estateCountries, toDirectoryRestaurant } from './restaurant-queries.ts';

/*
 * The finder listed Aberystwyth (SY23, in Wales) under England, from a hand-kept list of postcode areas.
 * Over the whole seeded estate, served by the real brand API: the locations grid lists every restaurant with a
 * detail page under the country the shipped UK geodata gives its postcode's outcode (holiday parks apart).
 */

/** The shipped geodata's country of each outcode, read from the file itself (not from the brand API's code). */
function geodataCountries(): Map<string, string> {
  const file = new URL('../../brand-api/data/uk-geo/outcodes.tsv.gz', import.meta.url);
  const [header, ...rows] = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
  const columns = (header ?? '').split('\t');
  const [outcode, country] = [columns.indexOf('outcode'), columns.indexOf('country')];
  expect(outcode).toBeGreaterThanOrEqual(0);
  expect(country).toBeGreaterThan(0);
  return new Map(
    rows.map((row) => row.split('\t')).map((cells) => [cells[outcode], cells[country]] as [string, string]),
  );
}

const outcodeOf = (postcode: string | undefined) => postcode?.trim().toUpperCase().split(/\s+/)[0] ?? '';

const brand = inProcessBrandApi();

describe("the finder's countries, over the whole seeded estate", () => {
  it('lists every restaurant under the country of its outcode in the geodata', async () => {
    const client = await brand.client();
    const { restaurants } = await client.call('searchRestaurants');
    const directory = restaurants.map(toDirectoryRestaurant);
    const countries = geodataCountries();

    const listed = new Map<string, string>();
    for (const { group, restaurants: list } of groupLocations(directory)) {
      for (const r of list) {
        expect(listed.has(r.storeId), `${r.title} is listed once`).toBe(false);
        listed.set(r.storeId, group);
      }
    }

    const withPage = directory.filter((r) => !r.hideRestaurantDetailPage);
    expect(withPage.length).toBeGreaterThan(60);
    expect(listed.size).toBe(withPage.length);
    for (const r of withPage) {
      const group = listed.get(r.storeId);
      expect(group, r.title).not.toBe(OTHER_LOCATIONS);
      if (r.isHolidayPark) {
        expect(group, r.title).toBe(HOLIDAY_PARKS);
        continue;
      }
      const expected = countries.get(outcodeOf(r.postcode));
      expect(expected, `${r.title}: outcode of ${r.postcode} in the geodata`).toBeTruthy();
      expect(group, `${r.title} (${r.postcode})`).toBe(expected);
    }

    const aberystwyth = withPage.find((r) => outcodeOf(r.postcode) === 'SY23');
    expect(aberystwyth && listed.get(aberystwyth.storeId)).toBe('Wales');
    expect(new Set(listed.values())).toEqual(
      new Set(['England', 'Scotland', 'Wales', 'Jersey', HOLIDAY_PARKS]),
    );
  });

  it("names the estate's countries (the locations page's description) from what the brand API serves", async () => {
    const { restaurants } = await (await brand.client()).call('searchRestaurants');
    expect(estateCountries(restaurants.map(toDirectoryRestaurant))).toBe(
      'England, Scotland, Wales and Jersey',
    );
    expect(estateCountries([])).toBe('');
  });
});

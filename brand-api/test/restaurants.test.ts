import { statSync } from 'node:fs';
import { Writable } from 'node:stream';
import {
  apiErrorBody,
  EARTH_RADIUS_MILES,
  geoCoordinatesResponse,
  geoSearchResponse,
  INVALID_SEARCH_QUERY_MESSAGE,
  MAX_DISTANCE_MILES,
  MAX_LOCATIONS,
  menu,
  offerBySlugResponse,
  restaurant,
  restaurantOffersResponse,
  searchRestaurantsResponse,
  tokenResponse,
  UK_ALLERGENS,
  WEEKLY_HOURS_KEYS,
} from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { toOutcode } from 'postcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadGeoData } from '../src/domains/restaurants/geo/data.ts';
import { classifyGeoQuery } from '../src/domains/restaurants/geo/query.ts';
import { seedRestaurants } from '../src/domains/restaurants/seed/estate.ts';
import { CALORIE_STATEMENT, SEED_MENUS } from '../src/domains/restaurants/seed/menus.ts';
import { seed } from '../src/seed.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import type { Database } from '../src/shared/database.ts';
import { haversineMiles } from '../src/shared/distance.ts';
import { migrate } from '../src/shared/migrate.ts';
import { testDatabases } from './databases.ts';

/** Ofcom's drama ranges (spec: only fictional numbers). */
const DRAMA_NUMBER =
  /^(020 7946 0\d{3}|0161 496 0\d{3}|029 2018 0\d{3}|0113 496 0\d{3}|0117 496 0\d{3}|0131 496 0\d{3}|0141 496 0\d{3}|0121 496 0\d{3}|0114 496 0\d{3}|0115 496 0\d{3}|0116 496 0\d{3}|0118 496 0\d{3}|0191 498 0\d{3}|01632 960\d{3})$/;

describe('seed data (no database)', () => {
  const estate = seedRestaurants().map((e) => e.restaurant);

  it('has about 80 restaurants across England, Scotland, Wales, Jersey and holiday parks', () => {
    expect(estate.length).toBeGreaterThanOrEqual(75);
    expect(estate.length).toBeLessThanOrEqual(90);
    expect(estate.filter((r) => r.isHolidayPark)).toHaveLength(4);
    expect(estate.some((r) => r.postcode?.startsWith('JE'))).toBe(true);
    expect(estate.some((r) => r.postcode?.startsWith('CF10'))).toBe(true);
    expect(estate.some((r) => r.postcode?.startsWith('EH'))).toBe(true);
    const perCity = new Map<string, number>();
    for (const r of estate) perCity.set(r.city, (perCity.get(r.city) ?? 0) + 1);
    expect([...perCity.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(5);
    expect(perCity.get('manchester')).toBe(2);
    expect(perCity.get('cardiff')).toBe(2);
  });

  it('is fictional where it must be: drama phone numbers, example e-mail domain, unique ids and slugs', () => {
    for (const r of estate) {
      expect(r.phoneNumber).toMatch(DRAMA_NUMBER);
      expect(r.email).toMatch(/@fittizia\.example$/);
      expect(r.threeWordAddress).toMatch(/^[a-z]+\.[a-z]+\.[a-z]+$/);
      expect(r.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    }
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(estate.map((r) => r.storeId))).toBe(true);
    expect(unique(estate.map((r) => r.slug))).toBe(true);
    expect(unique(estate.map((r) => r.phoneNumber))).toBe(true);
    expect(unique(estate.map((r) => r.threeWordAddress))).toBe(true);
  });

  it('gives every restaurant a hero picture the site ships: AVIF and WebP at three widths, each under 60 KB', () => {
    const publicDir = new URL('../../site/public', import.meta.url);
    const scenes = new Set<string>();
    for (const r of estate) {
      const image = r.heroTiles?.[0]?.image as {
        src: string;
        srcSet: string;
        sources: { type: string; srcSet: string }[];
        sizes: string;
        alt: string;
        width: number;
        height: number;
      };
      expect(image.alt.length).toBeGreaterThan(10);
      expect(image.width / image.height).toBeCloseTo(16 / 9, 2);
      expect(image.sources.map((s) => s.type)).toEqual(['image/avif']);
      const files = [image.srcSet, image.sources[0]?.srcSet ?? '']
        .flatMap((set) => set.split(', '))
        .map((entry) => entry.split(' ')[0] as string);
      expect(files).toHaveLength(6);
      expect(files).toContain(image.src);
      for (const file of files) {
        expect(file).toMatch(/^\/images\/restaurants\/hero-[a-z-]+-\d+\.(avif|webp)$/);
        expect(statSync(new URL(`.${file}`, `${publicDir.href}/`)).size).toBeLessThan(60 * 1024);
      }
      scenes.add(image.src);
    }
    expect(scenes.size).toBe(6);
  });

  it('covers every booking and page state', () => {
    expect(estate.filter((r) => r.enableBookings === false).length).toBeGreaterThanOrEqual(3);
    expect(estate.filter((r) => r.bookingProviderUrl).length).toBeGreaterThanOrEqual(2);
    expect(estate.filter((r) => r.hideRestaurantDetailPage).length).toBeGreaterThanOrEqual(2);
    expect(estate.filter((r) => r.enableBookings).length).toBeGreaterThan(estate.length * 0.8);
    expect(estate.some((r) => r.mondayOpen === null && r.mondayClose === null)).toBe(true);
    expect(estate.some((r) => r.saturdayClose === '00:00')).toBe(true);
    const special = estate.flatMap((r) => r.specialHours ?? []);
    expect(special).toContainEqual(expect.objectContaining({ label: 'Christmas Day', openTime: null }));
    expect(special).toContainEqual(expect.objectContaining({ label: "New Year's Eve", closeTime: '00:00' }));
  });

  it('has the towns the legacy redirects send to without a site (spec 4.8): Witney and Lakeside', () => {
    const witney = estate.filter((r) => r.city === 'witney');
    expect(witney).toHaveLength(1);
    expect(witney[0]).toMatchObject({
      slug: 'witney',
      title: 'Fittizia Trattoria Witney',
      addressCity: 'Witney',
      hideRestaurantDetailPage: false,
      isHolidayPark: false,
      enableBookings: true,
    });
    expect(witney[0]?.postcode).toMatch(/^OX28 /);
    // Placed from the shipped geodata: within a couple of miles of Witney, Oxfordshire.
    const town = loadGeoData().places.find((p) => p.name === 'Witney' && p.county === 'Oxfordshire');
    expect(town).toBeDefined();
    const miles = haversineMiles(
      { lat: witney[0]?.lat ?? 0, lng: witney[0]?.lng ?? 0 },
      { lat: town?.lat ?? 0, lng: town?.lon ?? 0 },
    );
    expect(miles).toBeLessThan(2);

    const lakeside = estate.filter((r) => r.city === 'lakeside');
    expect(lakeside).toHaveLength(1);
    expect(lakeside[0]).toMatchObject({ isHolidayPark: true, hideRestaurantDetailPage: true });
  });

  it('keeps every earlier site as it was when a site is appended (store ids are stable)', () => {
    expect(estate.slice(0, 3).map((r) => r.storeId)).toEqual(['1001', '1002', '1003']);
    expect(estate.find((r) => r.storeId === '1203')).toMatchObject({ city: 'lakeside', slug: 'lakeside' });
    expect(estate.at(-1)?.storeId).toBe('1080');
  });

  it('shares realistic menus: allergens from the 14, kcal, tags and the calorie statement', () => {
    const ids = SEED_MENUS.map((m) => m.id);
    expect(ids).toEqual(
      expect.arrayContaining(['m-main', 'm-kids', 'm-drinks', 'm-vegan', 'm-gluten-free', 'm-christmas']),
    );
    for (const m of SEED_MENUS) {
      expect(m.calorieStatement).toBe(CALORIE_STATEMENT);
      const parsed = menu.parse({ ...m, image: { file: { url: m.imageUrl } } });
      for (const item of parsed.sections.flatMap((s) => s.items)) {
        expect(item.kcal).toBeGreaterThanOrEqual(0);
        for (const a of item.allergens) expect(UK_ALLERGENS).toContain(a);
      }
    }
    const items = SEED_MENUS.flatMap((m) => m.sections.flatMap((s) => s.items));
    const margherita = items.find((i) => i.id === 'margherita');
    expect(margherita?.allergens).toEqual(expect.arrayContaining(['cereals containing gluten', 'milk']));
    const vegan = SEED_MENUS.find((m) => m.id === 'm-vegan');
    for (const item of vegan?.sections.flatMap((s) => s.items) ?? []) {
      expect(item.dietaryTags.map((t) => t.name)).toContain('Vegan');
      expect(item.allergens).not.toContain('milk');
      expect(item.allergens).not.toContain('eggs');
    }
    const glutenFree = SEED_MENUS.find((m) => m.id === 'm-gluten-free');
    for (const item of glutenFree?.sections.flatMap((s) => s.items) ?? []) {
      expect(item.allergens).not.toContain('cereals containing gluten');
    }
  });

  it('ships the UK geodata in the repo', () => {
    const geo = loadGeoData();
    expect(geo.outcodes.length).toBe(3106);
    expect(geo.sectors.length).toBe(12281);
    expect(geo.places.length).toBe(42540);
  });

  it('recognises postcodes, sectors, districts and place names, and nothing else', () => {
    expect(classifyGeoQuery(' m1   1aa ')).toMatchObject({
      kind: 'postcode',
      postcode: 'M1 1AA',
      sector: 'M1 1',
    });
    expect(classifyGeoQuery('sw1a1aa')).toMatchObject({ kind: 'postcode', postcode: 'SW1A 1AA' });
    expect(classifyGeoQuery('cf10 1')).toMatchObject({ kind: 'sector', sector: 'CF10 1' });
    expect(classifyGeoQuery('cf10')).toMatchObject({ kind: 'district', outcode: 'CF10' });
    expect(classifyGeoQuery('Stratford-upon-Avon')).toMatchObject({
      kind: 'place',
      key: 'stratford upon avon',
    });
    expect(classifyGeoQuery('Saint Helier')).toMatchObject({ kind: 'place', key: 'st helier' });
    for (const bad of ['!!!', '12345', 'M1 1AA1', '<script>', 'Leeds 4']) {
      expect(classifyGeoQuery(bad)).toBeUndefined();
    }
  });

  it('measures distance with the haversine formula and the spec radius', () => {
    expect(EARTH_RADIUS_MILES).toBe(3959);
    // One degree of latitude is 3959 * pi / 180 miles.
    expect(haversineMiles({ lat: 50, lng: 0 }, { lat: 51, lng: 0 })).toBeCloseTo((3959 * Math.PI) / 180, 6);
  });
});

for (const kind of testDatabases) {
  describe(`restaurants, menus, offers and geo search on ${kind.name}`, () => {
    if (kind.unavailable) {
      it.runIf(process.env.CI)(`runs in CI (${kind.unavailable})`, () => {
        throw new Error(`${kind.name} integration tests must run in CI: ${kind.unavailable}`);
      });
      it.skipIf(process.env.CI)(`skipped locally: ${kind.unavailable}`, () => {});
      return;
    }

    let database: Database;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let token: string;
    const logger = pino({ level: 'silent' }, new Writable({ write: (_c, _e, done) => done() }));

    const count = async (table: string) => {
      const result = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const get = (path: string) =>
      app.request(path, { headers: { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${token}` } });
    const geo = async (query: string) => {
      const res = await get(`/api/geo/search/${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      return geoSearchResponse.parse(await res.json());
    };
    const expectRanked = (restaurants: { milesValue: number; hideRestaurantDetailPage?: boolean }[]) => {
      expect(restaurants.length).toBeGreaterThan(0);
      expect(restaurants.length).toBeLessThanOrEqual(MAX_LOCATIONS);
      const miles = restaurants.map((r) => r.milesValue);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      for (const r of restaurants) {
        expect(r.milesValue).toBeLessThanOrEqual(MAX_DISTANCE_MILES);
        expect(r.hideRestaurantDetailPage).toBe(false);
      }
    };

    beforeAll(async () => {
      ({ database, dispose } = await kind.open());
      await migrate(database);
      await seed(database);
      app = createApp({ database, logger });
      const res = await app.request('/api/token', {
        method: 'POST',
        headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
        body: '{}',
      });
      token = tokenResponse.parse(await res.json()).accessToken;
    }, 120_000);
    afterAll(async () => dispose?.());

    it('seeds restaurants, menus, links, offers and geodata, and seeding again changes no counts', async () => {
      const tables = [
        'restaurants',
        'menus',
        'restaurant_menus',
        'offers',
        'restaurant_offers',
        'geo_outcodes',
        'geo_sectors',
        'geo_places',
      ];
      const counts = async () => {
        const out: Record<string, number | undefined> = {};
        for (const t of tables) out[t] = await count(t);
        return out;
      };
      const before = await counts();
      expect(before.restaurants).toBe(seedRestaurants().length);
      expect(before.menus).toBe(SEED_MENUS.length);
      expect(before.restaurant_menus).toBeGreaterThan((before.restaurants ?? 0) * 3);
      expect(before.geo_outcodes).toBe(3106);
      expect(before.geo_sectors).toBe(12281);
      expect(before.geo_places).toBe(42540);
      await seed(database);
      expect(await counts()).toEqual(before);
    });

    it('lists every restaurant (hidden ones too), each valid against the contract', async () => {
      const res = await get('/api/v1/content/search-restaurants/');
      expect(res.status).toBe(200);
      const raw = (await res.json()) as { restaurants: unknown[] };
      const body = searchRestaurantsResponse.parse(raw);
      expect(body.restaurants).toHaveLength(seedRestaurants().length);
      for (const r of raw.restaurants) restaurant.parse(r);
      for (const r of body.restaurants) {
        for (const key of WEEKLY_HOURS_KEYS) expect(r).toHaveProperty(key);
        expect(r.milesValue).toBeUndefined();
      }
      expect(body.restaurants.some((r) => r.hideRestaurantDetailPage)).toBe(true);
    });

    it("serves every restaurant's country: the geodata's country of its postcode's outcode", async () => {
      const outcodes = new Map(loadGeoData().outcodes.map((o) => [o.outcode, o.country]));
      const res = await get('/api/v1/content/search-restaurants/');
      const body = searchRestaurantsResponse.parse(await res.json());
      expect(body.restaurants).toHaveLength(seedRestaurants().length);
      const seen = new Set<string>();
      for (const r of body.restaurants) {
        const outcode = toOutcode(r.postcode ?? '');
        expect(outcode, `${r.title}: postcode ${r.postcode}`).toBeTruthy();
        const expected = outcodes.get(outcode as string);
        expect(expected, `${r.title}: outcode ${outcode} in the geodata`).toBeDefined();
        expect(r.country, r.title).toBe(expected);
        seen.add(r.country as string);
      }
      expect([...seen].sort()).toEqual(['England', 'Jersey', 'Scotland', 'Wales']);
      const aberystwyth = body.restaurants.find((r) => r.postcode?.startsWith('SY23'));
      expect(aberystwyth?.country).toBe('Wales');

      // One restaurant's answer carries the same country as the list.
      const cardiff = restaurant.parse(
        await (await get('/api/v1/content/getRestaurantBySlug/cardiff-bay')).json(),
      );
      expect(cardiff.country).toBe('Wales');
    });

    it('finds a restaurant by slug and city, by slug and by store id, with its menus', async () => {
      const bySlugCity = await get('/api/v1/content/restaurant/slug/deansgate/city/manchester');
      expect(bySlugCity.status).toBe(200);
      const deansgate = restaurant.parse(await bySlugCity.json());
      expect(deansgate).toMatchObject({ storeId: '1042', city: 'manchester', slug: 'deansgate' });
      expect(deansgate.menus).toEqual(expect.arrayContaining([{ id: 'm-main', name: 'Main Menu' }]));

      const bySlug = restaurant.parse(
        await (await get('/api/v1/content/getRestaurantBySlug/cardiff-bay')).json(),
      );
      expect(bySlug).toMatchObject({ city: 'cardiff', slug: 'cardiff-bay', addressCity: 'Cardiff' });

      const byId = restaurant.parse(await (await get('/api/v1/content/restaurant/1203')).json());
      expect(byId).toMatchObject({
        isHolidayPark: true,
        enableBookings: false,
        hideRestaurantDetailPage: true,
      });
      expect(byId.bookingProviderUrl).toMatch(/^https:\/\//);
    });

    it('serves Witney by city and slug, and finds it by the town name', async () => {
      const res = await get('/api/v1/content/restaurant/slug/witney/city/witney');
      expect(res.status).toBe(200);
      expect(restaurant.parse(await res.json())).toMatchObject({
        storeId: '1080',
        city: 'witney',
        slug: 'witney',
        hideRestaurantDetailPage: false,
      });
      const [witney] = await geo('Witney');
      expect(witney).toMatchObject({ name: 'Witney', kind: 'place' });
      expectRanked(witney?.restaurants ?? []);
      expect(witney?.restaurants[0]).toMatchObject({ city: 'witney', slug: 'witney' });
      expect(witney?.restaurants[0]?.milesValue).toBeLessThan(2);
    });

    it('404s a missing restaurant with a clear message', async () => {
      for (const path of [
        '/api/v1/content/restaurant/9999',
        '/api/v1/content/getRestaurantBySlug/nowhere',
        '/api/v1/content/restaurant/slug/deansgate/city/leeds',
      ]) {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(apiErrorBody.parse(await res.json()).message).toMatch(
          /^Restaurant not found: no restaurant with /,
        );
      }
    });

    it('serves a menu by id with sections, prices, kcal, allergens, tags and the calorie statement', async () => {
      const res = await get('/api/v1/content/menu/m-main');
      expect(res.status).toBe(200);
      const raw = (await res.json()) as Record<string, unknown>;
      const body = menu.parse(raw);
      expect(body.name).toBe('Main Menu');
      expect(body.image?.file.url).toBe('/images/menus/main.jpg');
      expect(raw.calorieStatement).toBe('Adults need around 2000 kcal a day');
      expect(body.dietaryKey?.map((t) => t.code)).toEqual(expect.arrayContaining(['V', 'VE', 'GF']));
      const items = body.sections.flatMap((s) => s.items);
      const calamari = items.find((i) => i.id === 'calamari');
      expect(calamari).toMatchObject({ price: 8.5, kcal: 620 });
      expect(calamari?.allergens).toEqual(expect.arrayContaining(['molluscs', 'eggs']));
      expect(items.every((i) => typeof i.kcal === 'number')).toBe(true);

      const missing = await get('/api/v1/content/menu/m-nope');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Menu not found' });
    });

    it('answers a full postcode (any case and spacing) with the nearest restaurants, ranked', async () => {
      for (const query of ['M1 1AA', 'm11aa', ' m1  1aa ']) {
        const [hit, ...rest] = await geo(query);
        expect(rest).toEqual([]);
        expect(hit).toMatchObject({ name: 'M1 1AA', kind: 'postcode' });
        expectRanked(hit?.restaurants ?? []);
        expect(hit?.restaurants[0]).toMatchObject({ city: 'manchester', slug: 'piccadilly' });
        expect(hit?.restaurants[1]).toMatchObject({ city: 'manchester', slug: 'deansgate' });
        expect(hit?.restaurants[0]?.milesValue).toBeLessThan(0.5);
      }
    });

    it('answers a place name, case-insensitively', async () => {
      const [cardiff] = await geo('cardiff');
      expect(cardiff).toMatchObject({ name: 'Cardiff', kind: 'place' });
      expectRanked(cardiff?.restaurants ?? []);
      expect(cardiff?.restaurants.slice(0, 2).map((r) => r.city)).toEqual(['cardiff', 'cardiff']);
      expect(cardiff?.restaurants[0]?.slug).toBe('cardiff-centre');
    });

    it('ranks a repeated name (Newport): the city first, then the alternatives', async () => {
      const results = await geo('Newport');
      expect(results.length).toBeGreaterThan(2);
      expect(results[0]).toMatchObject({ kind: 'place', country: 'Wales', placeType: 'City' });
      expect(results[0]?.restaurants[0]).toMatchObject({ city: 'newport', slug: 'newport' });
      expect(results[1]).toMatchObject({ name: 'Newport, Isle of Wight', placeType: 'Town' });
      expect(results[1]?.restaurants[0]?.slug).toBe('newport-isle-of-wight');
      // An alternative's name searches for that one place.
      const [iow, ...others] = await geo('Newport, Isle of Wight');
      expect(others).toEqual([]);
      expect(iow?.restaurants[0]?.slug).toBe('newport-isle-of-wight');
    });

    it('answers sectors and districts, including the short London aliases', async () => {
      const [sector] = await geo('cf10 5');
      expect(sector).toMatchObject({ name: 'CF10 5', kind: 'sector' });
      expect(sector?.restaurants[0]?.slug).toBe('cardiff-bay');
      const [district] = await geo('ls1');
      expect(district).toMatchObject({ name: 'LS1', kind: 'district' });
      expect(district?.restaurants.slice(0, 2).map((r) => r.city)).toEqual(['leeds', 'leeds']);
      const [alias] = await geo('SW1');
      expect(alias?.restaurants[0]?.city).toBe('london');
    });

    it('answers a Jersey postcode through its district (there are no Jersey sectors)', async () => {
      const [hit] = await geo('JE2 4WD');
      expect(hit).toMatchObject({ name: 'JE2 4WD', kind: 'postcode' });
      expectRanked(hit?.restaurants ?? []);
      expect(hit?.restaurants[0]).toMatchObject({ city: 'st-helier' });
    });

    it('includes holiday parks (flagged) and leaves out restaurants that hide their page', async () => {
      const [skegness] = await geo('Skegness');
      expect(skegness?.restaurants[0]).toMatchObject({ isHolidayPark: true, enableBookings: false });
      const [windermere] = await geo('Windermere');
      expect(windermere?.restaurants.map((r) => r.storeId)).not.toContain('1203');
      const [croydon] = await geo('CR0 1AA');
      expect(croydon?.restaurants.map((r) => r.storeId)).not.toContain('1007');
    });

    it('answers a valid place far from every restaurant with no restaurants, and an unknown name with no match', async () => {
      const [lerwick] = await geo('ZE1 0AA');
      expect(lerwick?.restaurants).toEqual([]);
      expect(await geo('Xyzzyville')).toEqual([]);
    });

    it("rejects a query that is none of these with 400 'Invalid search query'", async () => {
      for (const query of ['!!!', '12345', 'M1 1AA1', 'Leeds 4']) {
        const res = await get(`/api/geo/search/${encodeURIComponent(query)}`);
        expect(res.status).toBe(400);
        const body = apiErrorBody.parse(await res.json());
        expect(body.message).toBe(INVALID_SEARCH_QUERY_MESSAGE);
        expect(body.message).toMatch(/^Invalid search query/);
      }
    });

    it('answers coordinates with the place there and the nearest restaurants', async () => {
      const res = await get('/api/geo/search/lat/53.4808/lng/-2.2426');
      expect(res.status).toBe(200);
      const body = geoCoordinatesResponse.parse(await res.json());
      expect(body).toMatchObject({ name: 'Manchester', kind: 'place', lat: 53.4808, lng: -2.2426 });
      expectRanked(body.restaurants);
      expect(body.restaurants.slice(0, 2).map((r) => r.city)).toEqual(['manchester', 'manchester']);
      const sea = geoCoordinatesResponse.parse(await (await get('/api/geo/search/lat/0/lng/0')).json());
      expect(sea.restaurants).toEqual([]);
      const bad = await get('/api/geo/search/lat/north/lng/-2');
      expect(bad.status).toBe(400);
    });

    it("lists a restaurant's offers (brand-wide plus its own) and finds an offer by slug", async () => {
      const res = await get('/api/offer/rest/1031');
      expect(res.status).toBe(200);
      const body = restaurantOffersResponse.parse(await res.json());
      const slugs = body.data.map((o) => o.offerSlug);
      expect(slugs).toEqual(
        expect.arrayContaining(['30-off-students', 'kids-eat-free', 'cardiff-bay-weekend-brunch']),
      );
      expect(slugs).not.toContain('island-lunch');
      const jersey = restaurantOffersResponse.parse(await (await get('/api/offer/rest/1078')).json());
      expect(jersey.data.map((o) => o.offerSlug)).toContain('island-lunch');
      expect((await get('/api/offer/rest/9999')).status).toBe(404);

      const one = await get('/api/offer/getofferbyslug?offerSlug=kids-eat-free');
      expect(one.status).toBe(200);
      expect(offerBySlugResponse.parse(await one.json()).data.title).toBe('Kids eat free');
      expect((await get('/api/offer/getofferbyslug?offerSlug=no-such-offer')).status).toBe(404);
    });
  });
}

import { BrandApiError, examples, JOBS_SITE_ID, MAX_LOCATIONS } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { INVALID_SEARCH_QUERY_MESSAGE } from './fixtures.ts';
import { useMockServer } from './mock-server.fixture.ts';
import { handlersFor, type ScenarioName, scenarioNames } from './scenarios.ts';

const { server, client } = useMockServer();

describe('api-mocks', () => {
  it('answers the happy path with fixtures that satisfy the contract', async () => {
    const settings = await client.call('brandSettings');
    expect(settings.site_name).toBe('Fittizia Trattoria');
    const page = await client.call('contentPage', { params: { id: 'home' } });
    expect(page.id).toBe('home');
    const token = await client.call('token', { body: {} });
    expect(token.accessToken).toBe('mock-access-token');
  });

  it('PUT on a call of the table answers 405 with Allow, as the brand API does', async () => {
    const res = await fetch('http://brand-api.test/api/signup', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const read = await fetch('http://brand-api.test/api/v1/content/brand-settings', { method: 'PATCH' });
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('GET');
  });

  it('404s an unknown page with the brand API error shape', async () => {
    await expect(client.call('contentPage', { params: { id: 'nope' } })).rejects.toMatchObject({
      status: 404,
      message: 'No content page "nope"',
    });
  });

  it('lets a named scenario override a handler and leaves the rest alone', async () => {
    server.resetHandlers(...handlersFor('brand-settings-error'));
    const error = await client.call('brandSettings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandApiError);
    expect(error).toMatchObject({ status: 502, code: 16 });
    const page = await client.call('contentPage', { params: { id: 'home' } });
    expect(page.id).toBe('home');
  });

  it('answers every restaurant, menu, offer and geo call on the happy path', async () => {
    const { restaurants } = await client.call('searchRestaurants');
    expect(restaurants.map((r) => r.storeId)).toEqual(['1042', '1057', '1203']);
    const bySlugCity = await client.call('restaurantBySlugAndCity', {
      params: { slug: 'deansgate', city: 'manchester' },
    });
    expect(bySlugCity.storeId).toBe('1042');
    expect((await client.call('restaurantBySlug', { params: { slug: 'briggate' } })).city).toBe('leeds');
    expect((await client.call('restaurantByStoreId', { params: { storeId: '1203' } })).isHolidayPark).toBe(
      true,
    );
    const main = await client.call('menu', { params: { id: 'm-main' } });
    expect(main.sections.flatMap((s) => s.items).some((i) => i.allergens.includes('milk'))).toBe(true);
    expect((await client.call('menu', { params: { id: 'm-kids' } })).name).toBe('Kids Menu');
    const offers = await client.call('restaurantOffers', { params: { id: '1042' } });
    expect(offers.data.length).toBeGreaterThan(0);
    const offer = await client.call('offerBySlug', { query: { offerSlug: 'kids-eat-free' } });
    expect(offer.data.title).toBe('Kids eat free');
    const [hit] = await client.call('geoSearch', { params: { query: 'M1 1AA' } });
    expect(hit?.name).toBe('M1 1AA');
    expect(hit?.restaurants.length).toBeLessThanOrEqual(MAX_LOCATIONS);
    const miles = hit?.restaurants.map((r) => r.milesValue) ?? [];
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const here = await client.call('geoSearchByCoordinates', { params: { lat: 53.48, lng: -2.24 } });
    expect(here).toMatchObject({ lat: 53.48, lng: -2.24 });
  });

  it('404s unknown restaurants and menus on the happy path with the API messages', async () => {
    await expect(client.call('restaurantByStoreId', { params: { storeId: '9999' } })).rejects.toMatchObject({
      status: 404,
      message: 'Restaurant not found: no restaurant with store id "9999"',
    });
    await expect(client.call('menu', { params: { id: 'm-nope' } })).rejects.toMatchObject({
      status: 404,
      message: 'Menu not found',
    });
  });

  it('has a scenario for every finder and restaurant state', async () => {
    expect(scenarioNames).toEqual(
      expect.arrayContaining([
        'geo-no-results',
        'geo-invalid-query',
        'geo-error',
        'restaurants-loading',
        'restaurant-not-found',
        'menu-not-found',
      ]),
    );

    server.resetHandlers(...handlersFor('geo-no-results'));
    expect(await client.call('geoSearch', { params: { query: 'ZE1 0AA' } })).toEqual([]);
    expect(
      (await client.call('geoSearchByCoordinates', { params: { lat: 60, lng: -1 } })).restaurants,
    ).toEqual([]);

    server.resetHandlers(...handlersFor('geo-invalid-query'));
    await expect(client.call('geoSearch', { params: { query: 'zzz' } })).rejects.toMatchObject({
      status: 400,
      message: INVALID_SEARCH_QUERY_MESSAGE,
    });

    server.resetHandlers(...handlersFor('geo-error'));
    await expect(client.call('geoSearch', { params: { query: 'Leeds' } })).rejects.toMatchObject({
      status: 500,
    });

    server.resetHandlers(...handlersFor('restaurant-not-found'));
    await expect(
      client.call('restaurantBySlugAndCity', { params: { slug: 'deansgate', city: 'manchester' } }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await client.call('searchRestaurants')).restaurants.length).toBe(3);

    server.resetHandlers(...handlersFor('menu-not-found'));
    await expect(client.call('menu', { params: { id: 'm-main' } })).rejects.toMatchObject({
      status: 404,
      message: 'Menu not found',
    });

    server.resetHandlers(...handlersFor('restaurants-loading'));
    const pending = client.call('searchRestaurants');
    const outcome = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 200)),
    ]);
    expect(outcome).toBe('still loading');
  });

  it('answers the jobs calls, and the job scenarios carry codes 12 to 15', async () => {
    const { jobs } = (await client.call('jobs', { query: { siteId: JOBS_SITE_ID } })).data;
    expect(new Set(jobs.map((j) => j.category))).toEqual(
      new Set(['Back of House', 'Front of House', 'Management', 'Head Office']),
    );
    for (const job of jobs) {
      expect((await client.call('job', { params: { jobId: job.jobId } })).data.jobId).toBe(job.jobId);
    }
    const [place] = await client.call('jobLocations', { query: { query: 'Leeds' } });
    expect(place?.geometry.location).toBeDefined();
    const expectCode = async (scenario: ScenarioName, call: () => Promise<unknown>, code: number) => {
      server.resetHandlers(...handlersFor(scenario));
      await expect(call()).rejects.toMatchObject({ code });
    };
    const apply = () => client.call('jobApplication', { body: examples.jobApplication.body });
    await expectCode('jobs-error', () => client.call('jobs', { query: { siteId: JOBS_SITE_ID } }), 12);
    await expectCode('job-application-error', apply, 13);
    await expectCode('job-application-duplicate', apply, 14);
    await expectCode('job-application-invalid', apply, 15);
    server.resetHandlers(...handlersFor('job-application-refused'));
    expect((await apply()).data.success).toBe(false);
  });
});

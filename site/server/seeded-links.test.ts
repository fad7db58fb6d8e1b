import { readFileSync } from 'node:fs';
import { demoPages, SEED_OFFERS } from '@fittizia/brand-api';
import { BrandApiError, toOfferSlug } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { externalTargets } from '../lib/content-page.ts';
import { inProcessBrandApi } from './test-fixtures/harness.fixture.ts';

/*
 * Every link the seed writes resolves: each tile of each seeded content page and each seeded offer's success
 * button, as the real brand API (in process, seeded today) answers them. An internal link must be one of the
 * site's routes (routeTree.gen.ts): a content route names a seeded page, `/offer/{slug}` an offer that runs and
 * is listed, a restaurant, menu or job route one the brand API has; an external one is https or a placeholder
 * the site fills in. A seed edit that breaks a link fails here.
 */

type Client = Awaited<ReturnType<ReturnType<typeof inProcessBrandApi>['client']>>;

/** The site's routes, from the generated route tree: static ones first, then those with fewer parameters. */
const routes = (() => {
  const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? '';
  return [...new Set([...block.matchAll(/'([^']*)'/g)].map((m) => (m[1] as string).replace(/(.)\/$/, '$1')))]
    .filter((path) => !path.startsWith('/api/'))
    .map((path) => ({
      path,
      params: (path.match(/\$\w+/g) ?? []).length,
      pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\$\w+/g, '([^/]+)')}$`),
    }))
    .sort((a, b) => a.params - b.params);
})();

/** The links under a tile, an offer or anything else the seed writes: every `href`, `linkUrl` and `url`. */
function linksIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) linksIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (['href', 'linkUrl', 'url', 'successButtonUrl'].includes(key) && typeof inner === 'string')
        found.push(inner);
      else linksIn(inner, found);
    }
  }
  return found;
}

/** Whether a brand-API read answers (false for a 404 or a refused id). */
const answers = async (read: () => Promise<unknown>) => {
  try {
    await read();
    return true;
  } catch (error) {
    if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
};

/** Why a link does not resolve, or undefined when it does. */
async function problemOf(
  link: string,
  client: Client,
  listedOffers: Set<string>,
): Promise<string | undefined> {
  if (link in externalTargets) return undefined;
  if (/^(mailto|tel):/.test(link)) return undefined;
  if (/^[a-z]+:/i.test(link))
    return link.startsWith('https://') ? undefined : 'an external link not on https';
  if (!link.startsWith('/') || link.startsWith('//')) return 'neither a site path nor an external address';
  const path = decodeURIComponent(link.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  const route = routes.find((r) => r.pattern.test(path));
  if (!route) return 'no route of the site';
  const [, a = '', b = ''] = route.pattern.exec(path) ?? [];
  switch (route.path) {
    case '/$id1':
    case '/$id1/$id2': {
      const id = (route.path === '/$id1' ? a : `${a}/${b}`).toLowerCase();
      const seeded = demoPages.some((page) => page.id === id) && id !== 'home';
      const served = await answers(() => client.call('contentPage', { params: { id } }));
      return seeded && served ? undefined : `no seeded content page "${id}"`;
    }
    case '/offer/$id': {
      const slug = toOfferSlug(a);
      if (!slug) return 'not an offer slug';
      return listedOffers.has(slug) ? undefined : `no running, listed offer "${slug}"`;
    }
    case '/restaurants/$city':
      return (await client.call('searchRestaurants')).restaurants.some((r) => r.city === a)
        ? undefined
        : `no restaurant in "${a}"`;
    case '/restaurants/$city/$slug':
    case '/restaurants/$city/$slug/menu':
    case '/restaurants/$city/$slug/book-now':
      return (await answers(() => client.call('restaurantBySlugAndCity', { params: { city: a, slug: b } })))
        ? undefined
        : `no restaurant "${a}/${b}"`;
    case '/menu/$id':
    case '/our-menu/$id':
      return (await answers(() => client.call('menu', { params: { id: a } }))) ? undefined : `no menu "${a}"`;
    case '/careers/job/$id':
      return (await answers(() => client.call('job', { params: { jobId: a } })))
        ? undefined
        : `no job "${a}"`;
    default:
      return route.params === 0 ? undefined : `a link to ${route.path} names a personal or unknown record`;
  }
}

describe('every seeded link resolves', () => {
  const brand = inProcessBrandApi();

  /** The slugs of the offers some restaurant lists today, each read as running (not ended). */
  async function listedOffers(client: Client): Promise<Set<string>> {
    const storeIds = new Set(['1001', ...SEED_OFFERS.flatMap((o) => o.storeIds)]);
    const listed = new Set<string>();
    for (const id of storeIds) {
      for (const offer of (await client.call('restaurantOffers', { params: { id } })).data) {
        if (offer.offerSlug && !offer.ended) listed.add(offer.offerSlug);
      }
    }
    return listed;
  }

  it('in every tile of every seeded content page and every seeded offer', async () => {
    const client = await brand.client();
    const listed = await listedOffers(client);
    const links: { where: string; link: string }[] = [];
    for (const { id } of demoPages) {
      const page = await client.call('contentPage', { params: { id } });
      for (const tile of page.tiles)
        for (const link of linksIn(tile)) links.push({ where: `page ${id}, tile ${tile.tileId}`, link });
    }
    for (const { offer } of SEED_OFFERS) {
      const read = (await client.call('offerBySlug', { query: { offerSlug: offer.offerSlug } })).data;
      for (const link of linksIn(read)) links.push({ where: `offer ${offer.offerSlug}`, link });
    }
    expect(links.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const { where, link } of links) {
      const problem = await problemOf(link, client, listed);
      if (problem) problems.push(`${where}: ${link}: ${problem}`);
    }
    expect(problems).toEqual([]);
    // The Offers page's main tile names a running offer.
    expect(links).toContainEqual({ where: 'page offers, tile offers-lunch', link: '/offer/pranzo' });
  });

  it('fails on a link to a missing offer, an ended one, a missing page or no route', async () => {
    const client = await brand.client();
    const listed = await listedOffers(client);
    expect(await problemOf('/offer/no-such-offer', client, listed)).toMatch(/no running, listed offer/);
    expect(await problemOf('/offer/summer-spritz', client, listed)).toMatch(/no running, listed offer/);
    expect(await problemOf('/offer/pranzo', client, listed)).toBeUndefined();
    expect(await problemOf('/no-such-page', client, listed)).toMatch(/no seeded content page/);
    expect(await problemOf('/whats-on/no-such-night', client, listed)).toMatch(/no seeded content page/);
    expect(await problemOf('/home', client, listed)).toMatch(/no seeded content page/);
    expect(await problemOf('/restaurants/london/nowhere', client, listed)).toMatch(/no restaurant/);
    expect(await problemOf('/booking/manage/abc', client, listed)).toMatch(/personal or unknown/);
    expect(await problemOf('http://example.com', client, listed)).toMatch(/https/);
    expect(await problemOf('/#booking', client, listed)).toBeUndefined();
    expect(await problemOf('/careers/job-search', client, listed)).toBeUndefined();
  });
});

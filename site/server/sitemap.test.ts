import { examples, searchRestaurantsResponse } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_IDS, FORM_PAGE_PATHS } from './content-pages.ts';
import { publicOrigin, robotsTxt, sitemapPaths, sitemapXml } from './sitemap.ts';

const { restaurants } = searchRestaurantsResponse.parse({
  restaurants: [
    ...examples.searchRestaurants.response.restaurants, // manchester/deansgate, leeds/briggate, lakeside (hidden)
    { storeId: '9001', title: 'Roath', city: 'cardiff', slug: 'roath' },
    { storeId: '', title: 'Milsom Street', city: 'bath', slug: 'milsom-street' },
    { storeId: '9003', title: 'Bad', city: 'St Albans', slug: 'market place' },
  ],
});

describe('sitemap paths', () => {
  // The brand API's publishedContentPages: the seed's pages, a thank-you page and a page under another.
  const published = [...CONTENT_PAGE_IDS, 'group-bookings/thanks', 'whats-on/quiz-night'];
  const paths = sitemapPaths(restaurants, published);

  it('lists the home page, every content page, the menu, the job list and the form pages once', () => {
    expect(paths[0]).toBe('/');
    expect(CONTENT_PAGE_IDS).toHaveLength(25);
    expect(paths).toContain('/careers/job-search');
    for (const path of FORM_PAGE_PATHS) expect(paths).toContain(path);
    expect(paths).toContain('/sign-up');
    for (const id of CONTENT_PAGE_IDS.filter((i) => i !== 'home')) expect(paths).toContain(`/${id}`);
    expect(paths).toContain('/menu');
    expect(paths).not.toContain('/home');
    expect(paths).toContain('/whats-on/quiz-night');
    expect(paths).not.toContain('/group-bookings/thanks');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the published pages only: a removed page leaves it, and home is always `/`', () => {
    const without = sitemapPaths(
      restaurants,
      published.filter((id) => id !== 'kids' && id !== 'home'),
    );
    expect(without).not.toContain('/kids');
    expect(without[0]).toBe('/');
    expect(without).toHaveLength(paths.length - 1);
  });

  it('lists city pages, and restaurant pages and menus of restaurants that show their page', () => {
    for (const p of [
      '/restaurants/manchester',
      '/restaurants/manchester/deansgate',
      '/restaurants/manchester/deansgate/menu',
      '/restaurants/leeds/briggate/menu',
      '/restaurants/cardiff/roath',
      '/restaurants/lakeside',
      '/restaurants/bath/milsom-street',
    ])
      expect(paths).toContain(p);
    expect(paths).not.toContain('/restaurants/lakeside/lakeside');
    expect(paths).not.toContain('/restaurants/lakeside/lakeside/menu');
    expect(paths).not.toContain('/restaurants/bath/milsom-street/menu'); // no storeId: its menu is /menu
    expect(paths.some((p) => /st|market/i.test(p) && p.includes('albans'))).toBe(false);
    // content pages, job list, form pages, menu, cities, restaurants, restaurant menus
    expect(paths).toHaveLength(CONTENT_PAGE_IDS.length + 1 + 1 + FORM_PAGE_PATHS.length + 1 + 5 + 4 + 3);
  });
});

describe('sitemap.xml', () => {
  it('is a sitemaps.org urlset of absolute, escaped URLs', () => {
    const xml = sitemapXml('https://www.fittizia.example', ['/', '/menu', '/a?x=1&y=<2>']);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.fittizia.example/</loc></url>',
        '  <url><loc>https://www.fittizia.example/menu</loc></url>',
        '  <url><loc>https://www.fittizia.example/a?x=1&amp;y=%3C2%3E</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('takes the origin from SITE_URL only, never from the request', () => {
    expect(publicOrigin('https://www.fittizia.example/some/path')).toBe('https://www.fittizia.example');
  });
});

describe('robots.txt', () => {
  it('allows everything but the API and points at the sitemap', () => {
    expect(robotsTxt('https://www.fittizia.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.fittizia.example/sitemap.xml\n',
    );
  });
});

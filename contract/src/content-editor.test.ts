import { describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  contentPageIdProblem,
  contentProblems,
  describeTileChanges,
  linkProblem,
  TILE_BACKGROUND_COLOURS,
  tileProblems,
} from './content-editor.ts';

const image = { src: '/images/a.jpg', alt: '', width: 800, height: 600 };
const hero = { formType: 'heroTile', tileId: 'hero', heading: 'Hello', image };
const ids = new Set(['home', 'kids', 'whats-on/quiz-night']);

describe('contentProblems', () => {
  it('passes a page the site can draw', () => {
    expect(contentProblems({ title: 'Home', tiles: [hero] })).toEqual([]);
  });

  it('names each problem with its tile, in an editor words, and its path', () => {
    const problems = contentProblems({
      title: ' ',
      tiles: [hero, { formType: 'textTile', heading: 'x' }, { formType: 'imageTile', heading: 'No picture' }],
    });
    expect(problems).toEqual([
      { path: ['title'], message: 'The page title is missing' },
      { path: ['tiles', 2, 'image'], message: 'Tile 3: the desktop image is missing' },
    ]);
  });

  it('refuses an unknown tile kind and unknown options, listing what is allowed', () => {
    const [kind] = tileProblems({ formType: 'carouselTile' }, 0, ids);
    expect(kind?.message).toMatch(/^Tile 1: "carouselTile" is not a tile kind the site draws \(heroTile, /);
    const [height] = tileProblems({ ...hero, height: 'huge' }, 1, ids);
    expect(height).toEqual({
      path: ['tiles', 1, 'height'],
      message: 'Tile 2: "huge" is not a tile height (full, half, one-third, two-thirds, auto)',
    });
    expect(tileProblems({ ...hero, backgroundColour: 'purple' }, 0, ids)[0]?.message).toContain(
      TILE_BACKGROUND_COLOURS.join(', '),
    );
  });

  it('checks an image: its address, its alt text and its size', () => {
    const problems = tileProblems({ ...hero, imageMobile: { src: '/m.jpg' } }, 0, ids).map((p) => p.message);
    expect(problems).toEqual([
      'Tile 1: the mobile image needs a description (alt text), or an empty one if it is only decoration',
      "Tile 1: the mobile image's width is missing",
      "Tile 1: the mobile image's height is missing",
    ]);
  });

  it("checks every link against the site's routes and the pages", () => {
    const tile = {
      ...hero,
      links: [
        { linkText: 'Menu', linkUrl: '/menu' },
        { linkText: 'Kids', linkUrl: '/kids#top' },
        { linkText: 'Nowhere', linkUrl: '/no-such-page' },
        { linkText: '', linkUrl: 'https://example.com' },
      ],
    };
    expect(tileProblems(tile, 0, ids).map((p) => [p.path.join('.'), p.message])).toEqual([
      ['tiles.0.links.2.linkUrl', 'Tile 1, link 3: /no-such-page is not a page of this site'],
      ['tiles.0.links.3.linkText', 'Tile 1, link 4: the link text is missing'],
    ]);
  });

  it('reports a page that is not a page, and too many tiles', () => {
    expect(contentProblems(null)[0]?.message).toMatch(/not a page/);
    expect(contentProblems({ title: 'x', tiles: Array(61).fill(hero) })[0]?.message).toBe(
      'A page holds at most 60 tiles',
    );
  });
});

describe('linkProblem', () => {
  it.each([
    '/',
    '/restaurants/london/covent-garden',
    '/whats-on/quiz-night',
    '/offer/two-for-one?x=1',
    'https://example.com/a',
    'mailto:hello@example.com',
    'tel:+442079460000',
    'external:gift-cards',
    '#booking',
  ])('follows %s', (url) => {
    expect(linkProblem(url, ids)).toBeUndefined();
  });

  it.each([
    ['http://example.com', 'http://example.com is not secure: use an https:// address'],
    [
      '/restaurants/london/covent-garden/extra/more',
      '/restaurants/london/covent-garden/extra/more is not a page of this site',
    ],
    [
      'javascript:alert(1)',
      'javascript:alert(1) is not an address: start a page of this site with / and another site with https://',
    ],
    [
      '//evil.example',
      '//evil.example is not an address: start a page of this site with / and another site with https://',
    ],
    ['', 'the address is missing'],
  ])('refuses %s', (url, message) => {
    expect(linkProblem(url, ids)).toBe(message);
  });
});

describe('contentPageIdProblem', () => {
  it('takes lowercase words and one slash, and refuses a site route', () => {
    expect(contentPageIdProblem('summer-terrace')).toBeUndefined();
    expect(contentPageIdProblem('whats-on/quiz-night')).toBeUndefined();
    expect(contentPageIdProblem('Summer')).toMatch(/lowercase/);
    expect(contentPageIdProblem('a/b/c')).toMatch(/at most one/);
    expect(contentPageIdProblem('contact')).toBe('/contact is already a page of the site');
  });
});

describe('describeTileChanges', () => {
  it('matches tiles by id and says what changed, moved, came and went', () => {
    const before = { title: 'A', tiles: [hero, { formType: 'textTile', tileId: 'text', heading: 'T' }] };
    const after = {
      title: 'B',
      tiles: [
        { formType: 'textTile', tileId: 'text', heading: 'T' },
        { ...hero, heading: 'Hi' },
        { formType: 'faqTile' },
      ],
    };
    expect(describeTileChanges(before, after).map((c) => c.summary)).toEqual([
      'Page title changed',
      'Tile 1 (text) moved from place 2',
      'Tile 2 (hero): heading changed',
      'Tile 2 (hero) moved from place 1',
      'Tile 3 added',
    ]);
    expect(describeTileChanges(after, before).map((c) => c.change)).toContain('removed');
  });

  it('is empty between equal versions, whatever the order of fields', () => {
    expect(describeTileChanges({ title: 'A', tiles: [hero] }, { tiles: [{ ...hero }], title: 'A' })).toEqual(
      [],
    );
  });
});

it('words a refused save by its number of problems', () => {
  expect(CONTENT_MESSAGES.problems(1)).toBe('This draft has a problem: it was not saved');
  expect(CONTENT_MESSAGES.problems(3)).toBe('This draft has 3 problems: it was not saved');
});

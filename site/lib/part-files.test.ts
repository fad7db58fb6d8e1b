import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_DIALOG_MODULE, noteRenderedPart, renderedPartFiles, trackParts } from './part-files.ts';

const useRouter = () => ({});
const files = {
  'components/Footer.tsx': ['/assets/Footer.js', '/assets/Icon.js'],
  'routes/-menu-page.tsx': [
    '/assets/menu-page.js',
    '/assets/framework.js',
    '/assets/Checkbox.js',
    '/assets/Icon.js',
  ],
  'components/GlobalBanner.tsx': ['/assets/GlobalBanner.js', '/assets/Icon.js'],
};

describe('the files of the parts a page renders', () => {
  it('lists each rendered part’s files once, the likeliest part first, less what the page loads already', () => {
    const router = {};
    trackParts(router, files, useRouter);
    noteRenderedPart(router, 'components/GlobalBanner.tsx', 1);
    noteRenderedPart(router, 'routes/-menu-page.tsx', 2);
    noteRenderedPart(router, 'components/Footer.tsx', 1);
    // A part rendered again (a second copy) is listed once.
    noteRenderedPart(router, 'routes/-menu-page.tsx', 2);
    expect(renderedPartFiles(router, ['/assets/framework.js'])).toEqual([
      '/assets/menu-page.js',
      '/assets/Checkbox.js',
      '/assets/Icon.js',
      '/assets/GlobalBanner.js',
      '/assets/Footer.js',
    ]);
  });

  it('lists nothing for a render it was not told of, a part with no key, or one the build did not map', () => {
    const untracked = {};
    noteRenderedPart(untracked, 'routes/-menu-page.tsx', 2);
    expect(renderedPartFiles(untracked)).toEqual([]);
    const router = {};
    trackParts(router, files, useRouter);
    noteRenderedPart(router, undefined, 2);
    noteRenderedPart(router, 'routes/-unknown.tsx', 2);
    expect(renderedPartFiles(router)).toEqual([]);
  });

  it('keeps each request’s parts to itself', () => {
    const one = {};
    const two = {};
    trackParts(one, files, useRouter);
    trackParts(two, files, useRouter);
    noteRenderedPart(one, 'components/Footer.tsx', 1);
    expect(renderedPartFiles(two)).toEqual([]);
    expect(renderedPartFiles(one)).toEqual(['/assets/Footer.js', '/assets/Icon.js']);
  });

  it('names the booking modal’s module by the key the build gives it (its path from the site’s root)', () => {
    expect(existsSync(new URL(`../${BOOKING_DIALOG_MODULE}`, import.meta.url))).toBe(true);
  });
});

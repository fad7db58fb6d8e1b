/// <reference types="vite/client" />
import figtreeRegular from '@fontsource/figtree/files/figtree-latin-400-normal.woff2?url';
import figtreeBold from '@fontsource/figtree/files/figtree-latin-700-normal.woff2?url';
import figtreeExtraBold from '@fontsource/figtree/files/figtree-latin-800-normal.woff2?url';

/**
 * Preload links for the three Figtree files of the type scale (11 KB each), so the browser fetches
 * them with the stylesheet rather than after layout: a weight found late swaps in after the first
 * paint and moves the text (a layout shift). The same files the `@font-face` rules of fonts.css
 * point at: the bundler gives both the same address.
 */
export const fontPreloads = [figtreeRegular, figtreeBold, figtreeExtraBold].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}));

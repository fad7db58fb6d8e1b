/// <reference types="vite/client" />
import figtreeRegular from '@fontsource/figtree/files/figtree-latin-400-normal.woff2?url';
import figtreeExtraBold from '@fontsource/figtree/files/figtree-latin-800-normal.woff2?url';

/**
 * Preload links for the Figtree files the first paint needs (body text and headings), so the
 * browser fetches them with the stylesheet rather than after it. The same files the `@font-face`
 * rules of fonts.css point at: the bundler gives both the same address.
 */
export const fontPreloads = [figtreeRegular, figtreeExtraBold].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}));

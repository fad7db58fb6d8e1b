/** The content domain's public face: the brand's settings and content pages. */
export { demoPages, seedContent } from './seed.ts';

/**
 * Builds the restaurant pages' hero pictures (`site/public/images/restaurants/`): six original flat-art
 * scenes of the fictional Fittizia Trattoria, drawn as SVG (hero-scenes.mjs, from the pieces in hero-art.mjs;
 * no photograph, no real restaurant), each rasterised with sharp to AVIF and WebP at three widths. Run it again
 * only to change the pictures; the output is committed, so nothing is built at install or run time.
 *
 *   node site/scripts/build-hero-images.mjs
 *
 * The brand API's seed (`brand-api/src/domains/restaurants/seed/restaurants.ts`, `heroImage`) names the files: keep
 * HERO_WIDTHS, the scene names and the 16:9 size in step with it.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { H, W } from './hero-art.mjs';
import { SCENES } from './hero-scenes.mjs';

const OUT = fileURLToPath(new URL('../public/images/restaurants/', import.meta.url));
const HERO_WIDTHS = [640, 960, 1440];

async function main() {
  mkdirSync(OUT, { recursive: true });
  if (process.env.HERO_PREVIEW) {
    for (const [name, draw] of Object.entries(SCENES))
      await sharp(Buffer.from(draw())).png().toFile(`${process.env.HERO_PREVIEW}/${name}.png`);
    return;
  }
  let total = 0;
  for (const [name, draw] of Object.entries(SCENES)) {
    const source = Buffer.from(draw());
    for (const width of HERO_WIDTHS) {
      const image = sharp(source, { density: (72 * width) / W }).resize(width, Math.round((width * H) / W));
      const avif = await image.clone().avif({ quality: 55, effort: 9 }).toBuffer();
      const webp = await image.clone().webp({ quality: 78, effort: 6 }).toBuffer();
      writeFileSync(`${OUT}hero-${name}-${width}.avif`, avif);
      writeFileSync(`${OUT}hero-${name}-${width}.webp`, webp);
      total += avif.length + webp.length;
      console.log(
        `hero-${name}-${width}: avif ${(avif.length / 1024).toFixed(1)} KB, webp ${(webp.length / 1024).toFixed(1)} KB`,
      );
    }
  }
  console.log(`Total ${(total / 1024).toFixed(0)} KB in ${OUT}`);
}

await main();

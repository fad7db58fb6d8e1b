import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoPages } from '../src/domains/content/seed.ts';
import { GEODATA_ATTRIBUTION, GEODATA_LICENCES } from '../src/domains/restaurants/geo/attribution.ts';

const brandApi = fileURLToPath(new URL('../', import.meta.url));
const geoDir = new URL('../data/uk-geo/', import.meta.url);

/** The `> ` quoted blocks of a Markdown file, each joined into one line of text. */
function quotedBlocks(file: string): string[] {
  const blocks: string[][] = [];
  let current: string[] | undefined;
  for (const line of readFileSync(new URL(file, geoDir), 'utf8').split('\n')) {
    if (!line.startsWith('>')) {
      current = undefined;
      continue;
    }
    if (!current) {
      current = [];
      blocks.push(current);
    }
    current.push(line.replace(/^>\s?/, '').trim());
  }
  return blocks.map((block) => block.join(' ').trim());
}

describe('UK geodata: sources and attribution travel with the data', () => {
  it('the about-us page shows the attribution and links the licences', () => {
    const about = demoPages.find((page) => page.id === 'about-us');
    const tile = about?.tiles.find((t) => String(t.body ?? '').includes(GEODATA_ATTRIBUTION));
    expect(tile, 'about-us tile with the geodata attribution').toBeDefined();
    expect((tile?.links as { linkUrl: string }[] | undefined)?.map((l) => l.linkUrl)).toEqual(
      GEODATA_LICENCES.map((l) => l.linkUrl),
    );
  });

  it('README.md and SOURCES.md beside the data quote the same attribution', () => {
    expect(quotedBlocks('README.md')).toContain(GEODATA_ATTRIBUTION);
    expect(quotedBlocks('SOURCES.md')).toContain(GEODATA_ATTRIBUTION);
  });

  it('the build script needs the source folder named and writes nothing without it', () => {
    const shipped = statSync(new URL('outcodes.tsv.gz', geoDir)).mtimeMs;
    const env = { ...process.env };
    delete env.UK_GEO_SOURCE;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-uk-geo.ts'], {
      cwd: brandApi,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('name the folder that holds outcodes.csv, sectors.csv and places.csv');
    const elsewhere = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-uk-geo.ts', 'test'], {
      cwd: brandApi,
      env,
      encoding: 'utf8',
    });
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toMatch(
      /has no outcodes\.csv, sectors\.csv, places\.csv\. Nothing was written\./,
    );
    expect(statSync(new URL('outcodes.tsv.gz', geoDir)).mtimeMs).toBe(shipped);
  });
});

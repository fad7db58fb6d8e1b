/**
 * One-off: builds the compact geodata the brand API ships (`data/uk-geo/*.tsv.gz`) from the source UK
 * geodata CSVs (`outcodes.csv`, `sectors.csv`, `places.csv`, described with their sources and licences in
 * `data/uk-geo/SOURCES.md`). The CSVs are not part of the repository; run it only when the source data
 * changes, naming their folder as the argument or in `UK_GEO_SOURCE`:
 *
 *   pnpm exec tsx scripts/build-uk-geo.ts <folder with the CSVs>
 *   UK_GEO_SOURCE=<folder with the CSVs> pnpm exec tsx scripts/build-uk-geo.ts
 *
 * The API itself never reads the source folder; it reads the files this script writes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const SOURCE_FILES = ['outcodes.csv', 'sectors.csv', 'places.csv'];

function sourceFolder(): string {
  const given = process.argv[2] ?? process.env.UK_GEO_SOURCE;
  if (!given) {
    console.error(
      'build-uk-geo: name the folder that holds outcodes.csv, sectors.csv and places.csv, as the first ' +
        'argument or in UK_GEO_SOURCE (data/uk-geo/SOURCES.md says where the data come from). Nothing was written.',
    );
    process.exit(1);
  }
  const folder = resolve(given);
  const missing = SOURCE_FILES.filter((file) => !existsSync(join(folder, file)));
  if (missing.length) {
    console.error(`build-uk-geo: ${folder} has no ${missing.join(', ')}. Nothing was written.`);
    process.exit(1);
  }
  return folder;
}

const source = sourceFolder();
const target = fileURLToPath(new URL('../data/uk-geo/', import.meta.url));

/** RFC 4180 rows: fields quoted only when needed, `""` for a quote inside quotes. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

function write(name: string, header: string[], rows: string[][]): void {
  for (const r of rows) {
    if (r.some((f) => /[\t\n]/.test(f))) throw new Error(`tab or newline in ${name}: ${r.join('|')}`);
  }
  const text = `${[header, ...rows].map((r) => r.join('\t')).join('\n')}\n`;
  const gz = gzipSync(text, { level: 9 });
  writeFileSync(`${target}${name}`, gz);
  console.log(`${name}: ${rows.length} rows, ${text.length} bytes raw, ${gz.length} bytes gzipped`);
}

const read = (file: string) => parseCsv(readFileSync(join(source, file), 'utf8'));

const outcodes = read('outcodes.csv');
write(
  'outcodes.tsv.gz',
  ['outcode', 'lat', 'lon', 'area_name', 'nearest_town', 'country', 'current', 'kind'],
  outcodes.map((o) => [
    o.outcode!,
    o.lat!,
    o.lon!,
    o.area_name!,
    o.nearest_town!,
    o.country!,
    o.current!,
    o.kind!,
  ]),
);

const sectors = read('sectors.csv');
write(
  'sectors.tsv.gz',
  ['sector', 'lat', 'lon'],
  sectors.map((s) => [s.sector!, s.lat!, s.lon!]),
);

const places = read('places.csv');
write(
  'places.tsv.gz',
  ['name', 'alt_name', 'county', 'country', 'type', 'lat', 'lon', 'outcode', 'population'],
  places.map((p) => [
    p.name!,
    p.alt_name!,
    p.county!,
    p.country!,
    p.type!,
    p.lat!,
    p.lon!,
    p.outcode!,
    p.population!,
  ]),
);

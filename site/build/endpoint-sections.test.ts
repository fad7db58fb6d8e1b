import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Endpoint, endpoints } from '@fittizia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  groupKey,
  loaderModule,
  sectionFile,
  sectionModule,
  splitEndpointTable,
} from './endpoint-sections.ts';

const src = fileURLToPath(new URL('../../contract/src/', import.meta.url));
const split = splitEndpointTable(readFileSync(join(src, 'endpoints.ts'), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'endpoint-sections-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A section's module as the build serves it, written out with its imports pointing at the contract's files. */
async function loadSection(section: string): Promise<Record<string, Endpoint>> {
  const code = sectionModule(split, section).replaceAll(/from '\.\//g, `from '${pathToFileURL(src).href}`);
  const file = join(dir, sectionFile(section));
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)).endpoints;
}

describe('the endpoint table split by section (the browser build)', () => {
  it('holds every call the browser may make once, in the module of its section and its path’s resource', () => {
    const names = [...split.sections.values()].flat().map((e) => e.name);
    const table = Object.entries(endpoints as Record<string, Endpoint>);
    expect(names.toSorted()).toEqual(
      table
        .filter(([, e]) => e.fromBrowser !== false)
        .map(([name]) => name)
        .toSorted(),
    );
    // A call the browser never makes is in no module: its schemas stay out of the browser's code.
    const serverOnly = table.filter(([, e]) => e.fromBrowser === false).map(([name]) => name);
    expect(serverOnly).toContain('contentPreviewSession');
    for (const name of serverOnly) expect(names).not.toContain(name);
    for (const [key, entries] of split.sections)
      for (const { name } of entries) {
        const { section, path } = (endpoints as Record<string, Endpoint>)[name] as Endpoint;
        expect(key).toBe(groupKey(section, path));
      }
    // Spec 7.8 is four modules: the finder loads the geo search's schemas, not sign-up's.
    expect([...split.sections.keys()].filter((key) => key.startsWith('7.8 ')).toSorted()).toEqual([
      '7.8 geo',
      '7.8 signup',
      '7.8 social',
    ]);
    expect(split.sections.get('7.2 booking')?.map((e) => e.name)).toContain('bookingCreate');
    expect(split.sections.get('7.2 braintree')?.map((e) => e.name)).toEqual([
      'braintreeToken',
      'braintreeSubmit',
    ]);
  });

  it('names a call’s module by its section and the resource after /api/ (and v1/)', () => {
    expect(groupKey('7.8', '/api/geo/search/{query}')).toBe('7.8 geo');
    expect(groupKey('7.4', '/api/v1/content/menu/{id}')).toBe('7.4 content menu');
    expect(groupKey('7.4', '/api/v1/content/search-restaurants/')).toBe('7.4 content search-restaurants');
    expect(groupKey('7.1', '/api/token')).toBe('7.1 token');
    expect(groupKey('7.1', '')).toBe('7.1');
    expect(sectionFile('manage booking')).toBe('endpoints.section-manage_booking.ts');
  });

  it("gives each call the table's rules and schemas", async () => {
    for (const section of split.sections.keys()) {
      const defs = await loadSection(section);
      for (const [name, def] of Object.entries(defs)) {
        const table = (endpoints as Record<string, Endpoint>)[name] as Endpoint;
        const { params, query, body, response, ...rules } = def;
        const { params: p, query: q, body: b, response: r, ...tableRules } = table;
        expect(rules, name).toEqual(tableRules);
        for (const [mine, theirs] of [
          [params, p],
          [query, q],
          [body, b],
          [response, r],
        ] as const)
          expect(JSON.stringify(mine._zod.def), name).toBe(JSON.stringify(theirs._zod.def));
      }
    }
  });

  it('loads each call with its own section only', () => {
    const loader = loaderModule(split);
    for (const [section, entries] of split.sections)
      for (const { name } of entries)
        expect(loader).toContain(`${JSON.stringify(name)}: () => import('./${sectionFile(section)}')`);
  });

  it('keeps a loaded definition: a second call gets the same promise, without importing again', async () => {
    for (const section of split.sections.keys()) await loadSection(section);
    const file = join(dir, 'endpoint-loader.ts');
    writeFileSync(file, loaderModule(split));
    const { loadEndpoint } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      loadEndpoint: (name: string) => Promise<Endpoint>;
    };
    const first = loadEndpoint('geoSearch');
    expect(loadEndpoint('geoSearch')).toBe(first);
    expect(await first).toBe(await loadEndpoint('geoSearch'));
    expect((await first).section).toBe((endpoints as Record<string, Endpoint>).geoSearch?.section);
    expect(loadEndpoint('contactSendEmail')).not.toBe(first);
  });

  it('refuses a table entry that names no section', () => {
    expect(() => splitEndpointTable("export const endpoints = { a: endpoint({ method: 'GET' }) };")).toThrow(
      /a names no section/,
    );
  });
});

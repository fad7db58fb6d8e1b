import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The endpoint table split by spec section and resource, for the browser. `contract/src/endpoints.ts` holds every
 * call in one table, so a module that imports it imports every domain's schemas. In the client build this plugin
 * serves, next to `endpoints.ts`, one module per section and resource (`endpoints.section-7.2_booking.ts`: the same
 * imports and the same entries, verbatim, of the calls of that section whose path names that resource; the
 * bundler drops the imports it does not use) and replaces `endpoint-loader.ts` with one that loads a call's
 * module: the booking modal loads the booking schemas, not the jobs' or sign-up's, and the finder the geo search's,
 * not sign-up's beside it in spec 7.8. Calls the browser never makes (`fromBrowser: false`) are in no module. The
 * table's file stays the one source; nothing is copied into the repository.
 */

export interface EndpointSections {
  /** The import declarations of `endpoints.ts`, verbatim. */
  imports: string;
  /**
   * The entries of the `endpoints` table, verbatim, by section and resource (`groupKey`): each key is one module of
   * the browser build.
   */
  sections: Map<string, { name: string; text: string }[]>;
}

/**
 * A call's module: its spec section and the resource its path names (the segment after `/api/`, and after `v1/`):
 * `7.8 geo`, `7.8 signup`, `7.2 booking`, `7.2 braintree`. Spec 7.4's calls all live under `content/`, so theirs
 * is the segment after it: `7.4 content search-restaurants`, `7.4 content menu` (the booking modal's restaurant
 * list loads the restaurants' schemas, not the content pages' or the menus').
 */
export function groupKey(section: string, path: string): string {
  const [resource = '', next = ''] = path
    .split('/')
    .filter(Boolean)
    .filter((segment, i) => !(i === 0 && segment === 'api'))
    .filter((segment, i) => !(i === 0 && segment === 'v1'));
  const name = resource === 'content' && next && !next.startsWith('{') ? `${resource} ${next}` : resource;
  return name ? `${section} ${name}` : section;
}

/** Reads the `endpoints` table of `endpoints.ts` (its source text): each entry's name, source and `section`. */
export function splitEndpointTable(source: string): EndpointSections {
  const file = ts.createSourceFile('endpoints.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports: string[] = [];
  const sections = new Map<string, { name: string; text: string }[]>();
  let table: ts.ObjectLiteralExpression | undefined;
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) imports.push(statement.getText(file));
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === 'endpoints' && decl.initializer) {
        const init = ts.isAsExpression(decl.initializer) ? decl.initializer.expression : decl.initializer;
        if (ts.isObjectLiteralExpression(init)) table = init;
      }
    }
  }
  if (!table) throw new Error('endpoint-sections: no `export const endpoints = { ... }` in endpoints.ts');
  for (const property of table.properties) {
    if (!ts.isPropertyAssignment(property)) {
      throw new Error(
        `endpoint-sections: an entry of the table is not \`name: endpoint({...})\`: ${property.getText(file)}`,
      );
    }
    const name = property.name.getText(file);
    const call = property.initializer;
    const def = ts.isCallExpression(call) ? call.arguments[0] : undefined;
    const option = (key: string) =>
      def && ts.isObjectLiteralExpression(def)
        ? def.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(file) === key,
          )
        : undefined;
    const field = (key: string) => {
      const found = option(key);
      return found && ts.isStringLiteral(found.initializer) ? found : undefined;
    };
    const section = field('section');
    if (!section) throw new Error(`endpoint-sections: the entry ${name} names no section`);
    // A call the browser never makes (the proxy refuses it) is left out of the browser's modules, schemas and all.
    if (option('fromBrowser')?.initializer.kind === ts.SyntaxKind.FalseKeyword) continue;
    const path = field('path');
    const key = groupKey(
      (section.initializer as ts.StringLiteral).text,
      path ? (path.initializer as ts.StringLiteral).text : '',
    );
    const list = sections.get(key) ?? [];
    list.push({ name, text: property.getText(file) });
    sections.set(key, list);
  }
  return { imports: imports.join('\n'), sections };
}

/** The file name of a section's module, by its key (a key such as "7.2 booking" is written with `_`). */
export const sectionFile = (section: string) => `endpoints.section-${section.replace(/[^\w.-]/g, '_')}.ts`;

/** The module of one section: the table's imports and that section's entries, as `endpoints`. */
export function sectionModule(split: EndpointSections, section: string): string {
  const entries = split.sections.get(section);
  if (!entries) throw new Error(`endpoint-sections: no section ${section}`);
  return `${split.imports}\n\nexport const endpoints = {\n${entries.map((e) => `  ${e.text},`).join('\n')}\n};\n`;
}

/**
 * The loader: each call's name to its section's module, loaded on first use. A call's definition is kept once
 * loaded, and a later call gets the same settled promise: an `import()` of a module already here still settles a
 * task later (in Chromium), and the browser's client asks for a definition twice on its way to `fetch()`, so
 * the page's own work (a re-render for the new address) ran first, holding the request back (the
 * finder's search). A failed load is not kept: the next call tries again.
 */
export function loaderModule(split: EndpointSections): string {
  const loads: string[] = [];
  for (const [section, entries] of split.sections) {
    const load = `() => import('./${sectionFile(section)}')`;
    for (const { name } of entries) loads.push(`  ${JSON.stringify(name)}: ${load},`);
  }
  return `const sections = {\n${loads.join('\n')}\n};\n\nconst loaded = new Map();\n\nexport function loadEndpoint(name) {\n  let definition = loaded.get(name);\n  if (!definition) {\n    definition = sections[name]().then((m) => m.endpoints[name]);\n    loaded.set(name, definition);\n    definition.catch(() => loaded.delete(name));\n  }\n  return definition;\n}\n`;
}

const LOADER = /[\\/]contract[\\/]src[\\/]endpoint-loader\.ts$/;
const SECTION = /^endpoints\.section-([\w.-]+)\.ts$/;

export function endpointSections(): Plugin {
  return {
    name: 'fittizia:endpoint-sections',
    // The production build only: the dev server loads the whole table (the loader as written).
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      const match = source.match(/^\.\/(endpoints\.section-[\w.-]+\.ts)$/);
      if (!match || !importer || !LOADER.test(importer)) return null;
      return join(dirname(importer), match[1] as string);
    },
    load(id) {
      const base = id.split(/[\\/]/).pop() ?? '';
      const isLoader = LOADER.test(id);
      const section = base.match(SECTION);
      if (!isLoader && !section) return null;
      const tablePath = join(dirname(id), 'endpoints.ts');
      this.addWatchFile(tablePath);
      const split = splitEndpointTable(readFileSync(tablePath, 'utf8'));
      if (isLoader) return loaderModule(split);
      const name = [...split.sections.keys()].find((s) => sectionFile(s) === base);
      if (!name) throw new Error(`endpoint-sections: no section for ${base}`);
      return sectionModule(split, name);
    },
  };
}

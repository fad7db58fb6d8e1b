/**
 * The workspace's import graph, read with the TypeScript parser, and the rules it must keep
 * (docs/ARCHITECTURE.md, "Which way imports run"):
 * - packages: `site -> design-system -> contract`, `site -> contract`, `brand-api -> contract`,
 *   `api-mocks -> contract`; stories, tests and e2e specs of every package but `contract` may use `api-mocks`
 *   (the shared test fixtures and bad-input generators), the application code never; nothing imports `site`;
 * - inside the design system, layers: `features -> components, forms, tiles -> shared -> tokens`
 *   (tiles and forms are built on components, never the other way), and only the package root
 *   (`index.ts`) gathers them all;
 * - no import cycle, except through the generated route trees (`routeTree.gen.ts`).
 * `scripts/import-graph.test.ts` runs the check on the real tree (vitest `unit`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import: the file that imports and what it names. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

/** Every module specifier a file names: static and dynamic imports, re-exports and `import('x').Type`. */
export function moduleSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The workspace packages whose files the graph covers, by folder. */
export const PACKAGES = {
  contract: '@fittizia/contract',
  'brand-api': '@fittizia/brand-api',
  'api-mocks': '@fittizia/api-mocks',
  'design-system': '@fittizia/design-system',
  site: '@fittizia/site',
} as const;

/** Folders of the workspace that hold our own code besides the packages (tooling, Storybook, visual run). */
const TOOLING = ['scripts', 'visual', '.storybook'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', '.output', '.data', 'storybook-static', 'test-results']);
/** The dependency rules' fixtures break the rules on purpose (each rule's test proves it fails on them). */
const DELIBERATE_VIOLATIONS = /(^|[\\/])fixtures[\\/]dependency-rules$/;

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (DELIBERATE_VIOLATIONS.test(path)) continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
}

function resolveFile(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** `@fittizia/x/sub` through package x's `exports` (exact keys and one `*` pattern). */
function resolvePackage(root: string, specifier: string): string | undefined {
  const entry = Object.entries(PACKAGES).find(
    ([, name]) => specifier === name || specifier.startsWith(`${name}/`),
  );
  if (!entry) return undefined;
  const [folder, name] = entry;
  const exports: Record<string, string> =
    JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).exports ?? {};
  const key = `.${specifier.slice(name.length)}`;
  let target = exports[key];
  if (!target)
    for (const [pattern, value] of Object.entries(exports)) {
      const star = pattern.indexOf('*');
      if (star < 0) continue;
      const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
      if (key.startsWith(head) && key.endsWith(tail) && key.length >= head.length + tail.length) {
        target = value.replace('*', key.slice(head.length, key.length - tail.length));
        break;
      }
    }
  return target ? resolveFile(join(root, folder, target)) : undefined;
}

/** Every import between two of our files, as paths relative to the workspace root. */
export function importGraph(root: string): ImportEdge[] {
  const files: string[] = [];
  for (const folder of [...Object.keys(PACKAGES), ...TOOLING])
    if (existsSync(join(root, folder))) walk(join(root, folder), files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const specifier of moduleSpecifiers(file, readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.')
        ? resolveFile(resolve(dirname(file), specifier))
        : resolvePackage(root, specifier);
      if (target) edges.push({ from: relative(root, file), to: relative(root, target), specifier });
    }
  }
  return edges;
}

/** The package folder (or tooling folder) a file belongs to. */
export const packageOf = (file: string): string => file.split('/')[0] ?? file;

/** A story, a test, a fixture or a story helper module (`stories.helpers.ts`): may use the mocks; the app never imports it. */
const isTestSupport = (file: string) =>
  /\.(stories|test|spec|fixture)\.tsx?$|(^|[\\/])stories\.helpers\.tsx?$|[\\/]e2e[\\/]/.test(file);

/** Which packages each package may import (besides itself). */
const PACKAGE_RULES: Record<string, string[]> = {
  contract: [],
  'brand-api': ['contract'],
  'api-mocks': ['contract'],
  'design-system': ['contract'],
  site: ['contract', 'design-system'],
};

/**
 * The design system's layers: a file in the first folder may import files in the folders listed.
 * `index.ts` (the package root) gathers every layer and nothing inside the package imports it.
 */
export const DESIGN_SYSTEM_LAYERS: Record<string, string[]> = {
  tokens: ['tokens'],
  shared: ['shared', 'tokens'],
  components: ['components', 'shared', 'tokens'],
  forms: ['forms', 'components', 'shared', 'tokens'],
  tiles: ['tiles', 'components', 'shared', 'tokens'],
  features: ['features', 'forms', 'tiles', 'components', 'shared', 'tokens'],
  foundations: ['foundations', 'components', 'shared', 'tokens'],
};

/** The design-system layer of a file (its first folder), or `root` for files at the package root. */
export function layerOf(file: string): string {
  const [, folder, rest] = file.split('/');
  return rest === undefined ? 'root' : (folder ?? 'root');
}

/** Each import that breaks a rule, with the reason. */
export function layerViolations(edges: ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const [source, target] = [packageOf(from), packageOf(to)];
    if (source !== target && source in PACKAGE_RULES) {
      const allowed = PACKAGE_RULES[source] ?? [];
      const mocksInTests = target === 'api-mocks' && source !== 'contract' && isTestSupport(from);
      // A site test (or the site's test harness, a fixture) may start the real brand API in-process: the
      // journey's requests are checked against it.
      const brandApiInSiteTests =
        target === 'brand-api' && source === 'site' && /\.(test|fixture)\.tsx?$/.test(from);
      // A test may run the workspace's tooling (the dependency checks' runner in scripts/lib).
      const toolingInTests = target === 'scripts' && /\.test\.tsx?$/.test(from);
      if (!allowed.includes(target) && !mocksInTests && !brandApiInSiteTests && !toolingInTests)
        problems.push(`${from} -> ${to}: package ${source} may not import ${target}`);
    }
    if (source === 'design-system' && target === 'design-system') {
      const [a, b] = [layerOf(from), layerOf(to)];
      if (b === 'root') problems.push(`${from} -> ${to}: only apps import the package root`);
      else if (a !== 'root') {
        const allowed = DESIGN_SYSTEM_LAYERS[a];
        if (!allowed) problems.push(`${from}: ${a}/ is not a known layer of the design system`);
        else if (!allowed.includes(b)) problems.push(`${from} -> ${to}: ${a} may not import ${b}`);
      }
    }
  }
  return problems;
}

/** A generated route tree imports every route and is imported back by the router: the one allowed circle. */
const isGeneratedRouteTree = (file: string) => /(^|\/)routeTree\.gen\.ts$/.test(file);

/** The import cycles (strongly connected components of more than one file, or a file importing itself). */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (isGeneratedRouteTree(from) || isGeneratedRouteTree(to)) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  // Tarjan's algorithm, iterative (deep graphs would overflow the stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; i: number };
      const targets = next.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const target = targets[frame.i++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, i: 0 });
        } else if (onStack.has(target))
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = targets.includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

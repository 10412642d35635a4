/**
 * Reads the product's imports (the TypeScript compiler's own pre-processing:
 * static, type-only, re-exports and dynamic `import()` alike) and finds what
 * breaks the floors: an import up a floor (of the main process or of the page),
 * an import of the page by main or of main by the page, and a circle of imports
 * between top folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Floor } from './floors.ts';

/** One import of one file, both as paths from the project's root. */
export interface Import {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED = new Set(['node_modules', 'build', 'dist']);

function sourceFiles(root: string, folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) files.push(...sourceFiles(root, relative));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(relative);
    }
  }
  return files;
}

/** Every import between files of the project (packages and `node:` modules are not arrows). */
export function readImports(root: string, folders: readonly string[]): Import[] {
  const imports: Import[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName.split('?')[0]!));
      imports.push({ from: file, to: target });
    }
  }
  return imports;
}

/**
 * The part of the project a file belongs to: `electron/<top folder>`, `renderer/src/<top
 * folder or file>`, `renderer` (the page's other files), `shared` (the catalogs too), or none.
 */
export function partOf(file: string): string | undefined {
  const [top, next, third] = file.split('/');
  // The catalogs are data both sides read: the page words its screens, main its notifications and dialogs.
  if (top === 'renderer' && next === 'locales') return 'shared';
  if (top === 'electron') return file.split('/').length > 2 ? `electron/${next}` : 'electron';
  if (top === 'renderer') return next === 'src' && third !== undefined ? `renderer/src/${third}` : 'renderer';
  if (top === 'shared') return top;
  return undefined;
}

export interface Breach {
  rule:
    | 'up a floor'
    | 'across an apart floor'
    | 'no floor'
    | 'page and main'
    | 'shared imports a side'
    | 'circle';
  imports: Import[];
}

/** A side that stands on floors: its parts start with `prefix`. */
interface House {
  prefix: string;
  floors: readonly Floor[];
}

function floorOf(house: House, part: string): number | undefined {
  const folder = part.slice(house.prefix.length);
  const index = house.floors.findIndex((floor) => floor.folders.includes(folder));
  return index === -1 ? undefined : index;
}

/** The imports that break the rule about which sides may import which. */
function sideBreach(from: string, to: string): Breach['rule'] | undefined {
  const fromSide = from.split('/')[0];
  const toSide = to.split('/')[0];
  if (fromSide === 'shared' && toSide !== 'shared') return 'shared imports a side';
  if (
    (fromSide === 'renderer' && toSide === 'electron') ||
    (fromSide === 'electron' && toSide === 'renderer')
  ) {
    return 'page and main';
  }
  return undefined;
}

/** Strongly connected parts of the graph between parts (Tarjan), those of two parts or more. */
function circles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * Everything that breaks the floors, grouped by rule and pair of parts; empty when the house is in order.
 * `floors` are the main process's; `pageFloors` the page's, whose floors are not checked when none are given.
 */
export function findBreaches(
  imports: readonly Import[],
  floors: readonly Floor[],
  pageFloors: readonly Floor[] = [],
): Breach[] {
  const houses: House[] = [
    { prefix: 'electron/', floors },
    { prefix: 'renderer/src/', floors: pageFloors },
  ];
  const breaches = new Map<string, Breach>();
  const note = (rule: Breach['rule'], key: string, found: Import) => {
    const breach = breaches.get(`${rule} ${key}`) ?? { rule, imports: [] };
    breach.imports.push(found);
    breaches.set(`${rule} ${key}`, breach);
  };
  const edges = new Map<string, Set<string>>();
  for (const found of imports) {
    const from = partOf(found.from);
    const to = partOf(found.to);
    if (from === undefined || to === undefined || from === to) continue;
    const side = sideBreach(from, to);
    if (side) note(side, `${from} -> ${to}`, found);
    const house = houses.find(({ prefix }) => from.startsWith(prefix) && to.startsWith(prefix));
    if (house && house.floors.length > 0) {
      const fromFloor = floorOf(house, from);
      const toFloor = floorOf(house, to);
      if (fromFloor === undefined) note('no floor', from, found);
      else if (toFloor === undefined) note('no floor', to, found);
      else if (toFloor > fromFloor) note('up a floor', `${from} -> ${to}`, found);
      else if (toFloor === fromFloor && house.floors[fromFloor]?.apart)
        note('across an apart floor', `${from} -> ${to}`, found);
    }
    const next = edges.get(from) ?? new Set<string>();
    next.add(to);
    edges.set(from, next);
  }
  for (const component of circles(edges)) {
    // The imports that tie the circle: every import between two of its parts.
    const inside = new Set(component);
    for (const found of imports) {
      const from = partOf(found.from);
      const to = partOf(found.to);
      if (from !== to && inside.has(from ?? '') && inside.has(to ?? ''))
        note('circle', component.join(' '), found);
    }
  }
  return [...breaches.values()];
}

/**
 * The JavaScript a browser must fetch before the first screen can draw: the built
 * page's entry script, what the page preloads, and every chunk those import
 * statically, each with its gzipped size. Chunks reached only through `import()`
 * (the PDF viewer, the QR code) are not in it: they load when a screen asks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialScript {
  /** Path inside the build folder, e.g. `assets/index-abc.js`. */
  file: string;
  gzipBytes: number;
}

export interface InitialScripts {
  scripts: InitialScript[];
  totalGzipBytes: number;
}

const PAGE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const PAGE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
// `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; a parenthesis
// before the quote would make it a dynamic `import("./x.js")`, which this leaves out.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const matchesOf = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);

export function initialScripts(outDir: string): InitialScripts {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const pending = [...matchesOf(html, PAGE_SCRIPT), ...matchesOf(html, PAGE_PRELOAD)].map((href) =>
    path.posix.normalize(href),
  );
  const seen = new Set<string>();
  const scripts: InitialScript[] = [];
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const bytes = readFileSync(path.join(outDir, file));
    scripts.push({ file, gzipBytes: gzipSync(bytes).byteLength });
    const dir = path.posix.dirname(file);
    for (const specifier of matchesOf(bytes.toString('utf8'), STATIC_IMPORT))
      pending.push(path.posix.join(dir, specifier));
  }
  return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

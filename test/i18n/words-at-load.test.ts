/**
 * No module of the page reads a word while it loads: a text read then would stay in the
 * language of that moment, and, read before the page put its catalog in use (main.tsx
 * loads it first), stops the page with nothing on screen. Every module under
 * renderer/src is imported here with no catalog in use; each must load.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogInUse } from '../../renderer/src/i18n/messages.ts';

const SOURCES = path.resolve(import.meta.dirname, '../../renderer/src');

/** Entry points and workers: they run the page, not words, when loaded. */
const NOT_LIBRARIES = new Set(['main.tsx', 'decode-worker.ts']);

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !NOT_LIBRARIES.has(entry.name)
      ? [file]
      : [];
  });
}

describe('the page’s modules', () => {
  it('load without reading a word', async () => {
    expect(catalogInUse()).toBeNull();
    const failed: string[] = [];
    for (const file of modulesUnder(SOURCES)) {
      try {
        await import(file);
      } catch (error) {
        failed.push(`${path.relative(SOURCES, file)}: ${String(error)}`);
      }
    }
    expect(failed).toEqual([]);
  });
});

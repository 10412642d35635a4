/**
 * A QR matrix as one SVG path: a unit square per dark module, runs of a row joined,
 * inside the quiet zone scanners need. Drawn as SVG elements by React rather than
 * as an image, because the page's CSP allows no `data:` images.
 */
import type { QrMatrix } from './qr-matrix.ts';

/** Light modules around the symbol, as the QR standard asks for. */
export const QUIET_ZONE = 4;

/** The path's `d`, in module units, already offset by the quiet zone. */
export function qrPathOf(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark[row * matrix.size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark[row * matrix.size + col]) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}

/** Side of the whole drawing in modules, quiet zone included. */
export const qrSideOf = (matrix: QrMatrix): number => matrix.size + 2 * QUIET_ZONE;

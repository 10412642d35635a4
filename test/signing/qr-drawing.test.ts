/** The QR drawing as the page renders it (one SVG path) decodes back to the link. */
import { describe, expect, it } from 'vitest';
import { qrMatrixOf } from '../../renderer/src/qr/qr-matrix.ts';
import { QUIET_ZONE, qrPathOf, qrSideOf } from '../../renderer/src/qr/qr-path.ts';
import { decodeQrPixels } from './qr-decode.ts';

/** Paints the path's unit rectangles (`M x y h w v1 h-w z`) black on white, `scale` pixels a module. */
function rasterize(path: string, side: number, scale: number): Uint8ClampedArray {
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(run)) * scale; col += 1) {
        const at = (row * width + col) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  return pixels;
}

describe('QR code drawing', () => {
  it.each([
    'https://waiver.smartwaiver.com/auto/?auto_waiverid=sprswrvh2keeh&auto_tag=C-1042',
    'http://127.0.0.1:41234/sign/prefill/k3j4h5g6f7d8s',
  ])('draws %s so that a scanner reads it back', (link) => {
    const matrix = qrMatrixOf(link);
    const side = qrSideOf(matrix);
    const scale = 6;
    const decoded = decodeQrPixels(rasterize(qrPathOf(matrix), side, scale), side * scale, side * scale);
    expect(decoded).toBe(link);
  });

  it('covers exactly the dark modules, inside a quiet zone of four', () => {
    const matrix = qrMatrixOf('https://example.com/x');
    const painted = new Set<string>();
    for (const [, x, y, run] of qrPathOf(matrix).matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let col = Number(x); col < Number(x) + Number(run); col += 1) painted.add(`${col},${y}`);
    }
    const dark = matrix.dark.flatMap((isDark, index) =>
      isDark ? [`${(index % matrix.size) + QUIET_ZONE},${Math.floor(index / matrix.size) + QUIET_ZONE}`] : [],
    );
    expect([...painted].sort()).toEqual(dark.sort());
    expect(qrSideOf(matrix)).toBe(matrix.size + 8);
  });
});

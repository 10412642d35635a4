/**
 * A fake camera's picture for Chromium (`--use-file-for-fake-video-capture`): a
 * code drawn as a PNG by the `qrcode` package, read back to RGBA pixels with
 * pngjs, set on a white frame and written as a Y4M video (YUV4MPEG2, 4:2:0,
 * BT.601 studio range) that Chromium plays over and over as its camera.
 */
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

export interface RgbaImage {
  width: number;
  height: number;
  /** Four bytes a pixel, row after row. */
  data: Uint8Array;
}

/** A QR code of `text` as pixels, `scale` pixels a module with the standard quiet zone. */
export async function qrImage(text: string, scale = 8): Promise<RgbaImage> {
  const png = PNG.sync.read(
    await QRCode.toBuffer(text, { type: 'png', scale, margin: 4, errorCorrectionLevel: 'M' }),
  );
  return { width: png.width, height: png.height, data: png.data };
}

const FRAME_WIDTH = 640;
const FRAME_HEIGHT = 480;

/** `image` centred on a white frame. */
function frameOf(image: RgbaImage): RgbaImage {
  const data = new Uint8Array(FRAME_WIDTH * FRAME_HEIGHT * 4).fill(255);
  const left = Math.floor((FRAME_WIDTH - image.width) / 2);
  const top = Math.floor((FRAME_HEIGHT - image.height) / 2);
  if (left < 0 || top < 0) throw new Error('the code is larger than the camera’s picture');
  for (let y = 0; y < image.height; y++) {
    const from = y * image.width * 4;
    data.set(image.data.subarray(from, from + image.width * 4), ((top + y) * FRAME_WIDTH + left) * 4);
  }
  return { width: FRAME_WIDTH, height: FRAME_HEIGHT, data };
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** One frame's Y plane, then its U and V planes at half the width and height (each the average of 2×2 pixels). */
export function yuv420(image: RgbaImage): Uint8Array {
  const { width, height, data } = image;
  const lumaSize = width * height;
  const chromaWidth = width / 2;
  const planes = new Uint8Array(lumaSize + 2 * chromaWidth * (height / 2));
  const rgb = (x: number, y: number) => {
    const at = (y * width + x) * 4;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0] as const;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgb(x, y);
      planes[y * width + x] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
    }
  }
  const uAt = lumaSize;
  const vAt = lumaSize + chromaWidth * (height / 2);
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < chromaWidth; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [pr, pg, pb] = rgb(2 * x + dx, 2 * y + dy);
        r += pr / 4;
        g += pg / 4;
        b += pb / 4;
      }
      planes[uAt + y * chromaWidth + x] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      planes[vAt + y * chromaWidth + x] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return planes;
}

/** Writes `image` as a Y4M video of `frames` identical frames, which Chromium loops. */
export function writeY4m(file: string, image: RgbaImage, frames = 10): void {
  const frame = frameOf(image);
  const header = Buffer.from(`YUV4MPEG2 W${frame.width} H${frame.height} F10:1 Ip A1:1 C420\n`);
  const planes = yuv420(frame);
  const marker = Buffer.from('FRAME\n');
  writeFileSync(
    file,
    Buffer.concat([header, ...Array.from({ length: frames }, () => [marker, planes]).flat()]),
  );
}

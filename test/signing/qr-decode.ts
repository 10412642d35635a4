/** Reading a QR code back as a phone camera would: from pixels, or from a PNG screenshot. */
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

type Decoder = typeof jsQRModule.default;

// jsqr is CommonJS: at run time the default import is the decoder itself, while its
// types describe an ES module with a `default` member.
const jsQR: Decoder = typeof jsQRModule === 'function' ? jsQRModule : jsQRModule.default;

export function decodeQrPixels(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height)?.data ?? null;
}

export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return decodeQrPixels(new Uint8ClampedArray(image.data), image.width, image.height);
}

/**
 * One camera frame read for a code: ZXing (`@zxing/library`, the ZXing port
 * `@zxing/browser` wraps) for QR codes and the common 1-D barcodes, then, where it
 * found nothing, jsQR for a QR code: ZXing's QR detector misjudges the size of
 * about one small QR code in seventy, whatever the distance, and jsQR reads those.
 * Pure and free of the DOM, so it runs in the decoding worker and in tests alike.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatOneDReader,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQRModule from 'jsqr';

type QrDecoder = typeof jsQRModule.default;

// jsqr is CommonJS: the default import is the decoder itself, though its types describe a `default` member.
const jsQR: QrDecoder = typeof jsQRModule === 'function' ? jsQRModule : jsQRModule.default;

/** The 1-D symbologies of membership cards, wristbands and receipts. */
export const ONE_D_FORMATS: readonly BarcodeFormat[] = [
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
  BarcodeFormat.CODE_93,
  BarcodeFormat.CODABAR,
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.ITF,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
];

/** A frame's pixels: four bytes each (RGBA), row after row. */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function luminance({ data, width, height }: Frame): Uint8ClampedArray {
  const luma = new Uint8ClampedArray(width * height);
  for (let pixel = 0, at = 0; pixel < luma.length; pixel++, at += 4) {
    // ITU-R BT.601, in integers: (306 R + 601 G + 117 B) / 1024.
    luma[pixel] = (306 * (data[at] ?? 0) + 601 * (data[at + 1] ?? 0) + 117 * (data[at + 2] ?? 0) + 512) >> 10;
  }
  return luma;
}

/** A reader of frames: the code in one, or null. ZXing's readers are made once and kept. */
export function createFrameDecoder(): (frame: Frame) => string | null {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [...ONE_D_FORMATS]]]);
  const oneD = new MultiFormatOneDReader(hints);
  const qr = new QRCodeReader();
  return (frame) => {
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(luminance(frame), frame.width, frame.height)),
    );
    for (const read of [() => qr.decode(bitmap), () => oneD.decode(bitmap, hints)]) {
      try {
        return read().getText();
      } catch {
        // Nothing of that kind in this frame: the usual case between customers.
      }
    }
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

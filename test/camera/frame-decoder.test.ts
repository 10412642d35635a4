/**
 * What the camera scanner reads in a frame: QR codes (also those ZXing's detector
 * misjudges, which jsQR reads), and the common 1-D barcodes of cards and receipts,
 * on a white frame such as a camera gives; nothing in an empty one.
 */
import { describe, expect, it } from 'vitest';
import { createFrameDecoder, type Frame } from '../../renderer/src/camera/frame-decoder.ts';
import { code39Image, ean13Image } from '../support/barcodes.ts';
import { qrImage, type RgbaImage } from '../support/fake-camera.ts';

const WIDTH = 640;
const HEIGHT = 480;

/** `image` on a white 640×480 frame, as the camera would show it held up. */
function onFrame(image: RgbaImage): Frame {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
  const left = Math.floor((WIDTH - image.width) / 2);
  const top = Math.floor((HEIGHT - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    data.set(
      image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4),
      ((top + y) * WIDTH + left) * 4,
    );
  }
  return { data, width: WIDTH, height: HEIGHT };
}

describe('reading a camera frame', () => {
  const decode = createFrameDecoder();

  it('reads a QR code of an auto-tag', async () => {
    expect(decode(onFrame(await qrImage('M-003686')))).toBe('M-003686');
  });

  it('reads the QR codes ZXing’s detector misjudges too', async () => {
    // ZXing alone finds no size for these (one small code in seventy); the frame still reads.
    for (const tag of ['M-004843', 'M-000143', 'M-000325'])
      expect(decode(onFrame(await qrImage(tag)))).toBe(tag);
  });

  it('reads the 1-D barcodes of cards and receipts: Code 39 and EAN-13', () => {
    expect(decode(onFrame(code39Image('GUEST-4821')))).toBe('GUEST-4821');
    expect(decode(onFrame(code39Image('M-003686')))).toBe('M-003686');
    expect(decode(onFrame(ean13Image('4006381333931')))).toBe('4006381333931');
  });

  it('finds nothing in a frame with no code', () => {
    expect(
      decode({ data: new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(200), width: WIDTH, height: HEIGHT }),
    ).toBeNull();
  });
});

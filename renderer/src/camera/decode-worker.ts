/**
 * The camera's frames are read here, off the page's thread: decoding a frame takes
 * tens of milliseconds on a desk PC, and the page must keep answering keys (a USB
 * scanner's burst, the lookup box) and drawing while the camera is on. It receives
 * one frame at a time as an ImageBitmap (transferred, not copied) and answers with
 * the code in it, or null.
 */
import { createFrameDecoder } from './frame-decoder.ts';

export interface FrameRequest {
  frame: ImageBitmap;
}

export interface FrameAnswer {
  code: string | null;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<FrameRequest>) => void) | null;
  postMessage(answer: FrameAnswer): void;
}

const scope = self as unknown as WorkerScope;
const decode = createFrameDecoder();
let canvas: OffscreenCanvas | null = null;

scope.onmessage = ({ data: { frame } }) => {
  const { width, height } = frame;
  if (!canvas || canvas.width !== width || canvas.height !== height)
    canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let code: string | null = null;
  if (context) {
    context.drawImage(frame, 0, 0);
    code = decode({ data: context.getImageData(0, 0, width, height).data, width, height });
  }
  frame.close();
  scope.postMessage({ code });
};

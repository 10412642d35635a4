/**
 * The camera read as a scanner (the browser's own BarcodeDetector does not exist
 * on Windows or Linux): the stream asks for video only, never the microphone;
 * its frames go one at a time to the decoding worker (`decode-worker.ts`), so the
 * page stays quick while the camera is on, and the next frame waits at least as
 * long as the last took to read, so a slow PC is never swamped. Every track is
 * stopped when reading stops. Loaded only when the camera is asked for: the
 * decoders are not part of the first screen.
 */
import { NoCameraHere } from './camera-problem.ts';
import type { FrameAnswer, FrameRequest } from './decode-worker.ts';

/** The camera facing away from the person at the desk, where there is a choice; never sound. */
const CAMERA_ONLY: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** The shortest time between two looks at the picture: quick enough for a queue. */
const LOOK_EVERY_MS = 120;
/** Frames are read at most this wide: a code held up fills enough of it, and reading costs less. */
const READ_WIDTH = 800;

export interface CameraReading {
  stop(): void;
}

/**
 * Shows the camera in `video` and hands every code it reads to `onCode`; throws
 * what the browser threw, and tells `onBroken` if reading stops by itself later.
 */
export async function startCameraReader(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  onBroken: (error: unknown) => void,
): Promise<CameraReading> {
  if (!navigator.mediaDevices?.getUserMedia) throw new NoCameraHere();
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA_ONLY);
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.muted = true;
    video.srcObject = stream;
    await video.play();
  } catch (error) {
    release();
    throw error;
  }

  const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sentAt = 0;
  const lookAgain = (afterMs: number) => {
    if (!stopped) timer = setTimeout(look, afterMs);
  };
  async function look(): Promise<void> {
    if (stopped) return;
    const { videoWidth: width, videoHeight: height } = video;
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || width === 0 || height === 0) {
      lookAgain(LOOK_EVERY_MS);
      return;
    }
    const scale = Math.min(1, READ_WIDTH / width);
    try {
      const frame = await createImageBitmap(video, {
        resizeWidth: Math.round(width * scale),
        resizeHeight: Math.round(height * scale),
      });
      if (stopped) {
        frame.close();
        return;
      }
      sentAt = performance.now();
      const request: FrameRequest = { frame };
      worker.postMessage(request, [frame]);
    } catch {
      // A frame that could not be taken (the stream ending): the next look tries again.
      lookAgain(LOOK_EVERY_MS);
    }
  }
  worker.onmessage = ({ data }: MessageEvent<FrameAnswer>) => {
    if (stopped) return;
    if (data.code) onCode(data.code);
    lookAgain(Math.max(LOOK_EVERY_MS, performance.now() - sentAt));
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    worker.terminate();
    release();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    stop();
    onBroken(event.error ?? new Error('the decoder stopped'));
  };
  void look();
  return { stop };
}

/**
 * The words of the camera scanner. Components only choose which text to show;
 * texts that take values are small functions of already formatted values.
 */

import { texts } from '../i18n/messages.ts';

export const cameraText = texts({
  /** The button that starts (and stops) the camera. */
  use: 'camera.use',
  stop: 'camera.stop',
  regionLabel: 'camera.regionLabel',
  starting: 'camera.starting',
  reading: 'camera.reading',
  videoLabel: 'camera.videoLabel',
  /** Why the camera is not reading, and what to do. */
  problem: {
    denied: 'camera.problem.denied',
    'no-camera': 'camera.problem.no-camera',
    busy: 'camera.problem.busy',
    unsupported: 'camera.problem.unsupported',
    failed: 'camera.problem.failed',
    stopped: 'camera.problem.stopped',
    'not-loaded': 'camera.problem.not-loaded',
  },
});

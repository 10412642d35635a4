/**
 * The words of the camera scanner. Components only choose which text to show;
 * texts that take values are small functions of already formatted values.
 */

export const cameraText = {
  /** The button that starts (and stops) the camera. */
  use: 'Use camera',
  stop: 'Stop camera',
  regionLabel: 'Camera scanner',
  starting: 'Starting the camera…',
  reading: 'Hold the customer’s code up to the camera.',
  videoLabel: 'What the camera sees',
  /** Why the camera is not reading, and what to do. */
  problem: {
    denied:
      'Waiver Desk may not use the camera. Allow it in this computer’s (or the browser’s) privacy settings, then press Use camera again.',
    'no-camera': 'No camera was found. Connect one, or use the scanner or the lookup box.',
    busy: 'The camera is in use by another program. Close it there, then press Use camera again.',
    unsupported: 'The camera cannot be used here. Use the scanner or the lookup box.',
    failed: 'The camera could not be started. Press Use camera to try again.',
    stopped: 'The camera stopped reading codes. Press Use camera to start it again.',
    'not-loaded': 'The camera scanner could not be loaded. Reload the page to try again.',
  },
} as const;

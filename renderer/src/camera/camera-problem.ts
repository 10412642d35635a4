/**
 * Why the camera does not read, from what the browser threw: refused by the
 * person or the system, no camera at all, one held by another program, or none
 * to be had in this page. The view words each kind.
 */

export type CameraProblem =
  | 'denied'
  | 'no-camera'
  | 'busy'
  | 'unsupported'
  | 'failed'
  /** It was reading, and stopped by itself. */
  | 'stopped';

const BY_NAME: Readonly<Record<string, CameraProblem>> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'no-camera',
  DevicesNotFoundError: 'no-camera',
  OverconstrainedError: 'no-camera',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
};

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return BY_NAME[name] ?? 'failed';
}

/** The page has no camera to ask for (an insecure page, or no media devices at all). */
export class NoCameraHere extends Error {
  override readonly name = 'NoCameraHere';
}

/** A problem of the camera reader's own making or the browser's. */
export const problemOf = (error: unknown): CameraProblem =>
  error instanceof NoCameraHere ? 'unsupported' : cameraProblemOf(error);
